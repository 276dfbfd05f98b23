import { getCountryName } from '#core/format/location.ts'
import { getCurrencyPrefix } from '#core/format/salary.ts'
import { type JobHighlights, type JobRequiredEducation, type JobRequiredExperience } from '#core/jobs/job.schema.ts'
import { employmentTypeLabels, type EmploymentType } from '#core/jobs/job-constants.ts'
import type { CompanySizeType, EmployerKind } from '#core/jobs/job-constants.ts'
import { normalizeJobPosting, type JobInsert } from '#server/features/jobs/ingest/normalize.ts'
import type { City } from '#server/lib/place-names.ts'
import { createRandom, createWeightedPicker, type Random, type WeightedPicker } from '#server/lib/seeded-random.ts'
import { quoteLocalPay, marketLevelOf, type DemoPay, type YearlyPay } from './local-pay.ts'
import {
  abroadBenefits,
  countryBenefits,
  fitsWorkMode,
  governmentBenefits,
  indiaBenefits,
  visaBenefits,
  type Benefit,
  type WorkMode,
} from './vocabulary/benefits.ts'
import { foreignCities, indianCities, type SeedCity } from './vocabulary/cities.ts'
import {
  agencyIntroTemplates,
  agencyRemoteIntroTemplates,
  closingLines,
  introTemplates,
  jobBoardIntroTemplates,
  jobBoardRemoteIntroTemplates,
  remoteIntroTemplates,
  visaLines,
  workModeLines,
} from './vocabulary/descriptions.ts'
import { governmentPosts, type GovernmentEmployerKind, type GovernmentPost, type PayScale } from './vocabulary/government-posts.ts'
import { industries, industryKeys, roleIndustries, type IndustryKey, type WorkEnvironment } from './vocabulary/industries.ts'
import { levelProfiles, roles, type EducationNeed, type Level, type RoleDefinition } from './vocabulary/roles.ts'
import { tracks } from './vocabulary/tracks.ts'

/**
 * What the demo jobs need to know of the company that posts them (the companies feature builds the
 * demo companies: server/features/companies/demo/).
 */
export interface DemoEmployer {
  name: string
  slug: string
  /** The company's fictional domain under the reserved `.example` top-level domain. */
  domain: string
  industry: IndustryKey
  headquarters: City
  companyType: CompanySizeType
  employerKind: EmployerKind
  workEnvironment: WorkEnvironment
  isVerified: boolean
  /** What it does and for whom, completing "{name} … for …"; the same in its profile and every posting. */
  offering: string
  customers: string
  governmentKind: GovernmentEmployerKind | null
  isStateBody: boolean
  /** How many postings it gets relative to others: large employers post more. */
  hiringWeight: number
}

/** The job source of the generated demo postings. */
export const DEMO_SOURCE = 'demo'

const JOB_SEED = 0x10b5_2026
const DAY_MS = 24 * 60 * 60 * 1000
const MINUTE_MS = 60 * 1000
const POSTED_WITHIN_DAYS = 60

/** Shares of the demo data, as the issue asks for them. */
const GOVERNMENT_SHARE = 0.08
const ABROAD_SHARE_OF_PRIVATE = 0.27
const VISA_SHARE_OF_ABROAD_ON_SITE = 0.4
const NO_SALARY_SHARE = 0.1
const ONLY_MIN_SALARY_SHARE = 0.05
const ONLY_MAX_SALARY_SHARE = 0.04
const FEATURED_SHARE = 0.035
const ALTERNATIVE_SHAPE_SHARE = 0.25
const HTML_DESCRIPTION_SHARE = 0.1
const CLOSING_LINE_SHARE = 0.5
/** Remote jobs that still name the city they hire from. */
const REMOTE_WITH_CITY_SHARE = 0.3

/** Chance that a remote-friendly role at a company with this way of working is posted as remote. */
const remoteChanceByEnvironment: Readonly<Record<WorkEnvironment, number>> = {
  'Remote-first': 0.85,
  Flexible: 0.5,
  Hybrid: 0.37,
  'On-site': 0.1,
}

/** Indian companies of these industries also hire abroad (onsite consultants, overseas placements). */
const industriesHiringAbroad = new Set<IndustryKey>(['it-services', 'consulting', 'staffing', 'job-board', 'software', 'pharma'])
/** Foreign companies of these industries also hire in India (capability centres, local offices). */
const industriesHiringInIndia = new Set<IndustryKey>([
  'it-services',
  'consulting',
  'software',
  'banking',
  'fintech',
  'pharma',
  'automotive',
  'insurance',
  'manufacturing',
])

export interface DemoJobOptions {
  jobCount: number
  now: Date
}

export interface DemoJob {
  row: JobInsert
  companySlug: string
}

