/**
 * The industries of work, in one module (decision 010 "reference data once", DESIGN.md "Layout"):
 * the onboarding's industry question offers them, the demo job data builds its companies from them
 * (server/features/jobs/demo/vocabulary/industries.ts adds what it writes about each), and the
 * suggested salary of spec 000 §9 is looked up by their keys. English names are the stored and shown
 * ones; the Hindi pages name them through the `names` namespace (renderIndustryName).
 */

export const industryKeys = [
  'it-services',
  'software',
  'fintech',
  'banking',
  'insurance',
  'hospitals',
  'pharma',
  'healthtech',
  'manufacturing',
  'automotive',
  'construction',
  'energy',
  'ecommerce',
  'edtech',
  'education',
  'logistics',
  'telecom',
  'media',
  'consulting',
  'fmcg',
  'hospitality',
  'nonprofit',
  'staffing',
  'job-board',
  'government',
] as const
export type IndustryKey = (typeof industryKeys)[number]

export function isIndustryKey(value: unknown): value is IndustryKey {
  return industryKeys.some((key) => key === value)
}

/** Spec 000 §9 "Suggested annual salary by industry (rupees)", by the spec's industry names. */
export const salaryBands = {
  it: { min: 300_000, max: 600_000 },
  marketing: { min: 250_000, max: 500_000 },
  finance: { min: 350_000, max: 700_000 },
  engineering: { min: 400_000, max: 800_000 },
  oilAndGas: { min: 1_500_000, max: 2_500_000 },
  construction: { min: 1_200_000, max: 2_000_000 },
  healthcare: { min: 600_000, max: 1_200_000 },
  fallback: { min: 300_000, max: 600_000 },
} as const satisfies Record<string, SalaryRange>
export type SalaryBand = keyof typeof salaryBands

export interface SalaryRange {
  min: number
  max: number
}

export interface IndustryInfo {
  /** The English name pages show and jobs store. */
  name: string
  /** Which of the spec's salary suggestions applies (DESIGN.md departures: matched by key, not by a name that never matched). */
  salaryBand: SalaryBand
}

export const industryInfo: Readonly<Record<IndustryKey, IndustryInfo>> = {
  'it-services': { name: 'IT Services & Consulting', salaryBand: 'it' },
  software: { name: 'Software Products', salaryBand: 'it' },
  fintech: { name: 'Fintech', salaryBand: 'finance' },
  banking: { name: 'Banking & Financial Services', salaryBand: 'finance' },
  insurance: { name: 'Insurance', salaryBand: 'finance' },
  hospitals: { name: 'Hospitals & Healthcare', salaryBand: 'healthcare' },
  pharma: { name: 'Pharmaceuticals & Life Sciences', salaryBand: 'healthcare' },
  healthtech: { name: 'HealthTech', salaryBand: 'healthcare' },
  manufacturing: { name: 'Manufacturing', salaryBand: 'engineering' },
  automotive: { name: 'Automotive & Mobility', salaryBand: 'engineering' },
  construction: { name: 'Construction & Real Estate', salaryBand: 'construction' },
  energy: { name: 'Energy & Utilities', salaryBand: 'oilAndGas' },
  ecommerce: { name: 'E-commerce & Retail', salaryBand: 'fallback' },
  edtech: { name: 'EdTech', salaryBand: 'it' },
  education: { name: 'Education', salaryBand: 'fallback' },
  logistics: { name: 'Logistics & Supply Chain', salaryBand: 'fallback' },
  telecom: { name: 'Telecom', salaryBand: 'engineering' },
  media: { name: 'Media & Entertainment', salaryBand: 'marketing' },
  consulting: { name: 'Accounting & Advisory', salaryBand: 'finance' },
  fmcg: { name: 'FMCG', salaryBand: 'marketing' },
  hospitality: { name: 'Hospitality & Travel', salaryBand: 'fallback' },
  nonprofit: { name: 'Non-profit & Social Impact', salaryBand: 'fallback' },
  staffing: { name: 'Staffing & Recruitment', salaryBand: 'fallback' },
  'job-board': { name: 'Online Job Board', salaryBand: 'it' },
  government: { name: 'Government & Public Sector', salaryBand: 'fallback' },
}

/** Spec 000 §9: the suggested yearly salary in rupees for an industry key; the fallback for Other or none. */
export function suggestedSalaryFor(industry: string | null | undefined): SalaryRange {
  if (!isIndustryKey(industry)) return salaryBands.fallback
  return salaryBands[industryInfo[industry].salaryBand]
}
