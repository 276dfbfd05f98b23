import type { CountryGuide } from '#core/guides/guide.ts'

export const unitedKingdom: CountryGuide = {
  slug: 'united-kingdom',
  countryCode: 'GB',
  name: 'United Kingdom',
  region: 'europe',
  currency: 'GBP',
  salaryPeriod: 'year',
  lastReviewed: '2026-11-28',
  summary:
    'Skilled Worker, Health and Care, Graduate and Young Professionals visas, licensed sponsors, UK ENIC, NHS registration and pay in pounds.',
  overview: [
    'The UK has a large, long-settled Indian community and hires Indians in technology, healthcare (the NHS is one of the largest employers of Indian nurses and doctors), finance, engineering and research. London has the most jobs, but Manchester, Birmingham, Leeds and Edinburgh are growing hubs.',
    'Most work visas need a job offer from a Home Office licensed sponsor at or above a salary threshold. Rules have tightened since 2024 (higher salary thresholds, fewer eligible occupations), so check the current thresholds on GOV.UK before you apply.',
  ],
  visaRoutes: [
    {
      name: 'Skilled Worker visa',
      summary:
        'For a job at the required skill level with a licensed sponsor who gives you a Certificate of Sponsorship. You must meet the general salary threshold or the going rate for the occupation, whichever is higher, and the English requirement.',
      source: { label: 'GOV.UK: Skilled Worker visa', url: 'https://www.gov.uk/skilled-worker-visa' },
    },
    {
      name: 'Health and Care Worker visa',
      summary:
        'A Skilled Worker route for doctors, nurses and allied health professionals working for the NHS or a care provider, with lower fees and no Immigration Health Surcharge.',
      source: { label: 'GOV.UK: Health and Care Worker visa', url: 'https://www.gov.uk/health-care-worker-visa' },
    },
    {
      name: 'Graduate visa',
      summary:
        'After a UK degree, lets you stay and work without a sponsor for a limited period, a common first step to a Skilled Worker job.',
      source: { label: 'GOV.UK: Graduate visa', url: 'https://www.gov.uk/graduate-visa' },
    },
    {
      name: 'India Young Professionals Scheme',
      summary:
        'Up to two years to live and work in the UK for Indian citizens aged 18 to 30 with a degree and savings, chosen by a ballot held each year.',
      source: { label: 'GOV.UK: India Young Professionals Scheme', url: 'https://www.gov.uk/india-young-professionals-scheme-visa' },
    },
    {
      name: 'Global Talent visa',
      summary:
        'For leaders or potential leaders in research, digital technology, arts and culture, endorsed by an approved body; no job offer needed.',
      source: { label: 'GOV.UK: Global Talent visa', url: 'https://www.gov.uk/global-talent' },
    },
  ],
  sponsorship: [
    'Check that an employer is on the Home Office register of licensed sponsors (published on GOV.UK) before you apply. The sponsor pays the Certificate of Sponsorship and the Immigration Skills Charge and may not pass them on to you.',
    'You pay the visa fee and, except on the Health and Care route, the Immigration Health Surcharge for each year of the visa, which gives you NHS care. Budget for both before accepting an offer.',
  ],
  salaries: [
    { role: 'Software engineer (3–7 years)', min: 50000, max: 85000 },
    { role: 'Data analyst', min: 35000, max: 55000 },
    { role: 'NHS nurse (Band 5–6)', min: 31000, max: 48000 },
    { role: 'Accountant', min: 38000, max: 60000 },
    { role: 'Civil engineer', min: 40000, max: 65000 },
  ],
  costOfLiving: [
    'London is expensive: a one-bedroom flat costs roughly £1,800–2,500 a month and a room in a shared house £900–1,300. Other cities cost about a third less. Council tax, energy bills and commuting add up: ask for a salary that leaves room for them.',
    'With the Immigration Health Surcharge paid, NHS care is free at the point of use; prescriptions and dental care cost extra in England.',
  ],
  jobSites: [
    {
      name: 'Find a job (GOV.UK)',
      url: 'https://findajob.dwp.gov.uk',
      note: 'The government job service; filter for employers that sponsor.',
    },
    { name: 'NHS Jobs', url: 'https://www.jobs.nhs.uk', note: 'Every NHS vacancy in England and Wales; many offer sponsorship.' },
    { name: 'Reed', url: 'https://www.reed.co.uk', note: 'A large UK job board and recruiter.' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/jobs', note: 'Technology, finance and professional roles.' },
  ],
  credentials: [
    'UK ENIC (run by Ecctis, formerly UK NARIC) issues a Statement of Comparability showing how your Indian degree compares to UK levels; it can also confirm a degree taught in English for the visa’s English requirement.',
    'Regulated professions need registration before you start: nurses with the Nursing and Midwifery Council (computer-based test and OSCE), doctors with the General Medical Council (PLAB), social workers with Social Work England; engineers may seek chartered status through the Engineering Council.',
  ],
  language: [
    'You must prove English at the level the visa sets (an approved Secure English Language Test, a degree taught in English confirmed by UK ENIC, or a UK qualification). Healthcare regulators set their own, higher scores (IELTS or OET).',
  ],
  taxAndMoney: [
    'Income tax and National Insurance are taken from your pay through PAYE; the first £12,570 is tax-free for most people. You need a National Insurance number to work, which you can apply for after you arrive.',
    'The India–UK DTAA prevents double taxation. Becoming non-resident in India usually means converting savings accounts to NRO and moving foreign earnings to NRE accounts.',
  ],
  pitfalls: [
    'The UK is not an ECR country: no emigration clearance is needed.',
    'Fake job offers and “sponsorship for a fee” scams are common, particularly in care work. It is illegal for a sponsor to charge you for a Certificate of Sponsorship: check the sponsor register, and the UK Visas and Immigration website, before paying anything.',
  ],
  related: ['ireland', 'germany', 'canada'],
}
