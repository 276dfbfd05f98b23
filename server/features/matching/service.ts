import type { OnboardingState } from '#core/account/onboarding.schema.ts'
import type { Job } from '#core/jobs/job.schema.ts'
import { slugify } from '#core/jobs/slug.ts'
import { INDIA } from '#core/jobs/visitor-country.ts'
import { prepareMatcher, roleWords, skillKey, type MatchProfile, type MatchResult } from '#core/matching/match.ts'
import { MATCH_CANDIDATES, MISSING_SKILLS_POOL } from '#core/matching/matching-constants.ts'
import type { CareerInsights, JobMatch, RecommendedJob, SkillCount } from '#core/matching/matching.schema.ts'
import { canUseFeature, type Plan } from '#core/plans/plans.ts'
import type { Resume, ResumeSummary } from '#core/resume/resumes.schema.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { findCity } from '#server/lib/place-names.ts'
import { createMatchingRepo, type MatchingRepo } from './repo.ts'

/** What matching reads of other features, through their services. */
export interface MatchingNeeds {
  readOnboarding(userId: string): Promise<OnboardingState>
  listResumes(userId: string): Promise<ResumeSummary[]>
  readResume(userId: string, id: string): Promise<Resume>
  listAppliedTitles(userId: string): Promise<string[]>
  readPlan(userId: string): Promise<Plan>
  findJobs(ids: readonly string[]): Promise<Job[]>
}

const CHART_ROWS = 8
const TOP_SKILLS = 12
const MISSING_SKILLS = 8
/** Applied titles the history factor compares with. */
const HISTORY_TITLES = 20

/**
 * Job matching (issue 19; decision 056): the score of core/matching/match.ts for the signed-in person,
 * on the jobs of a list (free and premium: spec 000 §6 "job matching allowed"), their best matches
 * (premium: FEATURE_ACCESS.job_recommendations) and the figures of /career-intelligence. A person who
 * has not finished onboarding has no profile to match against: nothing is scored.
 */
export function createMatchingService(deps: { database: DatabaseHandle; needs: MatchingNeeds }) {
  const repo = createMatchingRepo(deps.database)
  const { needs } = deps

  async function readProfile(userId: string): Promise<PersonProfile | null> {
    const onboarding = await needs.readOnboarding(userId)
    if (onboarding.completedAt === null) return null
    const [resume, appliedTitles] = await Promise.all([readBaseResume(userId), needs.listAppliedTitles(userId)])
    return toMatchProfile(onboarding, resume, appliedTitles.slice(0, HISTORY_TITLES))
  }

  async function readBaseResume(userId: string): Promise<Resume | null> {
    const base = (await needs.listResumes(userId)).find((resume) => resume.isBaseResume)
    return base ? needs.readResume(userId, base.id) : null
  }

  const rankMatches = (profile: MatchProfile, limit: number) => rankMatchesIn(repo, profile, limit)

  return {
    readProfile,
    rankMatches,

    /** Scores of the given jobs (those still active); null when onboarding is not finished. */
    async scoreJobs(userId: string, jobIds: readonly string[]): Promise<Record<string, JobMatch> | null> {
      const profile = await readProfile(userId)
      if (profile === null) return null
      const jobs = await repo.findMatchJobs(jobIds)
      const score = prepareMatcher(profile)
      return Object.fromEntries(jobs.map((job) => [job.id, toJobMatch(score(job))]))
    },

    /** The best matches as jobs to show; premium only (spec 000 §4, 001 §6 job_recommendations). */
    async recommend(userId: string, limit: number): Promise<RecommendedJob[] | null> {
      await requireRecommendations(needs, userId)
      const profile = await readProfile(userId)
      if (profile === null) return null
      const ranked = await rankMatches(profile, limit)
      const jobs = new Map((await needs.findJobs(ranked.map((scored) => scored.id))).map((job) => [job.job_id, job]))
      return ranked.flatMap((scored) => {
        const job = jobs.get(scored.id)
        return job ? [{ job, match: toJobMatch(scored.match) }] : []
      })
    },

    /** Pay and demanded skills for the person's role from the jobs table, and (premium) what would raise their matches. */
    async readInsights(userId: string): Promise<CareerInsights> {
      const profile = await readProfile(userId)
      const empty: CareerInsights = {
        profile_complete: profile !== null,
        role: profile?.role ?? null,
        city: null,
        role_jobs: 0,
        salary_by_city: [],
        salary_by_role: [],
        top_skills: [],
        missing_skills: null,
      }
      if (profile === null || profile.role === null || roleWords(profile.role).length === 0) return empty
      const { role, country } = profile
      const canRecommend = canUseFeature(await needs.readPlan(userId), 'job_recommendations')
      const words = roleWords(role)
      const [roleJobs, salaryByCity, cityRoles, topSkills, missing] = await Promise.all([
        repo.countRoleJobs(role, country),
        repo.salaryByCity(role, country, CHART_ROWS),
        repo.salaryByRole({ words, country, citySlugs: profile.citySlugs, limit: CHART_ROWS }),
        repo.topSkills(role, country, TOP_SKILLS),
        canRecommend ? rankMatches(profile, MISSING_SKILLS_POOL).then((ranked) => missingSkills(profile, ranked)) : Promise.resolve(null),
      ])
      // A city with too few paid jobs of nearby roles says little: the country's figures instead.
      const isCityEnough = cityRoles.reduce((sum, band) => sum + band.jobs, 0) >= CHART_ROWS
      const salaryByRole = isCityEnough ? cityRoles : await repo.salaryByRole({ words, country, citySlugs: [], limit: CHART_ROWS })
      return {
        ...empty,
        city: isCityEnough ? (profile.cityName ?? null) : null,
        role_jobs: roleJobs,
        salary_by_city: salaryByCity,
        salary_by_role: salaryByRole,
        top_skills: topSkills,
        missing_skills: missing,
      }
    },
  }
}