type Region = 'IN' | 'ABROAD'

interface Place {
  city: City | null
  country: string
  state: string | null
}

interface Posting {
  company: DemoEmployer
  title: string
  roleTitle: string
  employmentType: EmploymentType
  place: Place
  isRemote: boolean
  isVisaSponsored: boolean
  isGovernment: boolean
  isFeatured: boolean
  postedAt: Date
  postedDaysAgo: number
  salary: DemoPay | null
  skills: string[]
  experience: JobRequiredExperience
  education: JobRequiredEducation
  highlights: Required<JobHighlights>
  description: DescriptionParts
}

interface DescriptionParts {
  intro: string
  sections: ReadonlyArray<{ heading: string; items: readonly string[] }>
  outro: readonly string[]
}

/**
 * The demo postings, in a fixed order: the same companies, `jobCount` and `now` give the same rows.
 * A larger count extends a smaller one (the first 5,000 of 100,000 are the 5,000). Each posting is
 * written as a job source would send it, in the spec's Job shape or the alternative field names, and
 * read back through `normalizeJobPosting`, so the seed exercises the ingestion code.
 */
export function* generateDemoJobs(employers: readonly DemoEmployer[], options: DemoJobOptions): Generator<DemoJob> {
  const context = createContext(employers, options.now)
  const seenHashes = new Set<string>()
  // Title, employer, city and country, checked before a posting is written out: a repeat is dropped
  // early instead of after the (much slower) text composition and normalisation.
  const seenIdentities = new Set<string>()
  const maxAttempts = options.jobCount * 4 + 1000
  let attempts = 0
  let produced = 0
  let kindDrawnFor = 0
  let isGovernmentJob = false
  while (produced < options.jobCount) {
    attempts += 1
    if (attempts > maxAttempts) throw new Error(`could not generate ${options.jobCount} distinct demo jobs`)
    const sequence = produced + 1
    // The kind of job is drawn once per job number, so a duplicate is replaced by a job of the same kind
    // and the shares hold at any count.
    if (sequence !== kindDrawnFor) {
      isGovernmentJob = context.random.chance(GOVERNMENT_SHARE)
      kindDrawnFor = sequence
    }
    const posting = isGovernmentJob ? draftGovernmentPosting(context, seenIdentities) : draftPrivatePosting(context, seenIdentities)
    if (posting === null) continue
    const raw = context.random.chance(ALTERNATIVE_SHAPE_SHARE)
      ? toAlternativeShape(posting, sequence, context)
      : toSpecShape(posting, sequence)
    const result = normalizeJobPosting(raw, DEMO_SOURCE, options.now)
    if (!result.ok) throw new Error(`demo posting ${sequence} was refused: ${result.issues.join('; ')}`)
    if (seenHashes.has(result.row.dedupHash)) continue
    seenHashes.add(result.row.dedupHash)
    seenIdentities.add(identityOf(posting.title, posting.company, posting.place))
    produced = sequence
    yield { row: { ...result.row, isFeatured: posting.isFeatured }, companySlug: posting.company.slug }
  }
}

// ---------------------------------------------------------------------------------------------
// Set-up: pickers built once per run

interface Context {
  random: Random
  now: Date
  indiaRoles: WeightedPicker<RoleDefinition>
  abroadRoles: WeightedPicker<RoleDefinition>
  levelPickers: Map<RoleDefinition, WeightedPicker<Level>>
  companyPickers: Map<string, WeightedPicker<DemoEmployer> | null>
  privateCompanies: readonly DemoEmployer[]
  indianCities: WeightedPicker<SeedCity>
  foreignCities: WeightedPicker<SeedCity>
  citiesByState: Map<string, WeightedPicker<SeedCity>>
  citiesByCountry: Map<string, WeightedPicker<SeedCity>>
  governmentPosts: WeightedPicker<GovernmentPost>
  governmentCompanies: readonly DemoEmployer[]
}

function createContext(employers: readonly DemoEmployer[], now: Date): Context {
  const citiesByState = new Map<string, WeightedPicker<SeedCity>>()
  for (const state of new Set(indianCities.map((city) => city.state))) {
    if (state === null) continue
    citiesByState.set(
      state,
      createWeightedPicker(
        indianCities.filter((city) => city.state === state),
        (city) => city.weight,
      ),
    )
  }
  const citiesByCountry = new Map<string, WeightedPicker<SeedCity>>()
  for (const country of new Set(foreignCities.map((city) => city.country))) {
    citiesByCountry.set(
      country,
      createWeightedPicker(
        foreignCities.filter((city) => city.country === country),
        (city) => city.weight,
      ),
    )
  }
  return {
    random: createRandom(JOB_SEED),
    now,
    indiaRoles: createWeightedPicker(roles, (role) => role.weight),
    abroadRoles: createWeightedPicker(
      roles.filter((role) => role.isHiredAbroad),
      (role) => role.weight,
    ),
    levelPickers: new Map(roles.map((role) => [role, createWeightedPicker(role.levels, (level) => levelProfiles[level].weight)])),
    companyPickers: new Map(),
    privateCompanies: employers.filter((company) => company.governmentKind === null),
    indianCities: createWeightedPicker(indianCities, (city) => city.weight),
    foreignCities: createWeightedPicker(foreignCities, (city) => city.weight),
    citiesByState,
    citiesByCountry,
    governmentPosts: createWeightedPicker(governmentPosts, (post) => post.weight),
    governmentCompanies: employers.filter((company) => company.governmentKind !== null),
  }
}

