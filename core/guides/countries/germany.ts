import type { CountryGuide } from '#core/guides/guide.ts'

export const germany: CountryGuide = {
  slug: 'germany',
  countryCode: 'DE',
  name: 'Germany',
  region: 'europe',
  currency: 'EUR',
  salaryPeriod: 'year',
  lastReviewed: '2026-11-28',
  summary: 'EU Blue Card, the Opportunity Card, skilled worker visas, anabin and ZAB recognition, German language levels and pay in euros.',
  overview: [
    'Germany needs skilled workers in IT, engineering, healthcare, nursing and the trades, and Indians are now one of the largest groups of skilled migrants and students there. Berlin, Munich, Frankfurt, Hamburg, Stuttgart and the Rhine–Ruhr cities hold most jobs.',
    'The Skilled Immigration Act of 2023 made it easier to come: the EU Blue Card has lower salary thresholds, and the Opportunity Card lets you come to look for work. India and Germany also have a migration and mobility partnership.',
  ],
  visaRoutes: [
    {
      name: 'EU Blue Card',
      summary:
        'For graduates with a job offer at or above the Blue Card salary threshold (a lower threshold applies to shortage occupations and recent graduates; IT specialists can qualify on experience without a degree). It leads to permanent settlement in as little as 21 months with German at B1.',
      source: { label: 'Make it in Germany: EU Blue Card', url: 'https://www.make-it-in-germany.com/en/visa-residence/types/eu-blue-card' },
    },
    {
      name: 'Opportunity Card (Chancenkarte)',
      summary:
        'A points-based permit to spend up to a year in Germany looking for work, with part-time work of up to 20 hours a week allowed meanwhile. Points come from qualifications, experience, German or English, age and ties to Germany; you must show you can support yourself.',
      source: {
        label: 'Make it in Germany: Opportunity Card',
        url: 'https://www.make-it-in-germany.com/en/visa-residence/types/job-search-opportunity-card',
      },
    },
    {
      name: 'Skilled worker visa (sections 18a and 18b)',
      summary:
        'For people with recognised vocational training or a recognised degree and a job offer, below the Blue Card salary or outside its rules.',
      source: {
        label: 'Make it in Germany: skilled workers',
        url: 'https://www.make-it-in-germany.com/en/visa-residence/types/skilled-workers',
      },
    },
  ],
  sponsorship: [
    'German employers do not “sponsor” in the UK or US sense: you apply for the visa yourself at the German mission in India (appointments through VFS Global) with the employer’s contract and a declaration of employment, and the Federal Employment Agency approves the job where needed. Employers may pay for relocation, but no fee may be charged to you.',
    'The fast-track procedure lets an employer start the process with the local foreigners’ authority in Germany, which shortens visa waiting times.',
  ],
  salaries: [
    { role: 'Software engineer (3–7 years)', min: 55000, max: 85000 },
    { role: 'Data scientist', min: 55000, max: 80000 },
    { role: 'Mechanical or automotive engineer', min: 50000, max: 75000 },
    { role: 'Registered nurse (Pflegefachkraft)', min: 38000, max: 52000 },
    { role: 'SAP consultant', min: 55000, max: 85000 },
  ],
  costOfLiving: [
    'A one-bedroom flat costs roughly €900–1,500 a month warm (with heating) in Berlin or Frankfurt, more in Munich, and much less in eastern and smaller cities. Flat-hunting is competitive: a Schufa credit record and registered address (Anmeldung) help.',
    'Health insurance is compulsory and deducted from salary for public schemes. The Deutschlandticket gives unlimited local and regional public transport for a monthly fee.',
  ],
  jobSites: [
    {
      name: 'Make it in Germany job listings',
      url: 'https://www.make-it-in-germany.com/en/working-in-germany/job-listings',
      note: 'The government portal’s jobs for international applicants.',
    },
    {
      name: 'Federal Employment Agency job board',
      url: 'https://www.arbeitsagentur.de/jobsuche/',
      note: 'Germany’s largest job database.',
    },
    { name: 'StepStone', url: 'https://www.stepstone.de', note: 'A leading German job board.' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/jobs', note: 'English-speaking technology roles.' },
  ],
  credentials: [
    'Check your university in the anabin database: an institution rated H+ and a degree rated as equivalent usually means no further recognition is needed. Otherwise, get a Statement of Comparability from the Central Office for Foreign Education (ZAB).',
    'Regulated professions need formal recognition (Anerkennung) from the state authority: nurses and doctors (Approbation) usually after an adaptation course or knowledge exam, and a German level of B1 to B2 or more. The “Recognition in Germany” portal finds the right authority.',
  ],
  language: [
    'Many technology jobs work in English, but German matters for everyday life, permanent residence and most other jobs. Levels follow the European framework (A1 to C2); Goethe-Institut, telc and TestDaF certificates are widely accepted, and A1 is needed for a spouse’s visa in many cases.',
  ],
  taxAndMoney: [
    'Income tax, solidarity surcharge (for high earners), and health, pension, unemployment and care insurance are deducted from salary: take-home pay is often 55–65% of gross. If you register a religion at the Anmeldung, church tax is added.',
    'The India–Germany DTAA prevents double taxation, and the India–Germany social security agreement can spare short-term postings from paying pension contributions twice.',
  ],
  pitfalls: [
    'Germany is not an ECR country: no emigration clearance is needed.',
    'Be careful with agencies selling nursing or “Ausbildung” placements for large fees: official programmes such as Triple Win are free for candidates. Opportunity Card applicants need a blocked account or a declaration of commitment; use only providers the German missions list.',
  ],
  related: ['netherlands', 'ireland', 'united-kingdom'],
}
