import { describe, expect, test } from 'vitest'
import { isExcludedEmployer, roleWords, scoreMatch, type MatchJob, type MatchProfile } from './match.ts'

const profile: MatchProfile = {
  role: 'Data Analyst',
  citySlugs: ['pune'],
  state: 'Maharashtra',
  country: 'IN',
  experienceLevel: '3-5',
  jobTypes: ['full-time'],
  salaryMin: 1_000_000,
  salaryMax: 2_000_000,
  companySizes: ['startup'],
  excludeCompanies: [],
  skills: ['SQL', 'Python', 'Power BI', 'Excel', 'Tableau', 'Statistics'],
  appliedTitles: [],
}

const job: MatchJob = {
  id: 'job-1',
  title: 'Senior Data Analyst',
  employerName: 'Sahyadri Analytics',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'IN',
  isRemote: false,
  employmentType: 'FULLTIME',
  companyType: 'startup',
  experienceMonths: 48,
  salaryMinInrYear: 1_200_000,
  salaryMaxInrYear: 1_800_000,
  skills: ['SQL', 'Python', 'Power BI', 'Excel', 'dbt', 'Looker'],
}

/** A profile that answered only what a test names: one factor at a time. */
const blank: MatchProfile = {
  role: null,
  citySlugs: [],
  state: null,
  country: 'IN',
  experienceLevel: null,
  jobTypes: [],
  salaryMin: null,
  salaryMax: null,
  companySizes: [],
  excludeCompanies: [],
  skills: [],
  appliedTitles: [],
}

