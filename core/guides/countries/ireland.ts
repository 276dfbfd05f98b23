import type { CountryGuide } from '#core/guides/guide.ts'

export const ireland: CountryGuide = {
  slug: 'ireland',
  countryCode: 'IE',
  name: 'Ireland',
  region: 'europe',
  currency: 'EUR',
  salaryPeriod: 'year',
  lastReviewed: '2026-11-28',
  summary: 'Critical Skills and General Employment Permits, Stamp 4, QQI recognition, nursing registration with NMBI and pay in euros.',
  overview: [
    'Ireland is the European home of many global technology, pharmaceutical and financial companies, and Indians are among the largest groups receiving Irish employment permits, above all in IT and healthcare. Dublin dominates, with Cork, Galway and Limerick growing.',
    'Work permits are issued by the Department of Enterprise, Trade and Employment; once here you register with immigration for an Irish Residence Permit (IRP).',
  ],
  visaRoutes: [
    {
      name: 'Critical Skills Employment Permit',
      summary:
        'For occupations on the Critical Skills list (many IT, engineering and healthcare roles) with a two-year job offer at the minimum salary for the list, or for any eligible role above a higher salary. After two years you can get Stamp 4, which lets you work without a permit.',
      source: {
        label: 'DETE: Critical Skills Employment Permit',
        url: 'https://enterprise.gov.ie/en/what-we-do/workplace-and-skills/employment-permits/permit-types/critical-skills-employment-permit/',
      },
    },
    {
      name: 'General Employment Permit',
      summary:
        'For occupations not on the ineligible list, at the minimum salary, usually after the employer has advertised the job in Ireland and the EU (a labour market needs test).',
      source: {
        label: 'DETE: General Employment Permit',
        url: 'https://enterprise.gov.ie/en/what-we-do/workplace-and-skills/employment-permits/permit-types/general-employment-permit/',
      },
    },
    {
      name: 'Third Level Graduate Programme (Stamp 1G)',
      summary: 'After an Irish degree, up to one or two years to look for work and work without a permit.',
      source: { label: 'Irish Immigration Service: Stamp 1G', url: 'https://www.irishimmigration.ie/third-level-graduate-programme/' },
    },
  ],
  sponsorship: [
    'The employer, or you with the employer’s offer, applies for the permit online; it is your permit, not the employer’s, though it names the employer. Employers may not deduct recruitment costs from your pay or keep your documents.',
    'Salary thresholds rise from time to time: check the current minimum on the department’s website against your offer.',
  ],
  salaries: [
    { role: 'Software engineer (3–7 years)', min: 55000, max: 90000 },
    { role: 'Data analyst', min: 40000, max: 60000 },
    { role: 'Staff nurse (HSE)', min: 36000, max: 50000 },
    { role: 'Accountant', min: 45000, max: 70000 },
    { role: 'Pharmaceutical or process engineer', min: 45000, max: 75000 },
  ],
  costOfLiving: [
    'Housing is scarce and expensive: a one-bedroom flat in Dublin costs roughly €1,900–2,500 a month, and finding one can take weeks, so plan temporary accommodation. Cork and Galway are a little cheaper.',
    'Public healthcare exists but waits can be long; many employers offer private health insurance.',
  ],
  jobSites: [
    { name: 'IrishJobs.ie', url: 'https://www.irishjobs.ie', note: 'One of Ireland’s largest job boards.' },
    { name: 'Jobs.ie', url: 'https://www.jobs.ie', note: 'A broad local job board.' },
    { name: 'HSE careers', url: 'https://about.hse.ie/jobs/', note: 'Jobs in the public health service.' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/jobs', note: 'Technology and pharma roles.' },
  ],
  credentials: [
    'Quality and Qualifications Ireland (QQI) compares foreign qualifications with the Irish National Framework of Qualifications (NARIC Ireland), free of charge.',
    'Nurses and midwives must register with the Nursing and Midwifery Board of Ireland (NMBI) before starting, doctors with the Medical Council; Engineers Ireland recognises engineering qualifications.',
  ],
  language: ['English is the working language. Irish is an official language but is not needed for almost all private-sector jobs.'],
  taxAndMoney: [
    'Income tax, the Universal Social Charge and PRSI are deducted through PAYE; get a Personal Public Service (PPS) number and register with Revenue, or you will be taxed at emergency rates.',
    'The India–Ireland DTAA prevents double taxation; once you are non-resident in India, move savings to NRE or NRO accounts.',
  ],
  pitfalls: [
    'Ireland is not an ECR country: no emigration clearance is needed.',
    'Beware of rental scams asking for a deposit before a viewing, and of agents selling “guaranteed” permits: the employment permit is free to check on the department’s website, and only the employer’s real offer counts.',
  ],
  related: ['united-kingdom', 'netherlands', 'germany'],
}
