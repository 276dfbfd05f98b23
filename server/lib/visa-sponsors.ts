import { isSameEmployer, normalizeEmployerName } from './employer-name.ts'

/**
 * Employers known to sponsor work visas, by the country of the job: reference data in one module
 * (DESIGN.md "Layout"). A posting abroad by one of them counts as visa-sponsored when the posting
 * itself says nothing either way (ingest/visa.ts). Each list holds employers that appear year after
 * year among the largest sponsors in the governments' own published data: USCIS's H-1B Employer Data
 * Hub (US), the Home Office's register of licensed Skilled Worker sponsors (UK), the employers
 * behind the most LMIA and Global Talent Stream work permits (Canada) and the largest users of the
 * Skills in Demand / TSS 482 visa (Australia). A few dozen each, on purpose: well known, not
 * exhaustive. Reviewed 2026-11; each entry is an employer's spellings, its best-known first.
 */
type Spellings = readonly string[]

/** IT services and consulting firms that sponsor in all four countries. */
const globalSponsors: readonly Spellings[] = [
  ['Tata Consultancy Services', 'TCS'],
  ['Infosys', 'Infosys BPM'],
  ['Wipro'],
  ['HCLTech', 'HCL Technologies', 'HCL America'],
  ['Tech Mahindra'],
  ['Cognizant', 'Cognizant Technology Solutions'],
  ['Accenture'],
  ['Deloitte'],
  ['Capgemini'],
  ['LTIMindtree', 'Larsen & Toubro Infotech', 'Mindtree'],
  ['IBM', 'International Business Machines'],
  ['Amazon', 'Amazon Web Services', 'AWS', 'Amazon.com Services'],
  ['Google', 'Alphabet'],
  ['Microsoft'],
]

const unitedStates: readonly Spellings[] = [
  ...globalSponsors,
  ['Meta', 'Meta Platforms', 'Facebook'],
  ['Apple'],
  ['Ernst & Young', 'EY'],
  ['KPMG'],
  ['PwC', 'PricewaterhouseCoopers'],
  ['Intel'],
  ['Oracle'],
  ['Salesforce'],
  ['Cisco', 'Cisco Systems'],
  ['Qualcomm'],
  ['NVIDIA'],
  ['Adobe'],
  ['Uber'],
  ['LinkedIn'],
  ['JPMorgan Chase', 'JPMorgan', 'J.P. Morgan', 'JPMorgan Chase & Co.'],
  ['Goldman Sachs'],
  ['Morgan Stanley'],
  ['Citigroup', 'Citi', 'Citibank'],
  ['Bank of America'],
  ['Capital One'],
  ['Walmart', 'Walmart Global Tech'],
  ['Bloomberg'],
  ['Visa'],
  ['PayPal'],
  ['ServiceNow'],
  ['Intuit'],
  ['Micron', 'Micron Technology'],
  ['Advanced Micro Devices', 'AMD'],
  ['Texas Instruments'],
  ['Mphasis'],
  ['Virtusa'],
  ['Genpact'],
  ['Stripe'],
  ['Netflix'],
]

const unitedKingdom: readonly Spellings[] = [
  ...globalSponsors,
  ['Meta', 'Meta Platforms', 'Facebook'],
  ['Ernst & Young', 'EY'],
  ['KPMG'],
  ['PwC', 'PricewaterhouseCoopers'],
  ['Barclays', 'Barclays Bank'],
  ['HSBC'],
  ['Lloyds Banking Group', 'Lloyds Bank'],
  ['NatWest', 'NatWest Group'],
  ['JPMorgan Chase', 'JPMorgan', 'J.P. Morgan'],
  ['Goldman Sachs'],
  ['Morgan Stanley'],
  ['Bloomberg'],
  ['Revolut'],
  ['Monzo', 'Monzo Bank'],
  ['Wise'],
  ['Arm'],
  ['Google DeepMind', 'DeepMind'],
  ['BT', 'BT Group', 'British Telecommunications'],
  ['Vodafone'],
  ['GSK', 'GlaxoSmithKline'],
  ['AstraZeneca'],
  ['Rolls-Royce'],
  ['BAE Systems'],
  ['Ocado', 'Ocado Group', 'Ocado Technology'],
  ['Sky'],
  ['Unilever'],
]

const canada: readonly Spellings[] = [
  ...globalSponsors,
  ['Meta', 'Meta Platforms', 'Facebook'],
  ['Shopify'],
  ['Royal Bank of Canada', 'RBC'],
  ['TD Bank', 'TD Bank Group', 'Toronto-Dominion Bank', 'TD'],
  ['Scotiabank', 'Bank of Nova Scotia'],
  ['BMO', 'BMO Financial Group', 'Bank of Montreal'],
  ['CIBC', 'Canadian Imperial Bank of Commerce'],
  ['Manulife'],
  ['Sun Life', 'Sun Life Financial'],
  ['CGI'],
  ['Ericsson'],
  ['Nokia'],
  ['Cisco', 'Cisco Systems'],
  ['SAP'],
  ['Ubisoft'],
  ['Electronic Arts', 'EA'],
  ['Wealthsimple'],
  ['OpenText', 'Open Text'],
]

const australia: readonly Spellings[] = [
  ...globalSponsors,
  ['Atlassian'],
  ['Canva'],
  ['Commonwealth Bank', 'Commonwealth Bank of Australia', 'CommBank'],
  ['ANZ', 'Australia and New Zealand Banking Group'],
  ['Westpac', 'Westpac Banking Corporation'],
  ['National Australia Bank', 'NAB'],
  ['Macquarie Group', 'Macquarie'],
  ['Telstra'],
  ['Optus'],
  ['BHP'],
  ['Rio Tinto'],
  ['Ernst & Young', 'EY'],
  ['KPMG'],
  ['PwC', 'PricewaterhouseCoopers'],
  ['NSW Health'],
  ['Queensland Health'],
]

/** Country (ISO 3166-1 alpha-2) → the normalised spellings of its known sponsors. */
const sponsorsByCountry: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({ US: unitedStates, GB: unitedKingdom, CA: canada, AU: australia }).map(([country, sponsors]) => [
    country,
    sponsors.flat().map(normalizeEmployerName),
  ]),
)

/** The countries with a list: elsewhere no employer is known to sponsor. */
export const visaSponsorCountries: readonly string[] = [...sponsorsByCountry.keys()]

/** Whether the employer is known to sponsor work visas for jobs in `country` (matched on normalised names). */
export function isKnownVisaSponsor(employerName: string, country: string): boolean {
  const sponsors = sponsorsByCountry.get(country)
  if (sponsors === undefined) return false
  const name = normalizeEmployerName(employerName)
  if (name === '') return false
  return sponsors.some((sponsor) => isSameEmployer(name, sponsor))
}