function isRoleHiredBy(role: RoleDefinition, company: DemoEmployer): boolean {
  const limitedTo = roleIndustries[role.title]
  if (limitedTo !== undefined) return limitedTo.includes(company.industry)
  return industries[company.industry].families.includes(role.family)
}

/** How much a company posts in a region; zero when it does not hire there. */
function regionWeight(company: DemoEmployer, region: Region): number {
  const isIndian = company.headquarters.country === 'IN'
  if (region === 'IN') {
    if (isIndian) return company.hiringWeight
    const hasIndiaOffice =
      industriesHiringInIndia.has(company.industry) && company.companyType !== 'startup' && company.employerKind === 'direct_hire'
    return hasIndiaOffice ? company.hiringWeight * 0.5 : 0
  }
  if (!isIndian) return company.hiringWeight
  return industriesHiringAbroad.has(company.industry) ? company.hiringWeight * 0.4 : 0
}

function companyPickerFor(context: Context, role: RoleDefinition, region: Region): WeightedPicker<DemoEmployer> | null {
  const key = `${role.title}|${region}`
  const cached = context.companyPickers.get(key)
  if (cached !== undefined) return cached
  const candidates = context.privateCompanies.filter((company) => isRoleHiredBy(role, company) && regionWeight(company, region) > 0)
  const picker = candidates.length === 0 ? null : createWeightedPicker(candidates, (company) => regionWeight(company, region))
  context.companyPickers.set(key, picker)
  return picker
}

// ---------------------------------------------------------------------------------------------
// Private-sector postings

function identityOf(title: string, company: DemoEmployer, place: Place): string {
  return `${title}|${company.name}|${place.city?.name ?? ''}|${place.country}`
}

function draftPrivatePosting(context: Context, seenIdentities: ReadonlySet<string>): Posting | null {
  const { random } = context
  const region: Region = random.chance(ABROAD_SHARE_OF_PRIVATE) ? 'ABROAD' : 'IN'
  const role = (region === 'ABROAD' ? context.abroadRoles : context.indiaRoles).pick(random)
  const companyPicker = companyPickerFor(context, role, region)
  if (companyPicker === null) return null
  const company = companyPicker.pick(random)
  const levelPicker = context.levelPickers.get(role)
  if (levelPicker === undefined) return null
  const level = levelPicker.pick(random)

  const city = region === 'IN' ? pickIndianCity(context, company) : pickForeignCity(context, company)
  const isRemote = role.isRemoteFriendly && random.chance(remoteChanceByEnvironment[company.workEnvironment])
  const keepsCity = !isRemote || random.chance(REMOTE_WITH_CITY_SHARE)
  const place: Place = keepsCity ? { city, country: city.country, state: city.state } : { city: null, country: city.country, state: null }
  const title = titleFor(role, level)
  if (seenIdentities.has(identityOf(title, company, place))) return null
  const isVisaSponsored = region === 'ABROAD' && !isRemote && random.chance(VISA_SHARE_OF_ABROAD_ON_SITE)
  const employmentType = pickEmploymentType(random, role, level, company)
  const skills = random.sample(role.skills, random.int(5, Math.min(8, role.skills.length)))
  const experience = experienceFor(random, level)
  const education = educationFor(random, role.education, role.family === 'tech' || role.family === 'sales' || role.family === 'marketing')
  const salary = salaryFor(random, role, level, place.country, employmentType)
  const { postedAt, daysAgo } = postedAtFor(random, context.now)
  const track = tracks[role.track]
  const team = random.pick(track.teams)
  const fill = (template: string) =>
    fillTemplate(template, {
      skill1: skills[0] ?? role.title,
      skill2: skills[1] ?? skills[0] ?? role.title,
      team,
    })

  const responsibilities = random.sample([...role.duties, ...random.sample(track.responsibilities, 3)], 5).map(fill)
  const qualifications = [experienceSentence(experience, level, role.title), ...random.sample(track.qualifications, 3).map(fill)]
  const workMode: WorkMode = isRemote ? 'Remote' : company.workEnvironment
  const benefits = benefitsFor(random, place.country, workMode, isVisaSponsored)
  const countryName = getCountryName(place.country)
  const cityName = city.name
  const values: Record<string, string> = {
    company: company.name,
    title,
    city: cityName,
    country: countryName,
    team,
    aTitle: withIndefiniteArticle(title),
    offering: company.offering,
    customers: company.customers,
    clientIndustry: clientIndustryFor(random, role),
  }
  const intro = fillTemplate(random.pick(introTemplatesFor(company, isRemote && !keepsCity)), values)
  const workModeLine = fillTemplate(random.pick(workModeLines[workMode]), values)
  const outro = [isVisaSponsored ? `${workModeLine} ${fillTemplate(random.pick(visaLines), values)}` : workModeLine]
  if (random.chance(CLOSING_LINE_SHARE)) outro.push(random.pick(closingLines))

  return {
    company,
    title,
    roleTitle: role.title,
    employmentType,
    place,
    isRemote,
    isVisaSponsored,
    isGovernment: false,
    isFeatured: random.chance(company.isVerified ? FEATURED_SHARE * 1.5 : FEATURED_SHARE * 0.5),
    postedAt,
    postedDaysAgo: daysAgo,
    salary,
    skills,
    experience,
    education,
    highlights: { Qualifications: qualifications, Responsibilities: responsibilities, Benefits: benefits },
    description: {
      intro,
      // The description lists the first few of each highlight: long enough to read like a posting,
      // short enough that indexing 100,000 of them stays quick.
      sections: [
        { heading: 'What you will do', items: responsibilities.slice(0, 4) },
        { heading: 'What we are looking for', items: qualifications.slice(0, 3) },
        { heading: 'What we offer', items: benefits.slice(0, 3) },
      ],
      outro,
    },
  }
}

