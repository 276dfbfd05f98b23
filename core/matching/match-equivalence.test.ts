import { describe, expect, test } from 'vitest'
import { companySizes, experienceLevels, jobTypes, type JobType } from '#core/account/onboarding.ts'
import { employmentTypes } from '#core/jobs/job-constants.ts'
import { scoreMatchAsBefore } from '#tests/support/matching-reference.ts'
import { prepareMatcher, scoreMatch, type MatchJob, type MatchProfile } from './match.ts'

/** A small deterministic generator (mulberry32), so the fixture is the same on every run. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const titles = [
  'Data Analyst',
  'Senior Data Analyst',
  'Business Analyst',
  'Software Engineer',
  'Sr. Software Developer',
  'Full Stack Developer',
  '.NET Developer',
  'HR Executive',
  'Staff Nurse',
  'Accounts Executive',
  'Product Manager',
  'Digital Marketing Manager',
  'UI/UX Designer',
  'Lead Data Engineer',
]
const places = [
  { city: 'Pune', state: 'Maharashtra', country: 'IN' },
  { city: 'Mumbai', state: 'Maharashtra', country: 'IN' },
  { city: 'Bengaluru', state: 'Karnataka', country: 'IN' },
  { city: 'Navi Mumbai', state: 'Maharashtra', country: 'IN' },
  { city: null, state: 'Kerala', country: 'IN' },
  { city: null, state: null, country: 'IN' },
  { city: 'Dubai', state: null, country: 'AE' },
  { city: 'London', state: 'England', country: 'GB' },
]
const skillPool = [
  'SQL',
  'sql',
  'Python',
  'Power BI',
  'power-bi',
  'Excel',
  'Tableau',
  'Java',
  'C#',
  'React',
  'Node.js',
  'Recruiting',
  'Payroll',
  'ICU care',
]
const employers = ['Infosys Limited', 'Infosys', 'Neo Infosys Partners', 'Tata Consultancy Services', 'Sahyadri Analytics', 'Konkan Retail']
const companyTypes = [...companySizes, 'direct_hire', 'agency']

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T
}
function some<T>(next: () => number, items: readonly T[], most: number): T[] {
  return items.filter(() => next() < most / items.length)
}
function maybe<T>(next: () => number, value: T): T | null {
  return next() < 0.25 ? null : value
}

function buildJobs(count: number): MatchJob[] {
  const next = random(75)
  return Array.from({ length: count }, (_, index) => {
    const place = pick(next, places)
    const low = Math.round(next() * 40) * 100_000
    return {
      id: `job-${index.toString().padStart(4, '0')}`,
      title: pick(next, titles),
      employerName: pick(next, employers),
      ...place,
      isRemote: next() < 0.2,
      employmentType: pick(next, employmentTypes),
      companyType: pick(next, companyTypes),
      experienceMonths: maybe(next, Math.round(next() * 180)),
      salaryMinInrYear: maybe(next, low),
      salaryMaxInrYear: maybe(next, low + Math.round(next() * 20) * 100_000),
      skills: some(next, skillPool, 4),
    }
  })
}

function buildProfiles(count: number): MatchProfile[] {
  const next = random(56)
  return Array.from({ length: count }, () => {
    const place = pick(next, places)
    const salaryMin = maybe(next, Math.round(next() * 20) * 100_000)
    return {
      role: next() < 0.1 ? null : next() < 0.05 ? 'Senior' : pick(next, titles),
      citySlugs: place.city === null || next() < 0.2 ? [] : [place.city.toLowerCase().replace(/ /g, '-')],
      state: next() < 0.3 ? null : place.state,
      country: place.country,
      experienceLevel: next() < 0.2 ? null : pick(next, experienceLevels),
      jobTypes: some<JobType>(next, jobTypes, 2),
      salaryMin,
      salaryMax: maybe(next, (salaryMin ?? 0) + Math.round(next() * 20) * 100_000),
      companySizes: some(next, companySizes, 1.5),
      excludeCompanies: next() < 0.3 ? some(next, ['infosys', 'Tata Consultancy Services', ''], 1.5) : [],
      skills: some(next, skillPool, 5),
      appliedTitles: some(next, titles, 1.5),
    }
  })
}

describe('the prepared scorer (decision 075) against the scorer of decision 056', () => {
  const jobs = buildJobs(500)
  const profiles = buildProfiles(24)

  test('the same score and reasons for every profile and job of the fixture, and the same ranking', () => {
    for (const profile of profiles) {
      const score = prepareMatcher(profile)
      const now = jobs.map((job) => ({ id: job.id, match: score(job) }))
      const before = jobs.map((job) => ({ id: job.id, match: scoreMatchAsBefore(profile, job) }))
      // As text: one comparison of the whole list, where a deep compare per job would be slow.
      expect(JSON.stringify(now)).toBe(JSON.stringify(before))
      const rank = (list: typeof now) =>
        list
          .filter((scored) => !scored.match.isExcluded)
          .sort((a, b) => b.match.score - a.match.score || a.id.localeCompare(b.id))
          .map((scored) => `${scored.id}:${scored.match.score}`)
      expect(rank(now).join()).toBe(rank(before).join())
      // scoreMatch is the same scorer, one job at a time.
      expect(JSON.stringify(jobs.slice(0, 20).map((job) => scoreMatch(profile, job)))).toBe(
        JSON.stringify(now.slice(0, 20).map((scored) => scored.match)),
      )
    }
  })

  test('the fixture reaches every factor and reason', () => {
    const kinds = new Set<string>()
    for (const profile of profiles) {
      const score = prepareMatcher(profile)
      for (const job of jobs) for (const reason of score(job).reasons) kinds.add(reason.kind)
    }
    expect([...kinds].sort()).toEqual(
      [
        'abroad',
        'city',
        'companySize',
        'excluded',
        'experience',
        'history',
        'jobType',
        'remote',
        'role',
        'salary',
        'skills',
        'state',
      ].sort(),
    )
  })
})
