import type { CompanySize, ExperienceLevel, JobType } from '#core/account/onboarding.ts'
import type { EmploymentType } from '#core/jobs/job-constants.ts'
import { normalizeForMatch, slugify } from '#core/jobs/slug.ts'

/**
 * The match score (issue 19 "Matching that explains itself"; decision 056): how well one job fits one
 * person, from their onboarding profile, their base resume's skills and the jobs they applied to.
 * Pure and deterministic, so the cards, the recommendations and bench/matching all score alike, and
 * every point of the score has a reason the person can read.
 */

/** What is known of the person. Empty lists and nulls are "not said": a factor nobody answered does not count. */
export interface MatchProfile {
  /** The current designation from onboarding, else the title of their base resume. */
  role: string | null
  /** Their cities as slugs (the onboarding city and its other spellings); the first is named in reasons. */
  citySlugs: readonly string[]
  state: string | null
  /** ISO 3166-1 alpha-2; onboarding asks for Indian places, so India unless known otherwise. */
  country: string
  experienceLevel: ExperienceLevel | null
  jobTypes: readonly JobType[]
  /** Expected yearly pay in rupees. */
  salaryMin: number | null
  salaryMax: number | null
  companySizes: readonly CompanySize[]
  excludeCompanies: readonly string[]
  /** The base resume's skills. */
  skills: readonly string[]
  /** Titles of jobs they applied to, newest first. */
  appliedTitles: readonly string[]
}

/** What the scorer reads of a job (server/features/matching/repo.ts selects exactly this). */
export interface MatchJob {
  id: string
  title: string
  employerName: string
  city: string | null
  state: string | null
  country: string
  isRemote: boolean
  employmentType: EmploymentType
  companyType: string
  experienceMonths: number | null
  salaryMinInrYear: number | null
  salaryMaxInrYear: number | null
  skills: readonly string[]
}

export type SalaryFit = 'inside' | 'overlaps' | 'below' | 'above'

/** One reason, as data: the app words it in the reader's language (app/features/matching/reasons.ts). */
export type MatchReason =
  | { kind: 'excluded'; employer: string }
  | { kind: 'role'; fit: 'same' | 'close' }
  | { kind: 'skills'; matched: number; total: number }
  | { kind: 'city'; city: string }
  | { kind: 'remote' }
  | { kind: 'state'; state: string }
  | { kind: 'abroad' }
  | { kind: 'salary'; fit: SalaryFit; min: number | null; max: number | null }
  | { kind: 'experience'; fit: 'fits' | 'more' | 'less' }
  | { kind: 'jobType'; fit: 'fits' | 'other' }
  | { kind: 'companySize'; size: CompanySize }
  | { kind: 'history' }

export interface MatchResult {
  /** 0 to 100. */
  score: number
  /** Strongest first; the card shows the first few. */
  reasons: MatchReason[]
  isExcluded: boolean
}

/** How much each factor weighs when the person answered it. Role and skills say most about fit. */
export const MATCH_WEIGHTS = {
  role: 30,
  skills: 25,
  place: 15,
  experience: 10,
  salary: 10,
  jobType: 5,
  companySize: 3,
  history: 2,
} as const
type Factor = keyof typeof MATCH_WEIGHTS

/** Years of experience of each onboarding level, in months, as a range a job's requirement is read against. */
const experienceMonths: Readonly<Record<ExperienceLevel, { min: number; max: number }>> = {
  fresher: { min: 0, max: 6 },
  '1-2': { min: 12, max: 24 },
  '3-5': { min: 36, max: 60 },
  '6-10': { min: 72, max: 120 },
  '10+': { min: 120, max: 600 },
}

/** Onboarding's job types as the job search names employment types; 'remote' is a place, not a type. */
const employmentTypesOf: Readonly<Record<Exclude<JobType, 'remote'>, readonly EmploymentType[]>> = {
  'full-time': ['FULLTIME'],
  'part-time': ['PARTTIME'],
  contract: ['CONTRACTOR', 'TEMPORARY'],
  freelance: ['CONTRACTOR'],
  internship: ['INTERN'],
}

/** Words of a title that say nothing of the role. */
const roleStopWords = new Set([
  'and',
  'of',
  'the',
  'for',
  'in',
  'at',
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'associate',
  'trainee',
  'intern',
  'fresher',
  'entry',
  'level',
  'mid',
  'i',
  'ii',
  'iii',
  'remote',
  'hybrid',
])

/** Spellings that name the same work. */
const roleWordAliases: Readonly<Record<string, string>> = {
  developer: 'engineer',
  engineering: 'engineer',
  programmer: 'engineer',
  dev: 'engineer',
  swe: 'engineer',
  analytics: 'analyst',
  accounts: 'accountant',
  accounting: 'accountant',
  management: 'manager',
  marketer: 'marketing',
  designer: 'design',
  nursing: 'nurse',
  teaching: 'teacher',
  sales: 'sales',
}