function introTemplatesFor(company: DemoEmployer, isCityless: boolean): readonly string[] {
  if (company.employerKind === 'agency') return isCityless ? agencyRemoteIntroTemplates : agencyIntroTemplates
  if (company.employerKind === 'job_site') return isCityless ? jobBoardRemoteIntroTemplates : jobBoardIntroTemplates
  return isCityless ? remoteIntroTemplates : introTemplates
}

/** The industry of the client an agency or job board hires for. */
function clientIndustryFor(random: Random, role: RoleDefinition): string {
  const limitedTo = roleIndustries[role.title]
  const candidates = industryKeys.filter((key) => {
    if (key === 'staffing' || key === 'job-board' || key === 'government') return false
    if (limitedTo !== undefined) return limitedTo.includes(key)
    return industries[key].families.includes(role.family)
  })
  const fallback: readonly IndustryKey[] = ['it-services']
  return industries[random.pick(candidates.length > 0 ? candidates : fallback)].name
}

function pickIndianCity(context: Context, company: DemoEmployer): City {
  if (company.headquarters.country === 'IN' && context.random.chance(0.45)) return company.headquarters
  return context.indianCities.pick(context.random)
}

function pickForeignCity(context: Context, company: DemoEmployer): City {
  const { random } = context
  if (company.headquarters.country === 'IN') return context.foreignCities.pick(random)
  const roll = random.next()
  if (roll < 0.5) return company.headquarters
  const sameCountry = context.citiesByCountry.get(company.headquarters.country)
  if (roll < 0.8 && sameCountry !== undefined) return sameCountry.pick(random)
  return context.foreignCities.pick(random)
}

function titleFor(role: RoleDefinition, level: Level): string {
  const override = role.titles[level]
  if (override !== undefined) return override
  if (level === 'intern') return `${role.title} Intern`
  if (level === 'entry') return `Junior ${role.title}`
  if (level === 'senior') return `Senior ${role.title}`
  if (level === 'lead') return `Lead ${role.title}`
  if (level === 'principal') return `Principal ${role.title}`
  return role.title
}

function pickEmploymentType(random: Random, role: RoleDefinition, level: Level, company: DemoEmployer): EmploymentType {
  if (level === 'intern') return 'INTERN'
  const roll = random.next()
  const contractShare = company.employerKind === 'agency' ? 0.3 : 0.08
  if (roll < contractShare) return 'CONTRACTOR'
  const partTimeShare = role.isPartTimeFriendly ? 0.12 : 0.015
  if (roll < contractShare + partTimeShare) return 'PARTTIME'
  if (roll < contractShare + partTimeShare + 0.03) return 'TEMPORARY'
  return 'FULLTIME'
}

const experienceSteps: Readonly<Record<Level, readonly number[]>> = {
  intern: [0],
  entry: [0, 0, 6, 12],
  mid: [24, 36, 48, 60],
  senior: [60, 72, 84, 96],
  lead: [96, 120, 144],
  principal: [120, 144, 180],
}

