import { describe, expect, it } from 'vitest'
import type { Job } from './job.ts'
import {
  LANDING_CACHE_TTL_MS,
  createLandingSearchCache,
  serializeLandingSearchCache,
  shouldRemoveLandingSearchCache,
} from './landing-cache.ts'
import { readLandingSearchCache } from './landing-cache-schema.ts'

const savedAt = new Date('2026-11-22T09:00:00Z')

function buildJob(overrides: Partial<Job> = {}): Job {
  return {
    job_id: 'demo-1',
    employer_name: 'Infosys',
    employer_logo: null,
    employer_website: null,
    job_employment_type: 'Full-time',
    job_employment_type_code: 'FULLTIME',
    job_title: 'Software Engineer',
    job_apply_link: 'https://example.com/apply',
    job_description: 'Build things.',
    job_city: 'Bengaluru',
    job_state: 'Karnataka',
    job_country: 'IN',
    job_is_remote: false,
    job_posted_at_datetime_utc: '2026-11-20T10:00:00.000Z',
    job_posted_at_timestamp: 1_795_168_800,
    job_salary_currency: 'INR',
    job_salary_period: 'YEAR',
    job_min_salary: 600_000,
    job_max_salary: 1_200_000,
    job_required_experience: {
      no_experience_required: false,
      required_experience_in_months: 24,
      experience_mentioned: true,
      experience_preferred: false,
    },
    job_required_skills: ['TypeScript'],
    job_required_education: {
      postgraduate_degree: false,
      professional_certification: false,
      high_school: false,
      associates_degree: false,
      bachelors_degree: true,
      degree_mentioned: true,
      degree_preferred: false,
      professional_certification_mentioned: false,
    },
    job_highlights: { Qualifications: ['B.Tech'] },
    job_is_visa_sponsored: false,
    job_is_government: false,
    job_source: 'demo',
    company_data: null,
    ...overrides,
  }
}

function storedAt(time: Date): string {
  return serializeLandingSearchCache(createLandingSearchCache([buildJob()], 'Software Engineer', 'Bengaluru', time))
}

describe('readLandingSearchCache', () => {
  it('uses a 2-hour lifetime', () => {
    expect(LANDING_CACHE_TTL_MS).toBe(7_200_000)
  })

  it('restores a cache saved under 2 hours ago', () => {
    const now = new Date(savedAt.getTime() + LANDING_CACHE_TTL_MS - 1)
    const read = readLandingSearchCache(storedAt(savedAt), now)
    expect(read).toEqual({
      state: 'valid',
      cache: { jobs: [buildJob()], query: 'Software Engineer', location: 'Bengaluru', savedAt: savedAt.getTime() },
    })
    expect(shouldRemoveLandingSearchCache(read)).toBe(false)
  })

  it('restores a cache saved this instant', () => {
    expect(readLandingSearchCache(storedAt(savedAt), savedAt).state).toBe('valid')
  })

  it('removes a cache exactly 2 hours old', () => {
    const read = readLandingSearchCache(storedAt(savedAt), new Date(savedAt.getTime() + LANDING_CACHE_TTL_MS))
    expect(read).toEqual({ state: 'stale' })
    expect(shouldRemoveLandingSearchCache(read)).toBe(true)
  })

  it('removes a cache over 2 hours old', () => {
    const read = readLandingSearchCache(storedAt(savedAt), new Date(savedAt.getTime() + 3 * 3_600_000))
    expect(read.state).toBe('stale')
  })

  it('treats a cache saved in the future as stale', () => {
    expect(readLandingSearchCache(storedAt(savedAt), new Date(savedAt.getTime() - 60_000)).state).toBe('stale')
  })

  it('removes corrupt JSON', () => {
    const read = readLandingSearchCache('{"jobs": [', savedAt)
    expect(read).toEqual({ state: 'corrupt' })
    expect(shouldRemoveLandingSearchCache(read)).toBe(true)
    expect(readLandingSearchCache('', savedAt).state).toBe('corrupt')
  })

  it('removes a record of the wrong shape', () => {
    const wrongShapes = [
      'null',
      '[]',
      JSON.stringify({ jobs: [], query: 'x', location: 'y' }),
      JSON.stringify({ jobs: 'none', query: 'x', location: 'y', savedAt: savedAt.getTime() }),
      JSON.stringify({ jobs: [{ job_id: 'only-an-id' }], query: 'x', location: 'y', savedAt: savedAt.getTime() }),
      JSON.stringify({ jobs: [], query: 'x', location: 'y', savedAt: '2026-11-22' }),
    ]
    for (const raw of wrongShapes) {
      expect(readLandingSearchCache(raw, savedAt)).toEqual({ state: 'corrupt' })
    }
  })

  it('reports an absent record as empty, which needs no removal', () => {
    const read = readLandingSearchCache(null, savedAt)
    expect(read).toEqual({ state: 'empty' })
    expect(shouldRemoveLandingSearchCache(read)).toBe(false)
  })
})
