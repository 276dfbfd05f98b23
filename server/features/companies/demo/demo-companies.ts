import type { CompanySizeType } from '#core/jobs/job-constants.ts'
import { formatJobLocation } from '#core/format/location.ts'
import { slugify } from '#core/jobs/slug.ts'
import type { companies } from '#server/db/schema/jobs.ts'
import { industries, type DemoEmployer, type WorkEnvironment } from '#server/features/jobs/index.ts'
import { findCity, type City } from '#server/lib/place-names.ts'
import { createRandom, createWeightedPicker, type Random } from '#server/lib/seeded-random.ts'
import { privateCompanies, type CompanySeed } from './vocabulary/companies.ts'
import { governmentEmployers, type GovernmentEmployer } from './vocabulary/government-employers.ts'

export type CompanyInsert = typeof companies.$inferInsert

/** A demo company: what its jobs need to know of it (the jobs feature's DemoEmployer) and its row. */
export interface DemoCompany extends DemoEmployer {
  row: CompanyInsert
}

const COMPANY_SEED = 0x5eed_c0de

const companySizes: Readonly<Record<CompanySizeType, readonly string[]>> = {
  startup: ['11-50 employees', '51-200 employees'],
  midsize: ['201-500 employees', '501-1,000 employees'],
  enterprise: ['1,001-5,000 employees', '5,001-10,000 employees'],
  fortune500: ['10,001+ employees'],
  nonprofit: ['11-50 employees', '51-200 employees'],
  government: ['1,001-5,000 employees', '10,001+ employees'],
}

const hiringWeights: Readonly<Record<CompanySizeType, number>> = {
  startup: 1,
  midsize: 2,
  enterprise: 3.5,
  fortune500: 5,
  nonprofit: 0.8,
  government: 3,
}

const verifiedChance: Readonly<Record<CompanySizeType, number>> = {
  startup: 0.35,
  midsize: 0.6,
  enterprise: 0.85,
  fortune500: 0.95,
  nonprofit: 0.5,
  government: 0.9,
}

const governmentDescriptions: Readonly<Record<GovernmentEmployer['kind'], string>> = {
  secretariat: 'staffs the offices of Union ministries in Delhi and their regional centres',
  tax: 'handles tax administration and taxpayer services for its region',
  psu: 'is a public sector undertaking owned by the Government of India',
  bank: 'is a public sector bank with branches in cities, towns and villages across India',
  school: 'runs government schools',
  college: 'runs government colleges and university departments',
  health: 'runs government hospitals, community health centres and primary health centres',
  municipal: 'provides civic services such as roads, water supply, sanitation and public health in the city',
  utility: 'supplies power, water or transport services to the public',
  'state-department': 'is a department of the state government',
}

const domainStopWords = new Set(['and', 'of', 'the', 'co', 'llp', 'ltd', 'psu'])

/** The same 300+ companies on every run, in the same order. */
export function buildDemoCompanies(): DemoCompany[] {
  const random = createRandom(COMPANY_SEED)
  const usedDomains = new Set<string>()
  const result: DemoCompany[] = []
  for (const seed of privateCompanies) result.push(buildPrivateCompany(seed, random, usedDomains))
  for (const employer of governmentEmployers) result.push(buildGovernmentCompany(employer, random, usedDomains))
  return result
}

function buildPrivateCompany(seed: CompanySeed, random: Random, usedDomains: Set<string>): DemoCompany {
  const industry = industries[seed.industry]
  const headquarters = cityOrThrow(seed.headquarters)
  const workEnvironment = createWeightedPicker(industry.workEnvironments, ([, weight]) => weight).pick(random)[0]
  const companySize = random.pick(companySizes[seed.companyType])
  const isVerified = random.chance(seed.employerKind === 'direct_hire' ? verifiedChance[seed.companyType] : 0.5)
  const domain = uniqueDomain(seed.name, usedDomains)
  const offering = offeringFor(seed.name, industry.offerings, random)
  const isIndian = headquarters.country === 'IN'
  const customerChoices = isIndian ? industry.customers : industry.customers.filter((customers) => !/\bIndia/.test(customers))
  const customers = customerChoices.length > 0 ? random.pick(customerChoices) : 'customers around the world'
  const description = [
    `${seed.name} ${offering} for ${customers}.`,
    `Headquartered in ${placeName(headquarters)}, it has ${companySize.replace(' employees', '')} employees.`,
    workEnvironmentSentence(workEnvironment),
  ].join(' ')
  const kindWeight = seed.employerKind === 'job_site' ? 2 : seed.employerKind === 'agency' ? 1.5 : 1
  return {
    name: seed.name,
    slug: slugify(seed.name),
    domain,
    industry: seed.industry,
    headquarters,
    companyType: seed.companyType,
    employerKind: seed.employerKind,
    workEnvironment,
    isVerified,
    offering,
    customers,
    governmentKind: null,
    isStateBody: false,
    hiringWeight: hiringWeights[seed.companyType] * kindWeight,
    row: {
      name: seed.name,
      slug: slugify(seed.name),
      logoUrl: null,
      website: `https://${domain}`,
      industry: industry.name,
      companySize,
      companyType: seed.companyType,
      employerKind: seed.employerKind,
      headquarters: placeName(headquarters),
      workEnvironment,
      description,
      isVerified,
      isHiring: true,
    },
  }
}

