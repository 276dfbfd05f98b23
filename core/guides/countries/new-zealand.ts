import type { CountryGuide } from '#core/guides/guide.ts'

export const newZealand: CountryGuide = {
  slug: 'new-zealand',
  countryCode: 'NZ',
  name: 'New Zealand',
  region: 'asia-pacific',
  currency: 'NZD',
  salaryPeriod: 'year',
  lastReviewed: '2026-11-28',
  summary: 'Accredited Employer Work Visa, Skilled Migrant residence, the Green List, NZQA assessment and pay in New Zealand dollars.',
  overview: [
    'New Zealand has a growing Indian community of over 250,000 people, and hires nurses, doctors, engineers, IT professionals, teachers and trades workers. Auckland holds most jobs, followed by Wellington and Christchurch.',
    'Almost all work visas need an accredited employer, and residence comes through the Skilled Migrant Category or the Green List of shortage occupations.',
  ],
  visaRoutes: [
    {
      name: 'Accredited Employer Work Visa (AEWV)',
      summary:
        'A temporary work visa with an employer accredited by Immigration New Zealand, after the employer passes a job check for the role. The employer must pay at least the market rate, and the visa lasts up to three or five years depending on the role.',
      source: {
        label: 'Immigration New Zealand: AEWV',
        url: 'https://www.immigration.govt.nz/new-zealand-visas/visas/visa/accredited-employer-work-visa',
      },
    },
    {
      name: 'Skilled Migrant Category Resident Visa',
      summary:
        'Permanent residence on a six-point system: points for registration, qualifications or income, plus points for skilled work in New Zealand. You need a skilled job offer or current skilled work.',
      source: {
        label: 'Immigration New Zealand: Skilled Migrant Category',
        url: 'https://www.immigration.govt.nz/new-zealand-visas/visas/visa/skilled-migrant-category-resident-visa',
      },
    },
    {
      name: 'Green List (Straight to Residence and Work to Residence)',
      summary:
        'Occupations in short supply, such as registered nurses, doctors and many engineers, lead to residence directly or after two years of work.',
      source: {
        label: 'Immigration New Zealand: Green List',
        url: 'https://www.immigration.govt.nz/new-zealand-visas/preparing-a-visa-application/working-in-nz/qualifications-for-work/green-list-occupations',
      },
    },
  ],
  sponsorship: [
    'Look for employers on Immigration New Zealand’s list of accredited employers. The employer must not charge you any recruitment costs or premiums for the job; doing so is a breach of accreditation and of employment law.',
    'Once you hold an AEWV you can change employers only by applying for a new visa with another accredited employer, so choose carefully.',
  ],
  salaries: [
    { role: 'Software engineer (3–7 years)', min: 90000, max: 140000 },
    { role: 'Registered nurse', min: 75000, max: 105000 },
    { role: 'Accountant', min: 65000, max: 95000 },
    { role: 'Civil engineer', min: 85000, max: 130000 },
    { role: 'Early childhood teacher', min: 60000, max: 85000 },
  ],
  costOfLiving: [
    'Rent in Auckland is roughly NZD 550–700 a week for a one-bedroom flat, somewhat less elsewhere. Groceries and fuel are relatively expensive; public healthcare is available to work-visa holders allowed to stay two years or more.',
  ],
  jobSites: [
    { name: 'SEEK NZ', url: 'https://www.seek.co.nz', note: 'New Zealand’s largest job board.' },
    { name: 'Trade Me Jobs', url: 'https://www.trademe.co.nz/a/jobs', note: 'A popular local board.' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/jobs', note: 'Professional roles.' },
    { name: 'Careers NZ', url: 'https://www.careers.govt.nz', note: 'Government information on occupations, pay and skills.' },
  ],
  credentials: [
    'The New Zealand Qualifications Authority (NZQA) assesses overseas qualifications (International Qualification Assessment), which the Skilled Migrant Category may require.',
    'Nurses register with the Nursing Council of New Zealand, doctors with the Medical Council, teachers with the Teaching Council, and engineers may register as Chartered Professional Engineers with Engineering New Zealand.',
  ],
  language: ['English is required for residence: IELTS, PTE Academic, TOEFL iBT, OET or the Cambridge tests, at the level the visa sets.'],
  taxAndMoney: [
    'Income tax is progressive and taken through PAYE; get an IRD number when you start work. KiwiSaver, the retirement savings scheme, takes contributions from you and your employer if you join.',
    'The India–New Zealand DTAA prevents double taxation. Once you are non-resident in India, move Indian savings to NRE or NRO accounts.',
  ],
  pitfalls: [
    'New Zealand is not an ECR country: no emigration clearance is needed.',
    'Only licensed immigration advisers (check the Immigration Advisers Authority register) or lawyers may give immigration advice for New Zealand; paying an employer or agent for a job is migrant exploitation and can be reported to Immigration New Zealand.',
  ],
  related: ['australia', 'canada', 'ireland'],
}