describe('scoreMatch', () => {
  test('a job that fits on all but two of six skills scores 91, with the reasons in order of weight', () => {
    const result = scoreMatch(profile, job)
    expect(result.score).toBe(91)
    expect(result.reasons.map((reason) => reason.kind)).toEqual(['role', 'skills', 'city', 'experience', 'salary', 'companySize'])
    expect(result.reasons).toContainEqual({ kind: 'skills', matched: 4, total: 6 })
    expect(result.reasons).toContainEqual({ kind: 'city', city: 'Pune' })
    expect(result.reasons).toContainEqual({ kind: 'salary', fit: 'inside', min: 1_200_000, max: 1_800_000 })
  })

  test('role: the same role in other words scores full, a neighbouring role part, another role nothing', () => {
    const role = { ...blank, role: 'Data Analyst' }
    expect(scoreMatch(role, { ...job, title: 'Data Analyst II' })).toMatchObject({ score: 100, reasons: [{ kind: 'role', fit: 'same' }] })
    expect(scoreMatch(role, { ...job, title: 'Business Analyst' })).toMatchObject({ score: 35, reasons: [{ kind: 'role', fit: 'close' }] })
    expect(scoreMatch(role, { ...job, title: 'Staff Nurse' })).toMatchObject({ score: 0, reasons: [] })
    expect(scoreMatch({ ...blank, role: 'Software Developer' }, { ...job, title: 'Software Engineer' }).score).toBe(100)
  })

  test('skills: the share of the shorter list matched, case and punctuation aside', () => {
    const skills = { ...blank, skills: ['sql', 'power-bi'] }
    expect(scoreMatch(skills, job)).toMatchObject({ score: 100, reasons: [{ kind: 'skills', matched: 2, total: 2 }] })
    expect(scoreMatch({ ...blank, skills: ['Java', 'SQL', 'Go'] }, job).score).toBe(33)
    // A job that names no skills is not judged on them.
    expect(scoreMatch(skills, { ...job, skills: [] })).toEqual({ score: 0, reasons: [], isExcluded: false })
  })

  test('place: the city, then a remote job, then the state, then elsewhere in the country, and abroad last', () => {
    const place = { ...blank, citySlugs: ['pune'], state: 'Maharashtra' }
    expect(scoreMatch(place, job).score).toBe(100)
    expect(scoreMatch(place, { ...job, city: 'Mumbai' })).toMatchObject({ score: 60, reasons: [{ kind: 'state', state: 'Maharashtra' }] })
    expect(scoreMatch(place, { ...job, city: 'Chennai', state: 'Tamil Nadu' })).toMatchObject({ score: 25, reasons: [] })
    expect(scoreMatch(place, { ...job, city: 'Dubai', state: null, country: 'AE' })).toMatchObject({
      score: 0,
      reasons: [{ kind: 'abroad' }],
    })
    expect(scoreMatch(place, { ...job, city: null, isRemote: true }).reasons).toEqual([{ kind: 'remote' }])
    expect(scoreMatch({ ...place, jobTypes: ['remote'] }, { ...job, city: null, isRemote: true }).score).toBe(100)
  })

  test('experience: a year either side of the level fits; far more asked falls away, less asked half counts', () => {
    const level = { ...blank, experienceLevel: '1-2' as const }
    expect(scoreMatch(level, { ...job, experienceMonths: 36 })).toMatchObject({
      score: 100,
      reasons: [{ kind: 'experience', fit: 'fits' }],
    })
    expect(scoreMatch(level, { ...job, experienceMonths: 60 })).toMatchObject({ score: 33, reasons: [{ kind: 'experience', fit: 'more' }] })
    expect(scoreMatch(level, { ...job, experienceMonths: 120 }).score).toBe(0)
    expect(scoreMatch({ ...blank, experienceLevel: '10+' }, { ...job, experienceMonths: 12 })).toMatchObject({
      score: 50,
      reasons: [{ kind: 'experience', fit: 'less' }],
    })
    expect(scoreMatch(level, { ...job, experienceMonths: null }).reasons).toEqual([])
  })

  test('salary: inside the range, overlapping it, above it and below it', () => {
    const pay = { ...blank, salaryMin: 1_000_000, salaryMax: 2_000_000 }
    const fitOf = (min: number | null, max: number | null) => scoreMatch(pay, { ...job, salaryMinInrYear: min, salaryMaxInrYear: max })
    expect(fitOf(1_200_000, 1_800_000)).toMatchObject({ score: 100, reasons: [{ fit: 'inside' }] })
    expect(fitOf(800_000, 1_400_000)).toMatchObject({ score: 75, reasons: [{ fit: 'overlaps' }] })
    expect(fitOf(2_500_000, 3_000_000)).toMatchObject({ score: 90, reasons: [{ fit: 'above' }] })
    expect(fitOf(300_000, 500_000)).toMatchObject({ score: 25, reasons: [{ fit: 'below' }] })
    expect(fitOf(null, null).reasons).toEqual([])
    // Only a minimum said: anything from it up is inside.
    expect(scoreMatch({ ...blank, salaryMin: 1_000_000 }, job).reasons).toEqual([
      { kind: 'salary', fit: 'inside', min: 1_200_000, max: 1_800_000 },
    ])
  })

  test('job types: a wanted employment type fits; another type says so', () => {
    const types = { ...blank, jobTypes: ['internship', 'contract'] as const }
    expect(scoreMatch({ ...types, jobTypes: [...types.jobTypes] }, { ...job, employmentType: 'INTERN' }).score).toBe(100)
    expect(scoreMatch({ ...types, jobTypes: [...types.jobTypes] }, job)).toMatchObject({
      score: 0,
      reasons: [{ kind: 'jobType', fit: 'other' }],
    })
    // Remote alone is a place, not a type: not judged here.
    expect(scoreMatch({ ...blank, jobTypes: ['remote'] }, job).reasons).toEqual([])
  })

  test('company size: one of the sizes asked for', () => {
    expect(scoreMatch({ ...blank, companySizes: ['startup', 'midsize'] }, job)).toMatchObject({
      score: 100,
      reasons: [{ kind: 'companySize', size: 'startup' }],
    })
    expect(scoreMatch({ ...blank, companySizes: ['government'] }, job)).toMatchObject({ score: 0, reasons: [] })
  })

  test('history: a job like one applied to counts a little', () => {
    const history = { ...profile, appliedTitles: ['Data Analyst'] }
    expect(scoreMatch(history, job).reasons.at(-1)).toEqual({ kind: 'history' })
    expect(scoreMatch(history, job).score).toBeGreaterThan(scoreMatch({ ...profile, appliedTitles: ['Nurse'] }, job).score)
  })

  test('an excluded company scores 0 whatever else fits, and says why', () => {
    const result = scoreMatch({ ...profile, excludeCompanies: ['sahyadri analytics'] }, job)
    expect(result).toEqual({ score: 0, reasons: [{ kind: 'excluded', employer: 'Sahyadri Analytics' }], isExcluded: true })
  })

  test('a profile that says nothing scores nothing', () => {
    expect(scoreMatch(blank, job)).toEqual({ score: 0, reasons: [], isExcluded: false })
  })
})

describe('isExcludedEmployer', () => {
  test('matches the name in any case and spacing, and the company with a suffix, not a word inside another name', () => {
    expect(isExcludedEmployer('Infosys Limited', ['infosys'])).toBe(true)
    expect(isExcludedEmployer('TATA  Consultancy Services', ['Tata Consultancy Services'])).toBe(true)
    expect(isExcludedEmployer('Wipro', ['Infosys', ''])).toBe(false)
    expect(isExcludedEmployer('Neo Infosys Partners', ['infosys'])).toBe(false)
  })
})

describe('roleWords', () => {
  test('drops seniority and joins spellings of the same work', () => {
    expect(roleWords('Senior Software Developer')).toEqual(['software', 'engineer'])
    expect(roleWords('Jr. Accounts Executive')).toEqual(['accountant', 'executive'])
  })
})
