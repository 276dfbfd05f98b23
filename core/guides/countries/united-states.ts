import type { CountryGuide } from '#core/guides/guide.ts'

export const unitedStates: CountryGuide = {
  slug: 'united-states',
  countryCode: 'US',
  name: 'United States',
  region: 'north-america',
  currency: 'USD',
  salaryPeriod: 'year',
  lastReviewed: '2026-11-28',
  summary: 'H-1B and its lottery, L-1, O-1, green-card backlogs for India, degree evaluation, nursing licences and pay in dollars.',
  overview: [
    'Indians receive most H-1B visas issued each year and are the second-largest immigrant group in the US. Technology dominates, but healthcare, finance, research and engineering also hire Indian professionals.',
    'The H-1B is capped and allocated by lottery, rules and fees have changed repeatedly, and green cards for Indian-born applicants have long backlogs. Plan with a lawyer the employer pays for, and always check the current rules on USCIS.',
  ],
  visaRoutes: [
    {
      name: 'H-1B specialty occupation',
      summary:
        'For jobs that need at least a bachelor’s degree in a specific field. Employers register candidates for an annual lottery each March (65,000 places plus 20,000 for US master’s graduates); universities and some research bodies are exempt from the cap. Recent policy added a large payment for many new petitions for workers outside the US: check what applies to you.',
      source: { label: 'USCIS: H-1B', url: 'https://www.uscis.gov/working-in-the-united-states/h-1b-specialty-occupations' },
    },
    {
      name: 'L-1 intracompany transferee',
      summary:
        'For managers (L-1A) and specialised-knowledge staff (L-1B) who have worked at least a year for the company abroad, moving to its US office. No lottery.',
      source: {
        label: 'USCIS: L-1A',
        url: 'https://www.uscis.gov/working-in-the-united-states/temporary-workers/l-1a-intracompany-transferee-executive-or-manager',
      },
    },
    {
      name: 'O-1 extraordinary ability',
      summary:
        'For people with sustained national or international acclaim in their field; no cap and no lottery, but a high bar of evidence.',
      source: {
        label: 'USCIS: O-1',
        url: 'https://www.uscis.gov/working-in-the-united-states/temporary-workers/o-1-visa-individuals-with-extraordinary-ability-or-achievement',
      },
    },
    {
      name: 'Employment-based green card (EB-2, EB-3)',
      summary:
        'Permanent residence sponsored by an employer through PERM labour certification; for people born in India the wait for a visa number can be many years. Check the State Department’s Visa Bulletin.',
      source: {
        label: 'USCIS: employment-based immigration',
        url: 'https://www.uscis.gov/green-card/green-card-eligibility/green-card-for-employment-based-immigrants',
      },
    },
  ],
  sponsorship: [
    'The employer files the H-1B registration and petition and must pay the legal and filing costs of the petition itself; it must also pay at least the prevailing wage for the role and place. Charging you the H-1B fees, or a “bench” period without pay, is against the rules.',
    'USCIS’s H-1B Employer Data Hub shows which employers file petitions and how many are approved: use it to judge how serious a sponsor is.',
  ],
  salaries: [
    { role: 'Software engineer (3–7 years)', min: 110000, max: 180000 },
    { role: 'Data scientist', min: 100000, max: 160000 },
    { role: 'Registered nurse', min: 70000, max: 120000 },
    { role: 'Accountant', min: 65000, max: 95000 },
    { role: 'Physician (after residency)', min: 220000, max: 350000 },
  ],
  costOfLiving: [
    'Costs vary hugely: a one-bedroom flat costs roughly USD 3,000–4,500 a month in San Francisco or New York and USD 1,300–2,000 in Dallas, Atlanta or Raleigh. Compare offers after rent and state tax, not before.',
    'Health insurance is usually through the employer, with deductibles and co-payments; without it, care is very expensive. A car is needed in most cities.',
  ],
  jobSites: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/jobs', note: 'The main channel for professional roles.' },
    { name: 'Indeed', url: 'https://www.indeed.com', note: 'The largest general job board.' },
    { name: 'Dice', url: 'https://www.dice.com', note: 'Technology jobs; many list visa sponsorship.' },
    {
      name: 'H-1B Employer Data Hub',
      url: 'https://www.uscis.gov/tools/reports-and-studies/h-1b-employer-data-hub',
      note: 'Official data on which employers sponsor H-1Bs.',
    },
  ],
  credentials: [
    'For the H-1B, a three-year Indian bachelor’s degree is often evaluated as less than a US bachelor’s; an evaluation from a credential evaluation service (such as WES or ECE) that combines education and experience may be needed.',
    'Regulated professions are licensed by each state: nurses usually need a CGFNS VisaScreen certificate and the NCLEX-RN exam; doctors need the USMLE and a US residency; accountants a state CPA licence.',
  ],
  language: [
    'English is the language of work. Nurses and other health workers need an approved English test (IELTS, TOEFL or OET) for the VisaScreen certificate.',
  ],
  taxAndMoney: [
    'You pay federal income tax, Social Security and Medicare (FICA), and state and sometimes city income tax; several states (Texas, Washington, Florida) have no state income tax. US residents are taxed on worldwide income and must report foreign accounts above the limits (FBAR and FATCA).',
    'The India–US DTAA prevents double taxation. Keep Indian income in NRO accounts and foreign earnings in NRE accounts once you are non-resident in India.',
  ],
  pitfalls: [
    'The United States is not an ECR country: no emigration clearance is needed.',
    'Never pay for an H-1B “slot” or a job offer, and be wary of consultancies that charge fees or keep you unpaid between projects. Check the consulate appointment and visa status only on official sites (ustraveldocs and the State Department).',
  ],
  related: ['canada', 'united-kingdom', 'australia'],
}
