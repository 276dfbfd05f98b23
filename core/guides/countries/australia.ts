import type { CountryGuide } from '#core/guides/guide.ts'

export const australia: CountryGuide = {
  slug: 'australia',
  countryCode: 'AU',
  name: 'Australia',
  region: 'asia-pacific',
  currency: 'AUD',
  salaryPeriod: 'year',
  lastReviewed: '2026-11-28',
  summary:
    'Skills in Demand (482), skilled visas 189 and 190, MATES, skills assessment with ACS, Engineers Australia or VETASSESS, and pay in dollars.',
  overview: [
    'Australia is one of the most popular destinations for Indian professionals and students; Indians are among its largest groups of new permanent residents. Demand is strong in healthcare, IT, engineering, construction, teaching and accounting.',
    'Most routes start with a skills assessment of your qualifications and experience for an occupation on the government’s lists, and permanent visas are points-based: age, English, experience and qualifications all count.',
  ],
  visaRoutes: [
    {
      name: 'Skills in Demand visa (subclass 482)',
      summary:
        'A temporary work visa of up to four years with an approved employer sponsor; it replaced the Temporary Skill Shortage visa in December 2024. The Core Skills stream needs a salary at or above the Core Skills Income Threshold and an occupation on the Core Skills list.',
      source: {
        label: 'Department of Home Affairs: subclass 482',
        url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skills-in-demand-482',
      },
    },
    {
      name: 'Skilled Independent visa (subclass 189)',
      summary:
        'A points-tested permanent visa with no sponsor: you lodge an expression of interest in SkillSelect and wait for an invitation. Subclass 190 is the same with a state nomination, and 491 a provisional regional version.',
      source: {
        label: 'Department of Home Affairs: subclass 189',
        url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-independent-189',
      },
    },
    {
      name: 'Employer Nomination Scheme (subclass 186)',
      summary: 'Permanent residence with an employer’s nomination, usually after working for that employer on a 482 visa.',
      source: {
        label: 'Department of Home Affairs: subclass 186',
        url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/employer-nomination-scheme-186',
      },
    },
    {
      name: 'MATES (Mobility Arrangement for Talented Early-professionals Scheme)',
      summary:
        'A two-year visa for young Indian graduates (up to 30) in fields such as engineering, IT, AI, renewable energy and fintech, chosen by ballot; no employer sponsor needed.',
      source: {
        label: 'Department of Home Affairs: MATES',
        url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/mobility-arrangement-for-talented-early-professionals-scheme',
      },
    },
  ],
  sponsorship: [
    'Sponsors must be approved by the Department of Home Affairs and usually must show they advertised the job in Australia first (labour market testing). Sponsors pay the nomination fee and the Skilling Australians Fund levy; charging you for sponsorship is illegal.',
    'Many Indians go for permanent residence without a sponsor (189 or 190), so compare your points with recent invitation rounds before you spend on a skills assessment.',
  ],
  salaries: [
    { role: 'Software engineer (3–7 years)', min: 100000, max: 160000 },
    { role: 'Registered nurse', min: 75000, max: 110000 },
    { role: 'Accountant', min: 70000, max: 110000 },
    { role: 'Civil engineer', min: 90000, max: 140000 },
    { role: 'Secondary school teacher', min: 80000, max: 115000 },
  ],
  costOfLiving: [
    'Rent is the biggest cost in Sydney and Melbourne: a one-bedroom flat costs roughly AUD 2,400–3,500 a month, less in Adelaide, Perth and regional cities. Many newcomers share at first.',
    'Temporary residents are usually not covered by Medicare and need private health insurance (a visa condition for 482 holders). Public transport and groceries are moderate.',
  ],
  jobSites: [
    { name: 'SEEK', url: 'https://www.seek.com.au', note: 'Australia’s largest job board.' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/jobs', note: 'Professional and technology roles.' },
    { name: 'Workforce Australia', url: 'https://www.workforceaustralia.gov.au', note: 'The government job board.' },
    { name: 'Indeed Australia', url: 'https://au.indeed.com', note: 'A broad general board.' },
  ],
  credentials: [
    'Each occupation has an assessing authority: the Australian Computer Society (ACS) for IT, Engineers Australia (a Competency Demonstration Report, or Washington Accord recognition for NBA-accredited tier-1 degrees) for engineers, VETASSESS for many general professions, and CPA Australia, CA ANZ or IPA for accountants.',
    'Nurses and doctors must register with the Australian Health Practitioner Regulation Agency (Ahpra); for nurses the Nursing and Midwifery Board’s outcomes-based assessment applies. The Department of Education’s overseas qualifications unit (formerly NOOSR) advises on other qualifications.',
  ],
  language: [
    'English is required for nearly every visa: IELTS, PTE Academic, TOEFL iBT, the Cambridge C1 Advanced or OET (for health professionals). Higher scores earn more points for permanent visas.',
  ],
  taxAndMoney: [
    'Residents for tax pay progressive income tax plus a 2% Medicare levy; the first AUD 18,200 is tax-free. Get a Tax File Number (TFN) as soon as you arrive. Your employer also pays superannuation (12% of salary), which temporary residents can claim back when they leave (DASP).',
    'The India–Australia DTAA prevents double taxation; once you are non-resident in India, keep Indian savings in NRE or NRO accounts.',
  ],
  pitfalls: [
    'Australia is not an ECR country: no emigration clearance is needed.',
    'Use only registered migration agents (check the Office of the Migration Agents Registration Authority) and never pay for a job offer or a “guaranteed” sponsorship, which is illegal in Australia.',
  ],
  related: ['new-zealand', 'canada', 'united-kingdom'],
}