export function roleWords(text: string): string[] {
  const words = normalizeForMatch(text)
    .split(/[^a-z0-9+#.]+/)
    .map((word) => word.replace(/\.+$/g, ''))
    .filter((word) => word.length > 0 && !roleStopWords.has(word))
  return [...new Set(words.map((word) => roleWordAliases[word] ?? word))]
}

export function skillKey(skill: string): string {
  return normalizeForMatch(skill).replace(/[\s._-]+/g, '')
}

/** True when the employer is one the person asked never to be shown (their words, any case or spacing). */
export function isExcludedEmployer(employerName: string, excluded: readonly string[]): boolean {
  const employer = slugify(employerName)
  return excluded.some((name) => {
    const key = slugify(name)
    return key !== '' && (employer === key || employer.startsWith(`${key}-`))
  })
}

interface FactorScore {
  factor: Factor
  /** 0 to 1. */
  value: number
  reason: MatchReason | null
}

/** Scores a job for a person. A job of an excluded company scores 0 and says why. */
export function scoreMatch(profile: MatchProfile, job: MatchJob): MatchResult {
  return prepareMatcher(profile)(job)
}

/**
 * The scorer for one person: what depends only on them (their role's words, skill keys, cities, the
 * employment types and titles they accept) is worked out once, and a job's title words, city and skill
 * keys are remembered across the jobs that repeat them, so ranking hundreds of candidates does the
 * person's part once (decision 075). It scores exactly as scoreMatch does (match.test.ts compares them
 * with the scorer of decision 056 on a fixture).
 */
export function prepareMatcher(profile: MatchProfile): (job: MatchJob) => MatchResult {
  const excludedKeys = profile.excludeCompanies.map(slugify).filter((key) => key !== '')
  const wantedRole = profile.role === null ? [] : roleWords(profile.role)
  const mySkills = new Set(profile.skills.map(skillKey))
  const wantsRemote = profile.jobTypes.includes('remote')
  const citySlugs = new Set(profile.citySlugs)
  const hasPlace = profile.citySlugs.length > 0 || profile.state !== null
  const stateSlug = profile.state === null ? null : slugify(profile.state)
  const experience = profile.experienceLevel === null ? null : experienceMonths[profile.experienceLevel]
  const hasSalary = profile.salaryMin !== null || profile.salaryMax !== null
  const wantedLow = profile.salaryMin ?? 0
  const wantedHigh = profile.salaryMax ?? Number.POSITIVE_INFINITY
  const types = profile.jobTypes.filter((type): type is Exclude<JobType, 'remote'> => type !== 'remote')
  const acceptedTypes = new Set(types.flatMap((type) => employmentTypesOf[type]))
  const companySizes = new Set<string>(profile.companySizes)
  const appliedTitles = new Set(profile.appliedTitles.map((title) => roleWords(title).join(' ')))

  // Jobs repeat titles, cities, employers and skills: each is read once per person.
  const titleWordsOf = memo((title: string) => roleWords(title))
  const titleKeyOf = memo((title: string) => titleWordsOf(title).join(' '))
  const slugOf = memo(slugify)
  const skillKeyOf = memo(skillKey)
  const isExcluded = memo((employer: string) => {
    const slug = slugify(employer)
    return excludedKeys.some((key) => slug === key || slug.startsWith(`${key}-`))
  })

  function role(job: MatchJob): FactorScore | null {
    if (wantedRole.length === 0) return null
    const title = titleWordsOf(job.title)
    let shared = 0
    for (const word of wantedRole) if (title.includes(word)) shared += 1
    if (shared === wantedRole.length) return { factor: 'role', value: 1, reason: { kind: 'role', fit: 'same' } }
    // "Data Analyst" and "Business Analyst" share the work, not the job: some credit, no full marks.
    const value = (0.7 * shared) / wantedRole.length
    return { factor: 'role', value, reason: shared > 0 ? { kind: 'role', fit: 'close' } : null }
  }

  function skills(job: MatchJob): FactorScore | null {
    if (mySkills.size === 0 || job.skills.length === 0) return null
    const asked = new Set<string>()
    for (const skill of job.skills) asked.add(skillKeyOf(skill))
    let matched = 0
    for (const skill of asked) if (mySkills.has(skill)) matched += 1
    // Judged against the smaller list: a person with 30 skills is not penalised for a job asking 5.
    const total = Math.min(asked.size, mySkills.size)
    return { factor: 'skills', value: matched / total, reason: matched > 0 ? { kind: 'skills', matched, total } : null }
  }

  function place(job: MatchJob): FactorScore | null {
    if (job.isRemote) {
      if (wantsRemote) return { factor: 'place', value: 1, reason: { kind: 'remote' } }
      if (job.country === profile.country) return { factor: 'place', value: 0.7, reason: { kind: 'remote' } }
    }
    if (!hasPlace) return null
    if (job.city !== null && citySlugs.has(slugOf(job.city))) return { factor: 'place', value: 1, reason: { kind: 'city', city: job.city } }
    if (job.country !== profile.country) return { factor: 'place', value: 0, reason: { kind: 'abroad' } }
    if (job.state !== null && stateSlug !== null && slugOf(job.state) === stateSlug) {
      return { factor: 'place', value: 0.6, reason: { kind: 'state', state: job.state } }
    }
    return { factor: 'place', value: 0.25, reason: null }
  }

  function experienceFit(job: MatchJob): FactorScore | null {
    if (experience === null || job.experienceMonths === null) return null
    const asked = job.experienceMonths
    // A year either side of the level still fits: "2+ years" suits someone with 1-2.
    if (asked >= experience.min - 12 && asked <= experience.max + 12)
      return { factor: 'experience', value: 1, reason: { kind: 'experience', fit: 'fits' } }
    if (asked > experience.max) {
      const value = Math.max(0, 1 - (asked - experience.max - 12) / 36)
      return { factor: 'experience', value, reason: { kind: 'experience', fit: 'more' } }
    }
    return { factor: 'experience', value: 0.5, reason: { kind: 'experience', fit: 'less' } }
  }

  function salary(job: MatchJob): FactorScore | null {
    if (!hasSalary) return null
    const low = job.salaryMinInrYear ?? job.salaryMaxInrYear
    const high = job.salaryMaxInrYear ?? job.salaryMinInrYear
    if (low === null || high === null) return null
    const fit = salaryFit(low, high, wantedLow, wantedHigh)
    const value = fit === 'inside' ? 1 : fit === 'overlaps' ? 0.75 : fit === 'above' ? 0.9 : high / Math.max(wantedLow, 1) / 2
    return { factor: 'salary', value, reason: { kind: 'salary', fit, min: job.salaryMinInrYear, max: job.salaryMaxInrYear } }
  }

  function jobType(job: MatchJob): FactorScore | null {
    if (types.length === 0) return null
    const fits = acceptedTypes.has(job.employmentType)
    return { factor: 'jobType', value: fits ? 1 : 0, reason: fits ? null : { kind: 'jobType', fit: 'other' } }
  }

  function companySize(job: MatchJob): FactorScore | null {
    if (companySizes.size === 0) return null
    const size = profile.companySizes.find((wanted) => wanted === job.companyType)
    return { factor: 'companySize', value: size ? 1 : 0, reason: size ? { kind: 'companySize', size } : null }
  }

  function history(job: MatchJob): FactorScore | null {
    if (appliedTitles.size === 0) return null
    const isLikeApplied = appliedTitles.has(titleKeyOf(job.title))
    return { factor: 'history', value: isLikeApplied ? 1 : 0, reason: isLikeApplied ? { kind: 'history' } : null }
  }

  return (job) => {
    if (excludedKeys.length > 0 && isExcluded(job.employerName)) {
      return { score: 0, reasons: [{ kind: 'excluded', employer: job.employerName }], isExcluded: true }
    }
    // In the order of MATCH_WEIGHTS: the sums add up in the same order, to the same last bit.
    const factors: FactorScore[] = []
    for (const factor of [
      role(job),
      skills(job),
      place(job),
      experienceFit(job),
      salary(job),
      jobType(job),
      companySize(job),
      history(job),
    ]) {
      if (factor !== null) factors.push(factor)
    }
    if (factors.length === 0) return { score: 0, reasons: [], isExcluded: false }
    let weight = 0
    let earned = 0
    for (const factor of factors) weight += MATCH_WEIGHTS[factor.factor]
    for (const factor of factors) earned += MATCH_WEIGHTS[factor.factor] * factor.value
    const reasons = factors
      .filter((factor) => factor.reason !== null)
      .sort((a, b) => MATCH_WEIGHTS[b.factor] * b.value - MATCH_WEIGHTS[a.factor] * a.value)
      .map((factor) => factor.reason)
      .filter((reason): reason is MatchReason => reason !== null)
    return { score: Math.round((100 * earned) / weight), reasons, isExcluded: false }
  }
}

/** A one-argument function remembered by its argument (the scorer's per-person caches). */
function memo<T>(compute: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>()
  return (text) => {
    const found = known.get(text)
    if (found !== undefined) return found
    const value = compute(text)
    known.set(text, value)
    return value
  }
}

function salaryFit(low: number, high: number, wantedLow: number, wantedHigh: number): SalaryFit {
  if (low >= wantedLow && high <= wantedHigh) return 'inside'
  if (high < wantedLow) return 'below'
  if (low > wantedHigh) return 'above'
  return 'overlaps'
}
