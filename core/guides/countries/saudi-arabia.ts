import type { CountryGuide } from '#core/guides/guide.ts'

export const saudiArabia: CountryGuide = {
  slug: 'saudi-arabia',
  countryCode: 'SA',
  name: 'Saudi Arabia',
  region: 'gulf',
  currency: 'SAR',
  salaryPeriod: 'month',
  lastReviewed: '2026-11-28',
  summary: 'Work visas and the iqama, Premium Residency, professional accreditation, pay in riyals and what to check before you sign.',
  overview: [
    'Saudi Arabia employs well over two million Indians. Vision 2030 projects in construction, energy, healthcare, tourism and technology keep demand high for engineers, nurses, technicians, accountants and IT staff, especially in Riyadh, Jeddah and the Eastern Province (Dammam, Al Khobar, Jubail).',
    'Nitaqat (Saudisation) quotas limit which jobs foreigners may hold in some sectors, so check that the role is open to expatriates. Since the 2021 labour reforms you can change employers at the end of your contract, or earlier in some cases, without the old employer’s consent.',
  ],
  visaRoutes: [
    {
      name: 'Work visa and iqama',
      summary:
        'Your employer gets a visa authorisation through the Ministry of Human Resources (Qiwa platform), you get the visa stamped through the Saudi embassy’s appointed centre in India after a medical test, and on arrival you receive an iqama (residence permit) renewed with your contract.',
      source: { label: 'Qiwa', url: 'https://www.qiwa.sa/en' },
    },
    {
      name: 'Premium Residency',
      summary:
        'A residence without a sponsor, including the Special Talent, Gifted, Investor and Entrepreneur categories, for highly paid professionals and specialists; a limited-duration and an unlimited option exist for a fee.',
      source: { label: 'Premium Residency Center', url: 'https://sapr.gov.sa/en' },
    },
  ],
  sponsorship: [
    'The employer sponsors and pays the visa, iqama and work permit fees. Recruitment costs may not be charged to you; an Indian agent may charge only the service fee the Emigration Act allows, against a receipt.',
    'Check the employer on Qiwa and ask for the contract in Arabic and English before you travel. The contract registered on Qiwa is the one that counts: make sure salary, allowances, hours and the end-of-service benefit match your offer.',
  ],
  salaries: [
    { role: 'Software engineer (3–7 years)', min: 10000, max: 25000 },
    { role: 'Registered nurse', min: 5000, max: 12000 },
    { role: 'Accountant', min: 5000, max: 12000 },
    { role: 'Civil or mechanical engineer', min: 8000, max: 20000 },
    { role: 'Electrician or technician', min: 2000, max: 5000 },
  ],
  costOfLiving: [
    'Many employers provide housing or a housing allowance (often a quarter of basic pay). A one-bedroom flat in Riyadh or Jeddah costs roughly SAR 2,500–5,000 a month. Fuel, food and utilities are cheap; international schools are expensive.',
    'Families need a dependant visa, which requires a minimum salary and pays a monthly levy for each dependant: ask the employer what it covers.',
  ],
  jobSites: [
    { name: 'Bayt', url: 'https://www.bayt.com', note: 'The largest Gulf job board.' },
    { name: 'Naukrigulf', url: 'https://www.naukrigulf.com', note: 'Many Saudi employers recruit from India here.' },
    { name: 'GulfTalent', url: 'https://www.gulftalent.com', note: 'Engineering, energy and management roles.' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/jobs', note: 'Used by large employers and giga-projects.' },
  ],
  credentials: [
    'Engineers must be accredited by the Saudi Council of Engineers (SCE) before the iqama is issued in an engineering title; health professionals register with the Saudi Commission for Health Specialties (SCFHS) through Mumaris+, with DataFlow verification and usually a Prometric exam.',
    'For many skilled trades the Skill Verification Program (Professional Accreditation) requires a practical test at an approved centre in India before the visa is stamped. Degree certificates usually need attestation by the state, India’s Ministry of External Affairs and the Saudi embassy.',
  ],
  language: [
    'Arabic is the official language and is needed for government-facing and customer-facing work; English is used in most multinational, engineering and healthcare workplaces.',
  ],
  taxAndMoney: [
    'There is no personal income tax on salaries. As a non-resident for Indian tax (182 days or more abroad in a financial year, in most cases), your Saudi salary is not taxed in India; the India–Saudi Arabia DTAA covers the rest.',
    'Salaries are paid into a Saudi bank account through the Wage Protection System; you are owed an end-of-service award under the labour law when you leave.',
  ],
  pitfalls: [
    'Saudi Arabia is an Emigration Check Required (ECR) country: holders of ECR passports need emigration clearance on the eMigrate portal before departure. Use only recruiting agents registered on eMigrate, and check the demand letter and the power of attorney of the Saudi employer.',
    'Be wary of visa “sold” by individuals or of jobs that turn out to be different from the offer on arrival. Keep copies of your contract, and contact the Indian Embassy in Riyadh or Consulate in Jeddah if you are not paid.',
  ],
  related: ['united-arab-emirates', 'kuwait', 'qatar'],
}
