import type { CountryGuide } from '#core/guides/guide.ts'

export const netherlands: CountryGuide = {
  slug: 'netherlands',
  countryCode: 'NL',
  name: 'Netherlands',
  region: 'europe',
  currency: 'EUR',
  salaryPeriod: 'year',
  lastReviewed: '2026-11-28',
  summary: 'The highly skilled migrant permit with recognised sponsors, EU Blue Card, orientation year, the 30% ruling and pay in euros.',
  overview: [
    'Indians are the largest group of highly skilled migrants in the Netherlands, most in IT, engineering, semiconductors and finance in Amsterdam, Eindhoven, Rotterdam, The Hague and Utrecht. English is widely spoken at work.',
    'The immigration service (IND) keeps a public register of recognised sponsors: only they can bring in highly skilled migrants, and the process is fast, often a few weeks.',
  ],
  visaRoutes: [
    {
      name: 'Highly skilled migrant (kennismigrant)',
      summary:
        'A residence permit for work with an IND-recognised sponsor at or above a monthly salary threshold that depends on your age (a lower threshold for under-30s and recent graduates). No degree requirement.',
      source: { label: 'IND: highly skilled migrant', url: 'https://ind.nl/en/residence-permits/work/highly-skilled-migrant' },
    },
    {
      name: 'EU Blue Card',
      summary:
        'For graduates with a job of at least 12 months at the Blue Card salary; the employer need not be a recognised sponsor, and it eases moving to another EU country later.',
      source: { label: 'IND: EU Blue Card', url: 'https://ind.nl/en/residence-permits/work/european-blue-card' },
    },
    {
      name: 'Orientation year (zoekjaar hoogopgeleiden)',
      summary:
        'A year to find work for graduates of Dutch universities or of top-ranked universities abroad, with a lower salary threshold for a later highly skilled migrant permit.',
      source: {
        label: 'IND: orientation year',
        url: 'https://ind.nl/en/residence-permits/work/residence-permit-for-search-year-highly-educated-persons',
      },
    },
  ],
  sponsorship: [
    'Check the IND public register of recognised sponsors before you accept a highly skilled migrant offer. The employer applies for your entry visa (MVV) and permit together, and pays the IND fee in most cases.',
    'Your salary must stay at the threshold for your age while you hold the permit; if you lose the job, you have three months to find another with a recognised sponsor.',
  ],
  salaries: [
    { role: 'Software engineer (3–7 years)', min: 55000, max: 85000 },
    { role: 'Data engineer', min: 55000, max: 80000 },
    { role: 'Hardware or semiconductor engineer', min: 55000, max: 90000 },
    { role: 'Financial analyst', min: 45000, max: 70000 },
    { role: 'QA engineer', min: 42000, max: 65000 },
  ],
  costOfLiving: [
    'Housing is the hardest part: a one-bedroom flat in Amsterdam costs roughly €1,700–2,400 a month, less in Eindhoven or Rotterdam, and supply is short. Health insurance is compulsory (about €150 a month for the basic package).',
    'Cycling and trains make transport easy; groceries are moderate.',
  ],
  jobSites: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/jobs', note: 'The main channel for English-speaking roles.' },
    { name: 'Indeed Netherlands', url: 'https://nl.indeed.com', note: 'A broad job board.' },
    { name: 'werk.nl', url: 'https://www.werk.nl', note: 'The public employment service (UWV), mostly in Dutch.' },
    { name: 'IamExpat Jobs', url: 'https://www.iamexpat.nl/career/jobs-netherlands', note: 'Jobs for international candidates.' },
  ],
  credentials: [
    'Nuffic’s IDW (International Credential Evaluation) compares foreign diplomas with Dutch ones; it is not required for the highly skilled migrant permit but helps with some employers and with the orientation year.',
    'Healthcare professionals must be registered in the BIG register, which needs a recognition procedure and Dutch language; other regulated professions have their own bodies.',
  ],
  language: [
    'English is enough for most technology and international jobs. Dutch helps greatly with everyday life and is required for the civic integration exam for permanent residence.',
  ],
  taxAndMoney: [
    'Income tax is progressive (roughly 36% to 50%). Recruited highly skilled migrants may get the 30% ruling, which pays part of salary tax-free for up to five years; it is being reduced and tightened, so check its current terms with your employer.',
    'The India–Netherlands DTAA prevents double taxation. Register with your municipality for a citizen service number (BSN), needed for salary and banking.',
  ],
  pitfalls: [
    'The Netherlands is not an ECR country: no emigration clearance is needed.',
    'Rental scams are common: never pay a deposit before seeing a flat and signing a contract. Job offers from employers who are not recognised sponsors cannot lead to a highly skilled migrant permit.',
  ],
  related: ['germany', 'ireland', 'united-kingdom'],
}
