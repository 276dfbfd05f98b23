import type { CountryGuide } from '#core/guides/guide.ts'

export const japan: CountryGuide = {
  slug: 'japan',
  countryCode: 'JP',
  name: 'Japan',
  region: 'asia-pacific',
  currency: 'JPY',
  salaryPeriod: 'year',
  lastReviewed: '2026-11-28',
  summary: 'Engineer and specialist visas, Highly Skilled Professional points, Specified Skilled Worker, the JLPT and pay in yen.',
  overview: [
    'Japan faces a shrinking workforce and is actively recruiting IT engineers, researchers, caregivers and skilled workers from India. Tokyo, Osaka and Nagoya hold most professional jobs; many IT employers hire English speakers, but Japanese opens far more doors.',
    'Employers usually sponsor a Certificate of Eligibility (COE) before you apply for the visa at the Japanese Embassy or a consulate in India.',
  ],
  visaRoutes: [
    {
      name: 'Engineer/Specialist in Humanities/International Services',
      summary:
        'The standard work visa for graduates working in IT, engineering, business, design or translation. You need a degree related to the job or ten years of experience, and a contract with a Japanese employer.',
      source: { label: 'Immigration Services Agency of Japan', url: 'https://www.moj.go.jp/isa/applications/status/gijinkoku.html' },
    },
    {
      name: 'Highly Skilled Professional',
      summary:
        'A points-based status (70 points or more) for researchers, specialists and managers, with faster permanent residence and family benefits.',
      source: {
        label: 'Immigration Services Agency: Highly Skilled Professional',
        url: 'https://www.moj.go.jp/isa/applications/resources/newimmiact_3_index.html',
      },
    },
    {
      name: 'Specified Skilled Worker (SSW)',
      summary:
        'For fields such as caregiving, food service, construction and manufacturing. India and Japan signed a cooperation memorandum for SSW; you pass a skills test and a Japanese test (JFT-Basic or JLPT N4) held in India.',
      source: { label: 'Specified Skilled Worker portal', url: 'https://www.ssw.go.jp/en/' },
    },
  ],
  sponsorship: [
    'The employer or its agent applies for your Certificate of Eligibility with the regional immigration bureau; with it, the visa at the Japanese mission in India usually takes a few working days.',
    'For SSW, Japanese employers must provide support (housing help, orientation, Japanese classes) directly or through a registered support organisation; check that any Indian agency is registered on eMigrate as a recruiting agent.',
  ],
  salaries: [
    { role: 'Software engineer (3–7 years)', min: 5000000, max: 10000000 },
    { role: 'Data scientist', min: 6000000, max: 11000000 },
    { role: 'Mechanical engineer', min: 4500000, max: 8000000 },
    { role: 'Caregiver (SSW)', min: 2600000, max: 3600000 },
    { role: 'Bilingual sales or support', min: 3500000, max: 6000000 },
  ],
  costOfLiving: [
    'A small one-room flat in central Tokyo costs roughly ¥80,000–130,000 a month, much less in other cities. Moving in often costs four to six months’ rent (deposit, key money and agency fees), so ask whether your employer helps with housing.',
    'Public health insurance and the pension are compulsory and deducted from salary; trains are excellent.',
  ],
  jobSites: [
    { name: 'Daijob', url: 'https://www.daijob.com', note: 'Bilingual and international jobs.' },
    { name: 'CareerCross', url: 'https://www.careercross.com', note: 'English and bilingual professional roles.' },
    { name: 'GaijinPot Jobs', url: 'https://jobs.gaijinpot.com', note: 'Jobs open to foreigners, many in teaching and IT.' },
    { name: 'TokyoDev', url: 'https://www.tokyodev.com', note: 'Software jobs for international developers.' },
  ],
  credentials: [
    'Indian degrees are generally accepted for work visas; what matters is that the degree relates to the job. Keep your degree certificate and transcripts, since immigration may ask for them.',
    'Regulated professions such as nursing and medicine require passing Japan’s national examinations in Japanese; Indian licences are not recognised directly.',
  ],
  language: [
    'The Japanese-Language Proficiency Test (JLPT) runs from N5 (basic) to N1; most non-IT employers want N2 or better, many IT employers accept N3 or English only. The JFT-Basic test is accepted for SSW.',
  ],
  taxAndMoney: [
    'Income tax and a local residence tax (about 10%, charged on the previous year’s income) are deducted from salary, along with health insurance and pension. When you leave Japan you can claim a lump-sum withdrawal payment of pension contributions.',
    'The India–Japan DTAA prevents double taxation. Register your address to get a residence card and My Number, which you need for banking and salary.',
  ],
  pitfalls: [
    'Japan is not an ECR country: no emigration clearance is needed.',
    'Be careful with SSW or trainee offers that ask for large “training” or placement fees: check the agency is registered on eMigrate and the Japanese employer exists. Contracts must be in a language you understand.',
  ],
  related: ['singapore', 'germany', 'australia'],
}
