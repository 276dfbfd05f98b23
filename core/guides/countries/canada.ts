import type { CountryGuide } from '#core/guides/guide.ts'

export const canada: CountryGuide = {
  slug: 'canada',
  countryCode: 'CA',
  name: 'Canada',
  region: 'north-america',
  currency: 'CAD',
  salaryPeriod: 'year',
  lastReviewed: '2026-11-28',
  summary:
    'Express Entry, Provincial Nominee Programs, LMIA work permits, WES credential assessment, IELTS or CELPIP and pay in Canadian dollars.',
  overview: [
    'Canada has one of the largest Indian diasporas and has for years admitted more permanent residents from India than from any other country. Toronto, Vancouver, Calgary and Montreal hold most jobs; healthcare, technology, trades, transport and finance hire steadily.',
    'Unlike most countries, Canada lets you apply for permanent residence from India without a job offer, through Express Entry. Targets and draw categories change each year, so check recent draws before you plan.',
  ],
  visaRoutes: [
    {
      name: 'Express Entry',
      summary:
        'The online system for three permanent-residence programmes (Federal Skilled Worker, Canadian Experience Class, Federal Skilled Trades). You create a profile, get a Comprehensive Ranking System (CRS) score, and the highest-ranked candidates, or those in targeted categories such as healthcare, trades or French speakers, are invited to apply.',
      source: {
        label: 'IRCC: Express Entry',
        url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry.html',
      },
    },
    {
      name: 'Provincial Nominee Program (PNP)',
      summary: 'Each province nominates people for the skills it needs; a nomination through Express Entry adds 600 CRS points.',
      source: {
        label: 'IRCC: Provincial Nominee Program',
        url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/provincial-nominees.html',
      },
    },
    {
      name: 'Employer-specific work permit (LMIA)',
      summary:
        'A temporary work permit for a specific employer who has a positive Labour Market Impact Assessment showing no Canadian was available. The Global Talent Stream processes in-demand technology roles faster.',
      source: {
        label: 'IRCC: work permits',
        url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/work-canada/permit.html',
      },
    },
  ],
  sponsorship: [
    'For LMIA work permits the employer applies to Employment and Social Development Canada and pays the LMIA fee; it is illegal for an employer or recruiter to charge you for an LMIA or for a job offer.',
    'For Express Entry you need no sponsor. Budget instead for language tests, the credential assessment, biometrics, the application and right-of-permanent-residence fees, and proof of settlement funds if you have no job offer.',
  ],
  salaries: [
    { role: 'Software engineer (3–7 years)', min: 85000, max: 135000 },
    { role: 'Registered nurse', min: 75000, max: 105000 },
    { role: 'Accountant (CPA)', min: 65000, max: 95000 },
    { role: 'Civil engineer', min: 75000, max: 115000 },
    { role: 'Truck driver', min: 55000, max: 80000 },
  ],
  costOfLiving: [
    'A one-bedroom flat costs roughly CAD 2,300–2,800 a month in Toronto or Vancouver and noticeably less in Calgary, Edmonton, Winnipeg or Halifax. Winter clothing, a car outside big cities and childcare are significant costs.',
    'Provinces provide public health insurance to permanent residents and most work-permit holders, some after a waiting period: buy private cover for the gap.',
  ],
  jobSites: [
    { name: 'Job Bank', url: 'https://www.jobbank.gc.ca', note: 'The government job board; LMIA jobs must be advertised here.' },
    { name: 'Indeed Canada', url: 'https://ca.indeed.com', note: 'A broad job board.' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/jobs', note: 'Professional and technology roles.' },
    { name: 'Workopolis', url: 'https://www.workopolis.com', note: 'A long-running Canadian job board.' },
  ],
  credentials: [
    'Express Entry needs an Educational Credential Assessment (ECA) of your foreign degree from a designated organisation, most often World Education Services (WES); you send transcripts through your university in sealed envelopes or WES’s digital partners.',
    'About one in five jobs is regulated: nurses start with the National Nursing Assessment Service (NNAS), engineers with the provincial body (for example Professional Engineers Ontario), and doctors, pharmacists and teachers with their provincial regulators.',
  ],
  language: [
    'Express Entry scores English with IELTS General Training, CELPIP-General or PTE Core, and French with TEF Canada or TCF Canada. Strong French can add many points and qualify you for French-language draws.',
  ],
  taxAndMoney: [
    'Federal and provincial income tax, Canada Pension Plan and Employment Insurance are deducted from pay; get a Social Insurance Number (SIN) on arrival and file a return each spring with the Canada Revenue Agency.',
    'The India–Canada DTAA prevents double taxation. Keep Indian savings in NRE or NRO accounts once you become non-resident in India, and declare foreign assets to the CRA if they are above its limits.',
  ],
  pitfalls: [
    'Canada is not an ECR country: no emigration clearance is needed.',
    'Fake LMIA and job-offer sales are the commonest fraud targeting Indians. Only licensed consultants (members of the College of Immigration and Citizenship Consultants), lawyers or notaries in Quebec may charge for immigration advice; check them on the college’s register.',
  ],
  related: ['united-states', 'australia', 'united-kingdom'],
}