function experienceFor(random: Random, level: Level): JobRequiredExperience {
  const months = random.pick(experienceSteps[level])
  return {
    no_experience_required: months === 0,
    required_experience_in_months: months,
    experience_mentioned: true,
    experience_preferred: months > 0 && random.chance(0.25),
  }
}

function experienceSentence(experience: JobRequiredExperience, level: Level, roleTitle: string): string {
  const months = experience.required_experience_in_months ?? 0
  if (level === 'intern') return 'Currently pursuing or recently completed a degree in a relevant field.'
  if (months === 0) return 'Freshers are welcome; internships and college projects count as experience.'
  if (months < 24) return `${months === 12 ? 'About a year' : 'Six months to a year'} of relevant experience, including internships.`
  const years = Math.round(months / 12)
  const wording = experience.experience_preferred ? 'preferred' : 'required'
  return `${years}+ years of experience as ${withIndefiniteArticle(roleTitle)} or in a similar role (${wording}).`
}

/** Titles read with "an" when they start with a vowel sound: "an HR Executive", "an SEO Specialist", but "a UI/UX Designer". */
export function withIndefiniteArticle(title: string): string {
  const startsWithVowelSound = /^(?:[AEIO]|U(?!I\b|ni|s)|HR\b|HVAC\b|SEO\b|SAP\b|SRE\b|ICU\b|iOS\b|MBA\b|ML\b|NLP\b|FMCG\b|IT\b|RM\b|X-ray)/
  return `${startsWithVowelSound.test(title) ? 'an' : 'a'} ${title}`
}

function educationFor(random: Random, need: EducationNeed, isSkillsFirst: boolean): JobRequiredEducation {
  const education: JobRequiredEducation = {
    postgraduate_degree: false,
    professional_certification: false,
    high_school: false,
    associates_degree: false,
    bachelors_degree: false,
    degree_mentioned: false,
    degree_preferred: false,
    professional_certification_mentioned: false,
  }
  if (need === 'high-school') return { ...education, high_school: true }
  if (need === 'diploma') return { ...education, associates_degree: true, degree_mentioned: true }
  if (need === 'postgraduate') return { ...education, postgraduate_degree: true, degree_mentioned: true }
  if (need === 'professional') {
    return {
      ...education,
      bachelors_degree: true,
      degree_mentioned: true,
      professional_certification: true,
      professional_certification_mentioned: true,
    }
  }
  // Skills-first employers accept equivalent experience instead of a degree.
  const isPreferred = random.chance(isSkillsFirst ? 0.25 : 0.1)
  return { ...education, bachelors_degree: true, degree_mentioned: true, degree_preferred: isPreferred }
}

/**
 * The pay of a private-sector posting: the role's band for its level (rupees in India, US dollars at
 * the country's market level abroad), then quoted as employers there quote it (local-pay.ts).
 */
function salaryFor(random: Random, role: RoleDefinition, level: Level, country: string, employmentType: EmploymentType): DemoPay | null {
  if (random.chance(NO_SALARY_SHARE)) return null
  const profile = levelProfiles[level]
  const partTimeFactor = employmentType === 'PARTTIME' ? 0.5 : 1
  if (country === 'IN') {
    const low = role.inrLpa[0] * profile.inrFactor * partTimeFactor * 100_000
    const high = role.inrLpa[1] * profile.inrFactor * partTimeFactor * 100_000
    return quoteLocalPay(withBounds(random, jitter(random, low, high, roundRupees)), country, employmentType)
  }
  const factor = marketLevelOf(country) * profile.usdFactor * partTimeFactor * 1000
  const yearly = withBounds(random, jitter(random, role.usdK[0] * factor, role.usdK[1] * factor, roundDollars))
  return quoteLocalPay(yearly, country, employmentType)
}

function jitter(random: Random, low: number, high: number, round: (value: number) => number): [number, number] {
  const min = round(low * (0.9 + random.next() * 0.2))
  const max = Math.max(round(high * (0.9 + random.next() * 0.2)), round(min * 1.15))
  return [min, max]
}

function withBounds(random: Random, [min, max]: [number, number]): YearlyPay {
  const roll = random.next()
  if (roll < ONLY_MIN_SALARY_SHARE) return { min, max: null }
  if (roll < ONLY_MIN_SALARY_SHARE + ONLY_MAX_SALARY_SHARE) return { min: null, max }
  return { min, max }
}

/** Rupees as Indian employers quote them: to ₹10,000 below 10 LPA, to ₹50,000 above. */
function roundRupees(value: number): number {
  const step = value < 1_000_000 ? 10_000 : 50_000
  return Math.max(step, Math.round(value / step) * step)
}

