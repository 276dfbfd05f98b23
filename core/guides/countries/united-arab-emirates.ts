import type { CountryGuide } from '#core/guides/guide.ts'

export const unitedArabEmirates: CountryGuide = {
  slug: 'united-arab-emirates',
  countryCode: 'AE',
  name: 'United Arab Emirates',
  region: 'gulf',
  currency: 'AED',
  salaryPeriod: 'month',
  lastReviewed: '2026-11-28',
  summary:
    'Work visas, Golden and Green visas, pay in dirhams, degree attestation and how to avoid recruitment fraud in Dubai, Abu Dhabi and Sharjah.',
  overview: [
    'The UAE is home to the largest Indian community abroad, about 3.5 million people, and hires Indians at every level: construction and hospitality, nursing, accounting, sales, engineering and technology. Dubai and Abu Dhabi hold most professional jobs; Sharjah and the northern emirates are cheaper places to live.',
    'There is no personal income tax, offers are quoted as a monthly package (basic pay plus housing and transport allowances), and the working week runs Monday to Friday in most offices. Your residence visa is tied to your employer, but since 2022 you can change jobs without the old employer’s permission in most cases.',
  ],
  visaRoutes: [
    {
      name: 'Employment visa and residence visa',
      summary:
        'The usual route: your employer gets a work permit from the Ministry of Human Resources and Emiratisation (MOHRE), you enter on an entry permit, pass a medical test, and receive a two-year residence visa and an Emirates ID. Free-zone companies apply through their free-zone authority instead of MOHRE.',
      source: {
        label: 'UAE government portal: work permits',
        url: 'https://u.ae/en/information-and-services/jobs/employment-in-the-private-sector',
      },
    },
    {
      name: 'Golden Visa (10 years)',
      summary:
        'A long-term residence visa that does not need a sponsoring employer. Skilled professionals qualify with a bachelor’s degree, a job in MOHRE skill level 1 or 2 and a monthly salary of at least AED 30,000; doctors, scientists, investors and outstanding graduates have their own categories.',
      source: {
        label: 'UAE government portal: Golden Visa',
        url: 'https://u.ae/en/information-and-services/visa-and-emirates-id/residence-visas/golden-visa',
      },
    },
    {
      name: 'Green Visa (5 years)',
      summary:
        'A self-sponsored residence visa for skilled employees (bachelor’s degree, skill level 1 to 3, salary of at least AED 15,000 a month) and for freelancers with a freelance permit.',
      source: {
        label: 'UAE government portal: Green Visa',
        url: 'https://u.ae/en/information-and-services/visa-and-emirates-id/residence-visas/green-visa',
      },
    },
    {
      name: 'Job-seeker visit visa',
      summary:
        'A single-entry visa of 60, 90 or 120 days to look for work in person, for graduates of the world’s top 500 universities and people in MOHRE skill levels 1 to 3. You cannot work on it: an employer must still apply for your work permit.',
      source: {
        label: 'UAE government portal: visit visas',
        url: 'https://u.ae/en/information-and-services/visa-and-emirates-id/visit-visas',
      },
    },
  ],
  sponsorship: [
    'For an employment visa the employer applies and pays: the work permit, entry permit, medical test, Emirates ID and residence visa fees are the employer’s by law. A recruiter or employer who asks you to pay for them is breaking UAE labour law.',
    'Check a company before you sign: mainland employers are listed with MOHRE and free-zone companies with their free-zone authority. Your offer letter should match the contract registered with MOHRE, which you can view on the MOHRE app.',
  ],
  salaries: [
    { role: 'Software engineer (3–7 years)', min: 12000, max: 28000 },
    { role: 'Registered nurse', min: 6000, max: 14000 },
    { role: 'Accountant', min: 6000, max: 15000 },
    { role: 'Civil engineer', min: 8000, max: 20000 },
    { role: 'Sales executive', min: 4000, max: 10000 },
  ],
  costOfLiving: [
    'Rent is the biggest cost: a one-bedroom flat in Dubai costs roughly AED 5,000–10,000 a month depending on the area, less in Sharjah and Ajman. Many single newcomers share a flat at first. Check whether your package includes a housing allowance or company accommodation.',
    'Groceries, transport and mobile plans are affordable; school fees for children are high. Employers in most professional jobs provide basic health insurance, which is compulsory in Dubai and Abu Dhabi.',
  ],
  jobSites: [
    { name: 'Bayt', url: 'https://www.bayt.com', note: 'The largest Gulf job board, strong for professional roles.' },
    { name: 'Naukrigulf', url: 'https://www.naukrigulf.com', note: 'Naukri’s Gulf site; many employers recruit Indians directly here.' },
    { name: 'GulfTalent', url: 'https://www.gulftalent.com', note: 'Mid-career and management roles.' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/jobs', note: 'Widely used by UAE recruiters for white-collar jobs.' },
  ],
  credentials: [
    'Your degree must be attested before the visa is issued for most professional jobs: first by the state Human Resource Development department (or the university), then by India’s Ministry of External Affairs, then by the UAE Embassy in India, and finally by the UAE Ministry of Foreign Affairs after you arrive. Start early; it takes weeks.',
    'Regulated professions need a licence: health professionals from the Dubai Health Authority (DHA), the Department of Health Abu Dhabi (DOH) or the Ministry of Health and Prevention (MOHAP), usually with a Prometric exam and DataFlow verification of your documents; engineers register with the Society of Engineers or the emirate’s municipality.',
  ],
  language: [
    'English is the working language of most private employers. Arabic is the official language and helps in government-facing roles; Hindi, Urdu and Malayalam are spoken widely in daily life.',
  ],
  taxAndMoney: [
    'There is no personal income tax on salaries. If you stay out of India for 182 days or more in a financial year you are usually a non-resident for Indian tax, and your UAE salary is not taxed in India; the India–UAE tax treaty (DTAA) settles cases where both countries could claim.',
    'Send money home through banks or licensed exchange houses. End-of-service gratuity is due by law when you leave after a year of service: keep your contract and salary slips.',
  ],
  pitfalls: [
    'The UAE is one of the 18 Emigration Check Required (ECR) countries: if your passport is ECR-stamped (usually when you have not passed class 10), you need emigration clearance through the eMigrate portal before you fly, and your employer must be registered on eMigrate. ECNR passport holders do not.',
    'Never travel on a visit visa because someone promises to convert it into a job later, and never hand your passport to an employer: keeping an employee’s passport is illegal in the UAE. Check Indian recruiting agents on eMigrate’s list of registered agents.',
  ],
  related: ['saudi-arabia', 'qatar', 'oman'],
}
