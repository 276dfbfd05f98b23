import type { CountryGuide } from '#core/guides/guide.ts'

export const kuwait: CountryGuide = {
  slug: 'kuwait',
  countryCode: 'KW',
  name: 'Kuwait',
  region: 'gulf',
  currency: 'KWD',
  salaryPeriod: 'month',
  lastReviewed: '2026-11-28',
  summary: 'Work visas and the civil ID, engineer accreditation, Kuwaitisation, pay in dinars and the rules on leaving the country.',
  overview: [
    'Around a million Indians live in Kuwait, the largest expatriate group, working in oil and gas, healthcare, construction, retail and domestic work. Salaries are quoted monthly in Kuwaiti dinars, the world’s highest-valued currency.',
    'Kuwaitisation limits public-sector jobs for foreigners, and rules for expatriates change often (age limits for work-permit renewals, accreditation of degrees, exit permits): check the current rules with the employer and the Public Authority for Manpower before you commit.',
  ],
  visaRoutes: [
    {
      name: 'Work visa (article 18) and civil ID',
      summary:
        'A private-sector employer obtains a work permit from the Public Authority for Manpower (PAM) and an entry visa; after a medical test and fingerprints in Kuwait you get residence and a civil ID from the Public Authority for Civil Information (PACI).',
      source: { label: 'Public Authority for Manpower', url: 'https://www.pam.gov.kw' },
    },
    {
      name: 'Government-sector work visa (article 17)',
      summary:
        'For ministries and public bodies, mainly doctors, nurses and teachers recruited directly by the Ministry of Health or Education.',
      source: { label: 'Kuwait government online', url: 'https://e.gov.kw' },
    },
  ],
  sponsorship: [
    'The employer sponsors and pays the visa and residence costs. Transferring to another employer is allowed after a qualifying period, within limits PAM sets.',
    'Private-sector workers may need an exit permit approved by their employer through PAM’s system before travelling out of Kuwait: ask how leave travel works before you sign.',
  ],
  salaries: [
    { role: 'Software engineer (3–7 years)', min: 800, max: 1800 },
    { role: 'Registered nurse', min: 450, max: 1000 },
    { role: 'Accountant', min: 400, max: 1000 },
    { role: 'Civil engineer', min: 600, max: 1500 },
    { role: 'Driver or technician', min: 150, max: 350 },
  ],
  costOfLiving: [
    'A one-bedroom flat costs roughly KWD 200–350 a month in areas such as Salmiya, Mangaf or Abbasiya. Fuel and utilities are cheap; food is moderate.',
    'Family visas require a minimum salary, and healthcare for expatriates is charged through fees: check what your employer covers.',
  ],
  jobSites: [
    { name: 'Bayt', url: 'https://www.bayt.com', note: 'The largest Gulf job board.' },
    { name: 'Naukrigulf', url: 'https://www.naukrigulf.com', note: 'Many Kuwaiti employers recruit from India here.' },
    { name: 'GulfTalent', url: 'https://www.gulftalent.com', note: 'Oil, gas and management roles.' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/jobs', note: 'Multinationals and oil companies.' },
  ],
  credentials: [
    'Engineers must be accredited by the Kuwait Society of Engineers before a work permit in an engineering title is issued or renewed, and Kuwait has required Indian engineering degrees to come from NBA-accredited programmes: check your programme’s accreditation before you apply.',
    'Health professionals are licensed by the Ministry of Health after DataFlow verification; degrees need attestation by India’s Ministry of External Affairs and the Kuwait Embassy.',
  ],
  language: [
    'Arabic is the official language; English is common in oil, healthcare and business. Basic Arabic helps greatly in daily life.',
  ],
  taxAndMoney: [
    'There is no personal income tax on salaries. The India–Kuwait DTAA applies; most people working a full year in Kuwait are non-residents for Indian tax.',
    'End-of-service indemnity is owed under the private-sector labour law; keep your contract and salary records.',
  ],
  pitfalls: [
    'Kuwait is an Emigration Check Required (ECR) country: ECR passport holders need emigration clearance on eMigrate. Domestic workers must be recruited only through the channels India allows.',
    'Residence violations lead to fines and deportation: never let your residence lapse, and do not work for anyone other than your sponsor. Contact the Indian Embassy in Kuwait if your employer withholds pay or your passport.',
  ],
  related: ['saudi-arabia', 'qatar', 'united-arab-emirates'],
}