function buildGovernmentCompany(employer: GovernmentEmployer, random: Random, usedDomains: Set<string>): DemoCompany {
  const headquarters = cityOrThrow(employer.headquarters)
  const companySize = random.pick(companySizes.government)
  const isVerified = random.chance(verifiedChance.government)
  const domain = uniqueDomain(employer.name, usedDomains)
  const description = [
    `${employer.name} ${governmentDescriptions[employer.kind]}.`,
    employer.isStateBody
      ? `It recruits for posts across ${headquarters.state ?? 'the state'} through open competitive selection.`
      : 'It recruits for posts across India through open competitive selection.',
    'Eligibility, reservation and age relaxation follow government rules.',
  ].join(' ')
  return {
    name: employer.name,
    slug: slugify(employer.name),
    domain,
    industry: 'government',
    headquarters,
    companyType: 'government',
    employerKind: 'direct_hire',
    workEnvironment: 'On-site',
    isVerified,
    offering: governmentDescriptions[employer.kind],
    customers: 'citizens',
    governmentKind: employer.kind,
    isStateBody: employer.isStateBody,
    hiringWeight: hiringWeights.government,
    row: {
      name: employer.name,
      slug: slugify(employer.name),
      logoUrl: null,
      website: `https://${domain}`,
      industry: industries.government.name,
      companySize,
      companyType: 'government',
      employerKind: 'direct_hire',
      headquarters: placeName(headquarters),
      workEnvironment: 'On-site',
      description,
      isVerified,
      isHiring: true,
    },
  }
}

const nameStopWords = new Set(['and', 'the', 'of', 'for', 'india', 'group', 'services', 'solutions', 'limited', 'company'])

/** Word stems, so "Generics" meets "generic" and "Hospitals" meets "hospitals". */
function stemsOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 3 && !nameStopWords.has(word))
      .map((word) => word.slice(0, 6)),
  )
}

/** The offering that shares a word with the company's name ("Kovai Pumps and Motors" makes pumps), else any. */
function offeringFor(name: string, offerings: readonly string[], random: Random): string {
  const nameStems = stemsOf(name)
  const matching = offerings.filter((offering) => [...stemsOf(offering)].some((stem) => nameStems.has(stem)))
  return random.pick(matching.length > 0 ? matching : offerings)
}

function workEnvironmentSentence(environment: WorkEnvironment): string {
  if (environment === 'Hybrid') return 'Most teams work hybrid, with a few office days a week.'
  if (environment === 'Remote-first') return 'The company is remote-first and keeps offices for team days.'
  if (environment === 'Flexible') return 'Teams choose their own mix of office and home working.'
  return 'Teams work on site.'
}

/** "Pune, Maharashtra, India"; "Dubai, United Arab Emirates" (a repeated part is shown once). */
function placeName(city: City): string {
  return formatJobLocation({ city: city.name, state: city.state, country: city.country })
}

function cityOrThrow(name: string): City {
  const city = findCity(name)
  if (city === undefined || city.name !== name) throw new Error(`company headquarters "${name}" is not a city of place-names`)
  return city
}

function uniqueDomain(name: string, usedDomains: Set<string>): string {
  const words = slugify(name)
    .split('-')
    .filter((word) => word !== '' && !domainStopWords.has(word))
    .slice(0, 3)
  const base = words.join('')
  let domain = `${base}.example`
  for (let suffix = 2; usedDomains.has(domain); suffix += 1) domain = `${base}${suffix}.example`
  usedDomains.add(domain)
  return domain
}