function roundDollars(value: number): number {
  return Math.max(1000, Math.round(value / 1000) * 1000)
}

/** How strongly postedAtFor skews ages towards today: age = POSTED_WITHIN_DAYS × u^POSTED_AGE_SKEW, u uniform. */
const POSTED_AGE_SKEW = 1.7

/** Recent postings are more common: the age is skewed towards today. */
function postedAtFor(random: Random, now: Date): { postedAt: Date; daysAgo: number } {
  const days = POSTED_WITHIN_DAYS * random.next() ** POSTED_AGE_SKEW
  const time = Math.floor((now.getTime() - days * DAY_MS) / MINUTE_MS) * MINUTE_MS
  return { postedAt: new Date(time), daysAgo: Math.floor(days) }
}

/**
 * About when the newest `share` of the demo jobs starts: P(age ≤ d) = (d / POSTED_WITHIN_DAYS)^(1 / skew),
 * so the newest share s of the jobs is younger than POSTED_WITHIN_DAYS × s^skew days.
 */
export function estimateNewestShareStart(now: Date, share: number): Date {
  const days = POSTED_WITHIN_DAYS * Math.min(1, Math.max(0, share)) ** POSTED_AGE_SKEW
  return new Date(now.getTime() - days * DAY_MS)
}

/**
 * Benefits that fit the country and the way the job is worked, no two on the same topic. Each list is
 * filtered before it is drawn from, and always keeps at least as many items as are drawn, so every
 * posting takes the same number of draws whatever it offers (the postings after it stay the same).
 */
function benefitsFor(random: Random, country: string, mode: WorkMode, isVisaSponsored: boolean): string[] {
  const fitting = (items: readonly Benefit[], taken: readonly Benefit[] = []) =>
    distinctTopics(items.filter((item) => fitsWorkMode(item, mode) && !taken.some((chosen) => chosen.topic === item.topic)))
  if (country === 'IN') return drawBenefits(random, fitting(indiaBenefits), 4).map((item) => item.text)
  const local = drawBenefits(random, fitting(countryBenefits[country] ?? []), 2)
  const general = drawBenefits(random, fitting(abroadBenefits, local), 2)
  const visa = isVisaSponsored ? drawBenefits(random, fitting(visaBenefits, [...local, ...general]), 2) : []
  return [...visa, ...local, ...general].map((item) => item.text)
}

/** The first benefit of each topic. */
function distinctTopics(items: readonly Benefit[]): Benefit[] {
  const topics = new Set<string>()
  return items.filter((item) => {
    if (topics.has(item.topic)) return false
    topics.add(item.topic)
    return true
  })
}

function drawBenefits(random: Random, pool: readonly Benefit[], count: number): Benefit[] {
  // A country without a list draws nothing, as before; a list that fits too few would change the draws.
  if (pool.length > 0 && pool.length < count) throw new Error(`only ${pool.length} benefits fit where ${count} are drawn`)
  return random.sample(pool, count)
}

// ---------------------------------------------------------------------------------------------
// Government postings

function draftGovernmentPosting(context: Context, seenIdentities: ReadonlySet<string>): Posting | null {
  const { random } = context
  const post = context.governmentPosts.pick(random)
  const employers = context.governmentCompanies.filter(
    (company) => company.governmentKind !== null && post.employerKinds.includes(company.governmentKind),
  )
  if (employers.length === 0) return null
  const company = random.pick(employers)
  const city = governmentCity(context, company)
  const place: Place = { city, country: 'IN', state: city.state }
  if (seenIdentities.has(identityOf(post.title, company, place))) return null
  const employmentType = random.chance(0.88) ? 'FULLTIME' : random.chance(0.75) ? 'CONTRACTOR' : 'TEMPORARY'
  const months = post.experienceMonths
  const experience: JobRequiredExperience = {
    no_experience_required: months === 0,
    required_experience_in_months: months,
    experience_mentioned: months > 0,
    experience_preferred: false,
  }
  const education = educationFor(random, post.education, false)
  // Notices state the monthly basic pay of the scale; allowances come on top.
  const salary: DemoPay | null = random.chance(0.03) ? null : { min: post.pay.min, max: post.pay.max, currency: 'INR', period: 'MONTH' }
  const { postedAt, daysAgo } = postedAtFor(random, context.now)
  // 'Delhi', not 'Delhi, Delhi': a city that is its own state is named once.
  const placeName = city.state === null || city.state === city.name ? city.name : `${city.name}, ${city.state}`
  const responsibilities = [...post.duties]
  const qualifications = [
    post.eligibility,
    'Age limit as per the recruitment rules, with relaxation for SC, ST, OBC, EWS, PwBD and ex-servicemen candidates as per government orders.',
    // Some eligibility rules already state the experience they need.
    ...(months > 0 && !/experience/i.test(post.eligibility) ? [`At least ${Math.round(months / 12)} years of relevant experience.`] : []),
  ]
  const benefits = [payScaleText(post.pay), ...random.sample(governmentBenefits, 3)]
  const appointment =
    employmentType === 'FULLTIME'
      ? 'This is a regular appointment with a probation period as per the recruitment rules.'
      : 'This is a contractual appointment for one year, extendable based on performance and need.'
  return {
    company,
    title: post.title,
    roleTitle: post.title,
    employmentType,
    place,
    isRemote: false,
    isVisaSponsored: false,
    isGovernment: true,
    isFeatured: random.chance(FEATURED_SHARE),
    postedAt,
    postedDaysAgo: daysAgo,
    salary,
    skills: random.sample(post.skills, Math.min(post.skills.length, random.int(3, 5))),
    experience,
    education,
    highlights: { Qualifications: qualifications, Responsibilities: responsibilities, Benefits: benefits },
    description: {
      intro: `${company.name} invites applications from eligible Indian citizens for the post of ${post.title} at ${placeName}.`,
      sections: [
        { heading: 'Duties', items: responsibilities },
        { heading: 'Eligibility', items: qualifications },
        { heading: 'Selection process', items: [post.selection] },
        { heading: 'Pay and benefits', items: benefits },
      ],
      outro: [appointment, 'Read the eligibility conditions carefully before applying. Applications are accepted online only.'],
    },
  }
}

