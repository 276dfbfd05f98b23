import type { CountryGuide } from '#core/guides/guide.ts'

export const oman: CountryGuide = {
  slug: 'oman',
  countryCode: 'OM',
  name: 'Oman',
  region: 'gulf',
  currency: 'OMR',
  salaryPeriod: 'month',
  lastReviewed: '2026-11-28',
  summary: 'Employment visas and the resident card, Omanisation, pay in rials, licensing and the eMigrate rules for Oman.',
  overview: [
    'Oman has a long-standing Indian community of about 650,000 people in construction, healthcare, education, retail, logistics and engineering, mostly in Muscat, Sohar and Salalah.',
    'Omanisation reserves a growing list of occupations for Omani nationals, so check that the role is open to expatriates. Oman is quieter and cheaper than Dubai or Doha, and salaries are quoted monthly in Omani rials (one rial is worth well over 200 rupees).',
  ],
  visaRoutes: [
    {
      name: 'Employment visa and resident card',
      summary:
        'The employer obtains a work permit from the Ministry of Labour and an employment visa; after a medical test in Oman the Royal Oman Police issue a resident card, usually valid for two years.',
      source: { label: 'Royal Oman Police: visas', url: 'https://www.rop.gov.om/english/dg_pr_visas.html' },
    },
    {
      name: 'Investor residency',
      summary:
        'Five- and ten-year residence for investors and retirees meeting investment thresholds; not a job route, but relevant if you plan to set up a business.',
      source: { label: 'Invest Easy Oman', url: 'https://www.business.gov.om' },
    },
  ],
  sponsorship: [
    'Your employer sponsors the work permit and pays its fees; since 2020 the reforms allow a worker to change employers at the end of a contract without a no-objection certificate.',
    'Get the full contract in writing before you travel and check that the employer is a registered company with a valid Ministry of Labour quota for your occupation.',
  ],
  salaries: [
    { role: 'Software engineer (3–7 years)', min: 800, max: 1800 },
    { role: 'Registered nurse', min: 500, max: 1000 },
    { role: 'Accountant', min: 400, max: 1000 },
    { role: 'Civil engineer', min: 600, max: 1500 },
    { role: 'Teacher (Indian school)', min: 300, max: 700 },
  ],
  costOfLiving: [
    'A one-bedroom flat in Muscat costs roughly OMR 200–400 a month, less in smaller towns. Food and transport are moderate; a car is nearly essential outside Muscat.',
    'Ask whether the package includes housing, transport and annual air tickets, which are common in Omani contracts.',
  ],
  jobSites: [
    { name: 'Bayt', url: 'https://www.bayt.com', note: 'The largest Gulf job board.' },
    { name: 'Naukrigulf', url: 'https://www.naukrigulf.com', note: 'Many Omani employers recruit from India here.' },
    { name: 'GulfTalent', url: 'https://www.gulftalent.com', note: 'Professional and management roles.' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/jobs', note: 'Energy, logistics and banking employers.' },
  ],
  credentials: [
    'Degrees need attestation by the state, India’s Ministry of External Affairs and the Omani Embassy; some posts also need an equivalency from Oman’s Ministry of Higher Education.',
    'Doctors, nurses and pharmacists need a licence from the Ministry of Health or the Oman Medical Specialty Board (Prometric exam, DataFlow verification); engineers register with the Oman Society of Engineers.',
  ],
  language: [
    'English is used in most professional workplaces; Arabic is the official language and is expected in government and customer-facing work.',
  ],
  taxAndMoney: [
    'Salaries are not taxed today. Oman has announced a 5% personal income tax from 2028 on annual income above OMR 42,000, which affects only high earners: check the Tax Authority for the current position.',
    'The India–Oman DTAA applies; most people working a full year in Oman are non-residents for Indian tax.',
  ],
  pitfalls: [
    'Oman is an Emigration Check Required (ECR) country: ECR passport holders need emigration clearance on eMigrate. Domestic workers in particular should go only through registered agents and government channels.',
    'Do not accept a “free visa” (a sponsorship with no real employer): it is illegal and leaves you without protection.',
  ],
  related: ['united-arab-emirates', 'qatar', 'saudi-arabia'],
}
