import type { ExperienceLevel, JobType } from '#core/account/onboarding.ts'
import type { EmploymentType } from '#core/jobs/job-constants.ts'
import { slugify } from '#core/jobs/slug.ts'
import {
  isExcludedEmployer,
  MATCH_WEIGHTS,
  roleWords,
  skillKey,
  type MatchJob,
  type MatchProfile,
  type MatchReason,
  type MatchResult,
  type SalaryFit,
} from '#core/matching/match.ts'

/**
 * The match scorer exactly as decision 056 wrote it, kept as the oracle that core/matching/match.test.ts
 * holds the faster scorer of decision 075 to: the same score, reasons and order for every profile and job.
 */

type Factor = keyof typeof MATCH_WEIGHTS

const experienceMonths: Readonly<Record<ExperienceLevel, { min: number; max: number }>> = {
  fresher: { min: 0, max: 6 },
  '1-2': { min: 12, max: 24 },
  '3-5': { min: 36, max: 60 },
  '6-10': { min: 72, max: 120 },
  '10+': { min: 120, max: 600 },
}

const employmentTypesOf: Readonly<Record<Exclude<JobType, 'remote'>, readonly EmploymentType[]>> = {
  'full-time': ['FULLTIME'],
  'part-time': ['PARTTIME'],
  contract: ['CONTRACTOR', 'TEMPORARY'],
  freelance: ['CONTRACTOR'],
  internship: ['INTERN'],
}

interface FactorScore {
  factor: Factor
  /** 0 to 1. */
  value: number
  reason: MatchReason | null
}

/** Decision 056's scoreMatch, as it was before decision 075 made it prepare the person once. */
export function scoreMatchAsBefore(profile: MatchProfile, job: MatchJob): MatchResult {
  if (isExcludedEmployer(job.employerName, profile.excludeCompanies)) {
    return { score: 0, reasons: [{ kind: 'excluded', employer: job.employerName }], isExcluded: true }
  }
  const factors = [
    scoreRole(profile, job),
    scoreSkills(profile, job),
    scorePlace(profile, job),
    scoreExperience(profile, job),
    scoreSalary(profile, job),
    scoreJobType(profile, job),
    scoreCompanySize(profile, job),
    scoreHistory(profile, job),
  ].filter((factor): factor is FactorScore => factor !== null)
  if (factors.length === 0) return { score: 0, reasons: [], isExcluded: false }

  const weight = factors.reduce((sum, factor) => sum + MATCH_WEIGHTS[factor.factor], 0)
  const earned = factors.reduce((sum, factor) => sum + MATCH_WEIGHTS[factor.factor] * factor.value, 0)
  const reasons = [...factors]
    .filter((factor) => factor.reason !== null)
    .sort((a, b) => MATCH_WEIGHTS[b.factor] * b.value - MATCH_WEIGHTS[a.factor] * a.value)
    .map((factor) => factor.reason)
    .filter((reason): reason is MatchReason => reason !== null)
  return { score: Math.round((100 * earned) / weight), reasons, isExcluded: false }
}

function scoreRole(profile: MatchProfile, job: MatchJob): FactorScore | null {
  if (profile.role === null) return null
  const wanted = roleWords(profile.role)
  if (wanted.length === 0) return null
  const title = new Set(roleWords(job.title))
  const shared = wanted.filter((word) => title.has(word)).length
  if (shared === wanted.length) return { factor: 'role', value: 1, reason: { kind: 'role', fit: 'same' } }
  // "Data Analyst" and "Business Analyst" share the work, not the job: some credit, no full marks.
  const value = (0.7 * shared) / wanted.length
  return { factor: 'role', value, reason: shared > 0 ? { kind: 'role', fit: 'close' } : null }
}

function scoreSkills(profile: MatchProfile, job: MatchJob): FactorScore | null {
  if (profile.skills.length === 0 || job.skills.length === 0) return null
  const mine = new Set(profile.skills.map(skillKey))
  const asked = [...new Set(job.skills.map(skillKey))]
  const matched = asked.filter((skill) => mine.has(skill)).length
  // Judged against the smaller list: a person with 30 skills is not penalised for a job asking 5.
  const value = matched / Math.min(asked.length, mine.size)
  return {
    factor: 'skills',
    value,
    reason: matched > 0 ? { kind: 'skills', matched, total: Math.min(asked.length, mine.size) } : null,
  }
}