/** 'Pay Level 7 of the 7th CPC pay matrix (₹44,900 – ₹1,42,400 a month), plus dearness allowance and other allowances as per rules.' */
function payScaleText(pay: PayScale): string {
  return `${pay.name} (₹${indianNumber.format(pay.min)} – ₹${indianNumber.format(pay.max)} a month), plus dearness allowance and other allowances as per rules.`
}

function governmentCity(context: Context, company: DemoEmployer): City {
  const { random } = context
  if (company.isStateBody) {
    const inState = company.headquarters.state === null ? undefined : context.citiesByState.get(company.headquarters.state)
    return random.chance(0.4) || inState === undefined ? company.headquarters : inState.pick(random)
  }
  // Public bodies recruit across the country, small towns as much as metros.
  if (company.governmentKind === 'secretariat') return random.chance(0.4) ? company.headquarters : random.pick(indianCities)
  return random.chance(0.15) ? company.headquarters : random.pick(indianCities)
}

// ---------------------------------------------------------------------------------------------
// Raw postings, as a job source would send them

function applyLinkFor(company: DemoEmployer, sequence: number): string {
  if (company.governmentKind !== null) return `https://recruitment.${company.domain}/posts/${sequence}`
  if (company.employerKind === 'job_site') return `https://${company.domain}/jobs/${sequence}`
  if (company.employerKind === 'agency') return `https://${company.domain}/openings/${sequence}`
  return `https://careers.${company.domain}/jobs/${sequence}`
}

function descriptionText(parts: DescriptionParts): string {
  const sections = parts.sections.map((section) => [section.heading, ...section.items.map((item) => `• ${item}`)].join('\n'))
  return [parts.intro, ...sections, parts.outro.join(' ')].join('\n\n')
}

function descriptionHtml(parts: DescriptionParts): string {
  const sections = parts.sections.map(
    (section) => `<h3>${escapeHtml(section.heading)}</h3><ul>${section.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
  )
  return `<p>${escapeHtml(parts.intro)}</p>${sections.join('')}<p>${escapeHtml(parts.outro.join(' '))}</p>`
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** The spec's Job shape (spec 001 §3). */
function toSpecShape(posting: Posting, sequence: number): Record<string, unknown> {
  const { company, salary } = posting
  return {
    job_id: String(sequence),
    employer_name: company.name,
    employer_logo: null,
    employer_website: `https://${company.domain}`,
    job_employment_type: sequence % 3 === 0 ? employmentTypeLabels[posting.employmentType] : posting.employmentType,
    job_title: posting.title,
    job_apply_link: applyLinkFor(company, sequence),
    job_description: descriptionText(posting.description),
    job_city: posting.place.city?.name ?? null,
    job_state: posting.place.state,
    job_country: posting.place.country,
    job_is_remote: posting.isRemote,
    job_posted_at_datetime_utc: posting.postedAt.toISOString(),
    job_posted_at_timestamp: Math.floor(posting.postedAt.getTime() / 1000),
    job_salary_currency: salary?.currency ?? null,
    job_salary_period: salary?.period ?? null,
    job_min_salary: salary?.min ?? null,
    job_max_salary: salary?.max ?? null,
    job_required_experience: posting.experience,
    job_required_skills: posting.skills,
    job_required_education: posting.education,
    job_highlights: posting.highlights,
    job_is_visa_sponsored: posting.isVisaSponsored,
    job_is_government: posting.isGovernment,
    company_type: company.companyType,
    employer_kind: company.employerKind,
  }
}

