import type { CountryGuide } from '#core/guides/guide.ts'

export const qatar: CountryGuide = {
  slug: 'qatar',
  countryCode: 'QA',
  name: 'Qatar',
  region: 'gulf',
  currency: 'QAR',
  salaryPeriod: 'month',
  lastReviewed: '2026-11-28',
  summary: 'Work visas through the Qatar Visa Centre, the Qatar ID, labour reforms, pay in riyals and professional licensing.',
  overview: [
    'Indians are Qatar’s largest expatriate community, around 800,000 people, working in construction, oil and gas, healthcare, hospitality, finance and IT. Almost everyone lives in and around Doha.',
    'Qatar reformed its sponsorship (kafala) system in 2020: most workers no longer need an exit permit, you can change jobs after notice without a no-objection certificate, and there is a minimum wage of QAR 1,000 a month plus allowances for food and housing if the employer does not provide them.',
  ],
  visaRoutes: [
    {
      name: 'Work visa and residence permit (Qatar ID)',
      summary:
        'The employer applies to the Ministry of Labour and the Ministry of Interior; in India you complete biometrics, the medical test and contract signing at a Qatar Visa Centre (QVC) before you fly, and receive a Qatar ID (QID) after arrival.',
      source: { label: 'Qatar Visa Centre', url: 'https://www.qatarvisacenter.com' },
    },
    {
      name: 'Family residence visa',
      summary:
        'Sponsors a spouse and children once you earn at least the minimum salary set for family sponsorship and hold a residence permit.',
      source: { label: 'Ministry of Interior: visas', url: 'https://portal.moi.gov.qa' },
    },
  ],
  sponsorship: [
    'Your employer is your sponsor and pays the visa, QVC and residence permit fees. Charging recruitment fees to workers is illegal in Qatar; the contract you sign digitally at the QVC is the one registered with the Ministry of Labour.',
    'Look up the employer before accepting, and read the contract at the QVC carefully: salary, allowances, hours, leave and the end-of-service gratuity must match the offer.',
  ],
  salaries: [
    { role: 'Software engineer (3–7 years)', min: 12000, max: 25000 },
    { role: 'Registered nurse', min: 7000, max: 14000 },
    { role: 'Accountant', min: 6000, max: 14000 },
    { role: 'Civil engineer', min: 9000, max: 20000 },
    { role: 'Hotel or restaurant staff', min: 1800, max: 4000 },
  ],
  costOfLiving: [
    'A one-bedroom flat in Doha costs roughly QAR 4,000–7,500 a month; many employers provide accommodation or an allowance. Petrol and electricity are cheap, eating out and international schools are not.',
    'Health cover is compulsory for visitors and being extended to residents: employers in professional jobs usually include private insurance.',
  ],
  jobSites: [
    { name: 'Bayt', url: 'https://www.bayt.com', note: 'The largest Gulf job board.' },
    { name: 'Naukrigulf', url: 'https://www.naukrigulf.com', note: 'Many Qatari employers recruit from India here.' },
    { name: 'GulfTalent', url: 'https://www.gulftalent.com', note: 'Professional and management roles.' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/jobs', note: 'Used by energy, finance and aviation employers.' },
  ],
  credentials: [
    'Degree certificates need attestation by the state, India’s Ministry of External Affairs and the Qatar Embassy before most professional visas.',
    'Health professionals are licensed by the Ministry of Public Health’s Department of Healthcare Professions (DHP), usually after DataFlow verification and a Prometric exam; engineers must be registered with the Ministry of Municipality’s engineer registration before they can practise.',
  ],
  language: ['English is the working language of most businesses; Arabic is the official language and helps in government roles.'],
  taxAndMoney: [
    'There is no personal income tax on salaries. The India–Qatar DTAA applies; most people working in Qatar for a full year are non-residents for Indian tax and owe nothing in India on their Qatari salary.',
    'Salaries are paid into a Qatari bank account through the Wage Protection System, so a missed salary is on record if you need to complain.',
  ],
  pitfalls: [
    'Qatar is an Emigration Check Required (ECR) country: with an ECR passport you need emigration clearance on eMigrate before departure. Recruit only through agents registered on eMigrate.',
    'Do not pay anyone for a “visa”, and report withheld salary or passport to the Ministry of Labour or the Indian Embassy in Doha. A contract changed after arrival is a warning sign.',
  ],
  related: ['united-arab-emirates', 'oman', 'kuwait'],
}