/** The scorer's profile, and the person's city as the pages name it. */
export type PersonProfile = MatchProfile & { cityName: string | null }

export type MatchingService = ReturnType<typeof createMatchingService>

/** A job as ranked for a person: its id, its match and the skills it asks for. */
export interface RankedMatch {
  id: string
  match: MatchResult
  skills: readonly string[]
}

/** The person's best matches among the candidates, best first; excluded companies never among them (bench/matching measures this). */
export async function rankMatchesIn(repo: MatchingRepo, profile: MatchProfile, limit: number): Promise<RankedMatch[]> {
  const candidates = await repo.listCandidates({
    role: profile.role,
    words: candidateWords(profile),
    citySlugs: profile.citySlugs,
    limit: MATCH_CANDIDATES,
  })
  const score = prepareMatcher(profile)
  return candidates
    .map((job) => ({ id: job.id, match: score(job), skills: job.skills }))
    .filter((scored) => !scored.match.isExcluded)
    .sort((a, b) => b.match.score - a.match.score || a.id.localeCompare(b.id))
    .slice(0, limit)
}

async function requireRecommendations(needs: MatchingNeeds, userId: string): Promise<void> {
  if (!canUseFeature(await needs.readPlan(userId), 'job_recommendations')) throw new AppError('PREMIUM_REQUIRED')
}

/** The person as the scorer reads them: onboarding first, the base resume for skills (and a role when onboarding has none). */
export function toMatchProfile(onboarding: OnboardingState, resume: Resume | null, appliedTitles: readonly string[]): PersonProfile {
  const city = onboarding.city === null ? undefined : findCity(onboarding.city, INDIA)
  const citySlugs = [
    ...new Set(
      [city ? slugify(city.name) : null, onboarding.city ? slugify(onboarding.city) : null].filter((slug): slug is string => !!slug),
    ),
  ]
  const resumeTitle = resume?.document.personalInfo.title.trim() || null
  const skills = resume ? resume.document.skills.flatMap((group) => group.items.map((item) => item.name)) : []
  return {
    role: onboarding.designation ?? resumeTitle,
    citySlugs,
    cityName: city?.name ?? onboarding.city,
    state: city?.state ?? onboarding.state,
    country: city?.country ?? INDIA,
    experienceLevel: onboarding.experienceLevel,
    jobTypes: onboarding.jobTypes,
    salaryMin: onboarding.salaryMin,
    salaryMax: onboarding.salaryMax,
    companySizes: onboarding.companySizes,
    excludeCompanies: onboarding.excludeCompanies,
    skills: [...new Set(skills)],
    appliedTitles,
  }
}

/** The words candidates are found by: the role's, and up to ten of the person's skills. */
function candidateWords(profile: MatchProfile): string[] {
  const role = profile.role ? roleWords(profile.role) : []
  return [...new Set([...role, ...profile.skills.slice(0, 10)])]
}

/** Skills that many of the best matches ask for and the person's resume lacks, most asked first. */
function missingSkills(profile: MatchProfile, ranked: ReadonlyArray<{ skills: readonly string[] }>): SkillCount[] {
  const mine = new Set(profile.skills.map(skillKey))
  const counts = new Map<string, { skill: string; jobs: number }>()
  for (const job of ranked) {
    for (const skill of new Set(job.skills)) {
      if (mine.has(skillKey(skill))) continue
      const entry = counts.get(skillKey(skill)) ?? { skill, jobs: 0 }
      entry.jobs += 1
      counts.set(skillKey(skill), entry)
    }
  }
  return [...counts.values()]
    .filter((entry) => entry.jobs >= 2)
    .sort((a, b) => b.jobs - a.jobs || a.skill.localeCompare(b.skill))
    .slice(0, MISSING_SKILLS)
}

function toJobMatch(match: MatchResult): JobMatch {
  return { score: match.score, reasons: match.reasons, is_excluded: match.isExcluded }
}