function scorePlace(profile: MatchProfile, job: MatchJob): FactorScore | null {
  const wantsRemote = profile.jobTypes.includes('remote')
  if (job.isRemote) {
    if (wantsRemote) return { factor: 'place', value: 1, reason: { kind: 'remote' } }
    if (job.country === profile.country) return { factor: 'place', value: 0.7, reason: { kind: 'remote' } }
  }
  if (profile.citySlugs.length === 0 && profile.state === null) return null
  if (job.city !== null && profile.citySlugs.includes(slugify(job.city))) {
    return { factor: 'place', value: 1, reason: { kind: 'city', city: job.city } }
  }
  if (job.country !== profile.country) return { factor: 'place', value: 0, reason: { kind: 'abroad' } }
  if (job.state !== null && profile.state !== null && slugify(job.state) === slugify(profile.state)) {
    return { factor: 'place', value: 0.6, reason: { kind: 'state', state: job.state } }
  }
  return { factor: 'place', value: 0.25, reason: null }
}

function scoreExperience(profile: MatchProfile, job: MatchJob): FactorScore | null {
  if (profile.experienceLevel === null || job.experienceMonths === null) return null
  const mine = experienceMonths[profile.experienceLevel]
  const asked = job.experienceMonths
  // A year either side of the level still fits: "2+ years" suits someone with 1-2.
  if (asked >= mine.min - 12 && asked <= mine.max + 12)
    return { factor: 'experience', value: 1, reason: { kind: 'experience', fit: 'fits' } }
  if (asked > mine.max) {
    const value = Math.max(0, 1 - (asked - mine.max - 12) / 36)
    return { factor: 'experience', value, reason: { kind: 'experience', fit: 'more' } }
  }
  return { factor: 'experience', value: 0.5, reason: { kind: 'experience', fit: 'less' } }
}

function scoreSalary(profile: MatchProfile, job: MatchJob): FactorScore | null {
  if (profile.salaryMin === null && profile.salaryMax === null) return null
  const low = job.salaryMinInrYear ?? job.salaryMaxInrYear
  const high = job.salaryMaxInrYear ?? job.salaryMinInrYear
  if (low === null || high === null) return null
  const wantedLow = profile.salaryMin ?? 0
  const wantedHigh = profile.salaryMax ?? Number.POSITIVE_INFINITY
  const fit = salaryFit(low, high, wantedLow, wantedHigh)
  const value = { inside: 1, overlaps: 0.75, above: 0.9, below: high / Math.max(wantedLow, 1) / 2 }[fit]
  return { factor: 'salary', value, reason: { kind: 'salary', fit, min: job.salaryMinInrYear, max: job.salaryMaxInrYear } }
}

function salaryFit(low: number, high: number, wantedLow: number, wantedHigh: number): SalaryFit {
  if (low >= wantedLow && high <= wantedHigh) return 'inside'
  if (high < wantedLow) return 'below'
  if (low > wantedHigh) return 'above'
  return 'overlaps'
}

function scoreJobType(profile: MatchProfile, job: MatchJob): FactorScore | null {
  const types = profile.jobTypes.filter((type): type is Exclude<JobType, 'remote'> => type !== 'remote')
  if (types.length === 0) return null
  const fits = types.some((type) => employmentTypesOf[type].includes(job.employmentType))
  return { factor: 'jobType', value: fits ? 1 : 0, reason: fits ? null : { kind: 'jobType', fit: 'other' } }
}

function scoreCompanySize(profile: MatchProfile, job: MatchJob): FactorScore | null {
  if (profile.companySizes.length === 0) return null
  const size = profile.companySizes.find((wanted) => wanted === job.companyType)
  return { factor: 'companySize', value: size ? 1 : 0, reason: size ? { kind: 'companySize', size } : null }
}

function scoreHistory(profile: MatchProfile, job: MatchJob): FactorScore | null {
  if (profile.appliedTitles.length === 0) return null
  const title = roleWords(job.title).join(' ')
  const isLikeApplied = profile.appliedTitles.some((applied) => roleWords(applied).join(' ') === title)
  return { factor: 'history', value: isLikeApplied ? 1 : 0, reason: isLikeApplied ? { kind: 'history' } : null }
}
