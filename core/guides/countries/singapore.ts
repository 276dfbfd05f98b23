import type { CountryGuide } from '#core/guides/guide.ts'

export const singapore: CountryGuide = {
  slug: 'singapore',
  countryCode: 'SG',
  name: 'Singapore',
  region: 'asia-pacific',
  currency: 'SGD',
  salaryPeriod: 'month',
  lastReviewed: '2026-11-28',
  summary: 'Employment Pass and COMPASS, S Pass, ONE Pass, qualification checks, pay in Singapore dollars and the cost of living.',
  overview: [
    'Singapore is a hub for banking, technology, shipping, healthcare and regional headquarters, and Indian professionals are a large part of its workforce. Work passes are tied to a job and a salary, and the Ministry of Manpower (MOM) sets the rules.',
    'Employers must usually advertise a job to locals on MyCareersFuture before applying for an Employment Pass, and the COMPASS points framework compares your salary, qualifications and the employer’s workforce against local benchmarks.',
  ],
  visaRoutes: [
    {
      name: 'Employment Pass (EP)',
      summary:
        'For professionals, managers and executives. You need a qualifying monthly salary (from SGD 5,600, higher in financial services and rising with age) and to pass the COMPASS points framework. Valid up to two years at first, renewable.',
      source: { label: 'Ministry of Manpower: Employment Pass', url: 'https://www.mom.gov.sg/passes-and-permits/employment-pass' },
    },
    {
      name: 'S Pass',
      summary:
        'For skilled and mid-level staff such as technicians and nurses, with a lower qualifying salary than the EP; employers pay a levy and are capped by quota.',
      source: { label: 'Ministry of Manpower: S Pass', url: 'https://www.mom.gov.sg/passes-and-permits/s-pass' },
    },
    {
      name: 'ONE Pass (Overseas Networks and Expertise Pass)',
      summary:
        'A five-year personal pass for top talent earning at least SGD 30,000 a month, or with outstanding achievements; it lets you work for several companies.',
      source: {
        label: 'Ministry of Manpower: ONE Pass',
        url: 'https://www.mom.gov.sg/passes-and-permits/overseas-networks-expertise-pass',
      },
    },
  ],
  sponsorship: [
    'The employer (or its appointed agent) applies for your pass; you cannot apply for an EP or S Pass yourself. The employer pays the pass fees, and it is against the law for an employer to take back the levy or pass costs from your salary.',
    'Use MOM’s self-assessment tool and the COMPASS calculator with the offered salary before you resign from your current job: a low salary for your age and role is the most common reason for a rejected EP.',
  ],
  salaries: [
    { role: 'Software engineer (3–7 years)', min: 6000, max: 11000 },
    { role: 'Data analyst', min: 5000, max: 8500 },
    { role: 'Registered nurse', min: 3500, max: 6000 },
    { role: 'Accountant', min: 4000, max: 7500 },
    { role: 'Project manager', min: 7000, max: 12000 },
  ],
  costOfLiving: [
    'Housing is the largest cost: a room in a shared flat costs roughly SGD 1,000–1,800 a month, and a one-bedroom condominium SGD 3,000–4,500. Public transport is excellent and cheap; hawker food keeps meal costs low.',
    'Foreigners are not covered by the public health scheme for citizens, so check the medical insurance your employer provides; international school fees are high.',
  ],
  jobSites: [
    {
      name: 'MyCareersFuture',
      url: 'https://www.mycareersfuture.gov.sg',
      note: 'The government job portal where employers must advertise before an EP application.',
    },
    { name: 'JobStreet', url: 'https://www.jobstreet.com.sg', note: 'A large general job board in South-East Asia.' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/jobs', note: 'Widely used for professional roles.' },
    { name: 'eFinancialCareers', url: 'https://www.efinancialcareers.sg', note: 'Banking and finance roles.' },
  ],
  credentials: [
    'For EP applications the employer must submit proof that your qualifications were verified (by the university or a background-screening company), so keep your degree and transcripts ready. Fake certificates lead to a permanent ban.',
    'Regulated professions register with their board: nurses with the Singapore Nursing Board, doctors with the Singapore Medical Council, professional engineers with the Professional Engineers Board.',
  ],
  language: [
    'English is the language of work and government. Mandarin, Malay or Tamil help in some customer-facing roles but are rarely required.',
  ],
  taxAndMoney: [
    'Residents for tax (183 days or more in a year) pay progressive income tax, at most 24% on the highest incomes; most professionals pay well under 15% overall. Non-residents pay a flat 15% on employment income or the resident rate, whichever is higher.',
    'The India–Singapore DTAA prevents double taxation; file your Indian return if you still have income in India, and claim credit for tax paid in Singapore where you are an Indian tax resident.',
  ],
  pitfalls: [
    'Singapore is not an ECR country: you do not need emigration clearance, even with an ECR passport, though registering on eMigrate is voluntary.',
    'Agencies in Singapore must hold an MOM employment agency licence and may charge at most limited fees; check the agency on MOM’s directory. No genuine employer asks you to pay for an EP.',
  ],
  related: ['australia', 'japan', 'united-arab-emirates'],
}