/** The alternative field names the spec also accepts: company, job_type, location, salary_range, HTML description. */
function toAlternativeShape(posting: Posting, sequence: number, context: Context): Record<string, unknown> {
  const { company } = posting
  const useRelativeDate = context.random.chance(0.2)
  return {
    id: sequence,
    company: company.name,
    company_logo: null,
    company_website: `https://${company.domain}`,
    job_type: employmentTypeLabels[posting.employmentType],
    title: posting.title,
    apply_link: applyLinkFor(company, sequence),
    // Some sources send HTML; it goes through the sanitiser, which is the slowest step, so only a share do.
    description: context.random.chance(HTML_DESCRIPTION_SHARE)
      ? descriptionHtml(posting.description)
      : descriptionText(posting.description),
    location: locationText(posting),
    is_remote: posting.isRemote,
    date_posted: useRelativeDate ? relativeDate(posting.postedDaysAgo) : posting.postedAt.toISOString(),
    salary_range: posting.salary === null ? undefined : salaryRangeText(posting.salary, context.random),
    job_required_experience: posting.experience,
    skills: posting.skills.join(', '),
    job_required_education: posting.education,
    job_highlights: posting.highlights,
    visa_sponsorship: posting.isVisaSponsored,
    is_government: posting.isGovernment,
    company_type: company.companyType,
    employer_kind: company.employerKind,
  }
}

function locationText(posting: Posting): string {
  const countryName = getCountryName(posting.place.country)
  if (posting.place.city === null) return posting.place.country === 'IN' ? 'Remote' : `Remote, ${countryName}`
  return [posting.place.city.name, posting.place.state, countryName].filter((part): part is string => part !== null).join(', ')
}

function relativeDate(daysAgo: number): string {
  if (daysAgo === 0) return 'today'
  if (daysAgo === 1) return 'yesterday'
  return `${daysAgo} days ago`
}

const indianNumber = new Intl.NumberFormat('en-IN')
const usNumber = new Intl.NumberFormat('en-US')

const plainNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/**
 * Salary text in the ways postings write it ('12-18 LPA', '₹25,000 - ₹35,000 per month', '£45k-£55k',
 * 'AED 15,000 - 20,000 /month', '$40 - $55 per hour'); `parseSalaryText` (ingest/salary-text.ts) reads
 * every form back exactly. A range is written one of two ways, by one draw; a single bound takes none.
 */
function salaryRangeText(salary: DemoPay, random: Random): string {
  const { min, max, currency, period } = salary
  const prefix = getCurrencyPrefix(currency)
  const group = currency === 'INR' ? indianNumber : usNumber
  const amount = (value: number) => `${prefix}${group.format(value)}`
  if (min !== null && max !== null) {
    const isFirstForm = random.chance(0.5)
    if (period === 'HOUR') return isFirstForm ? `${amount(min)} - ${amount(max)} per hour` : `${amount(min)}-${amount(max)} an hour`
    if (period === 'MONTH') {
      if (!isFirstForm) return `${amount(min)} - ${amount(max)} per month`
      return currency === 'INR'
        ? `Rs. ${group.format(min)} - ${group.format(max)} per month`
        : `${amount(min)} - ${group.format(max)} /month`
    }
    if (currency === 'INR') return isFirstForm ? `${amount(min)} - ${amount(max)}` : `${lakhs(min)}-${lakhs(max)} LPA`
    if (isFirstForm && currency !== 'JPY') return `${thousands(prefix, min)}-${thousands(prefix, max)}`
    return `${amount(min)} - ${amount(max)} a year`
  }
  const periodWords = period === 'HOUR' ? ' an hour' : period === 'MONTH' ? ' per month' : currency === 'INR' ? '' : ' a year'
  if (min !== null)
    return currency === 'INR' || period !== 'YEAR' ? `From ${amount(min)}${periodWords}` : `${thousandsOrAmount(prefix, min, currency)}+`
  return `Up to ${amount(max ?? 0)}${periodWords}`
}

function thousands(prefix: string, value: number): string {
  return `${prefix}${plainNumber.format(value / 1000)}k`
}

/** Yen amounts run to millions and read badly in thousands; they are written whole. */
function thousandsOrAmount(prefix: string, value: number, currency: string): string {
  return currency === 'JPY' ? `${prefix}${usNumber.format(value)}` : thousands(prefix, value)
}

function lakhs(value: number): string {
  return String(Number((value / 100_000).toFixed(2)))
}

function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder)
}
