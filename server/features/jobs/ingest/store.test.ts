import { sql } from 'drizzle-orm'
import { beforeEach, expect, it } from 'vitest'
import { jobSources } from '#server/db/schema/jobs.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { expireJobs } from './expiry.ts'
import { storePostings } from './store.ts'

const now = new Date('2026-11-22T06:00:00.000Z')

function posting(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    job_id: 'gh-1',
    job_title: 'Backend Engineer',
    employer_name: 'Razorpay',
    job_description: 'Build payment APIs in Go.',
    job_apply_link: 'https://boards.greenhouse.io/razorpay/jobs/1?gh_src=feed',
    location: 'Bengaluru, Karnataka, India',
    job_posted_at_datetime_utc: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }
}

describeOnDatabases('storing postings from sources', (getHandle) => {
  beforeEach(async () => {
    const { db } = getHandle()
    await db.execute(sql`delete from job_source_postings`)
    await db.execute(sql`delete from jobs`)
    await db.execute(sql`delete from job_sources`)
    await db.insert(jobSources).values([
      { id: 'greenhouse-razorpay', name: 'Greenhouse', kind: 'greenhouse', origin: 'file' },
      { id: 'jsearch-in-backend', name: 'JSearch', kind: 'jsearch', origin: 'file' },
    ])
  })

  async function storedJobs() {
    return getHandle().query<{ id: string; description: string; salary_min: number | null; apply_options: unknown; is_active: boolean }>(
      sql`select id, description, salary_min, apply_options, is_active from jobs order by id`,
    )
  }

  it('stores new postings, refreshes them when seen again, and rejects what cannot be read, saying why', async () => {
    const first = await storePostings(getHandle().db, {
      sourceId: 'greenhouse-razorpay',
      publisher: 'Greenhouse',
      postings: [posting(), posting({ job_id: 'gh-2', job_title: '' })],
      now,
    })
    expect(first.counts).toEqual({ created: 1, updated: 0, duplicates: 0, rejected: 1 })
    expect(first.rejections).toEqual([{ item: 'gh-2', reason: 'job_title is required' }])
    expect(first.jobIds[1]).toBeNull()

    const again = await storePostings(getHandle().db, {
      sourceId: 'greenhouse-razorpay',
      publisher: 'Greenhouse',
      postings: [posting()],
      now,
    })
    expect(again.counts).toEqual({ created: 0, updated: 1, duplicates: 0, rejected: 0 })
    expect(again.jobIds[0]).toBe(first.jobIds[0])
    expect(await storedJobs()).toHaveLength(1)
  })

  it('merges the same job from two sources into one with both apply links and the richest fields', async () => {
    await storePostings(getHandle().db, { sourceId: 'greenhouse-razorpay', publisher: 'Greenhouse', postings: [posting()], now })
    const fromJsearch = await storePostings(getHandle().db, {
      sourceId: 'jsearch-in-backend',
      publisher: 'JSearch',
      postings: [
        posting({
          job_id: 'js-99',
          job_description: 'Build payment APIs in Go. You will own the ledger service and its on-call rota.',
          job_apply_link: 'https://www.linkedin.com/jobs/view/99',
          salary_range: '₹30-45 LPA',
        }),
      ],
      now,
    })
    expect(fromJsearch.counts).toEqual({ created: 0, updated: 0, duplicates: 1, rejected: 0 })
    const [job] = await storedJobs()
    expect(job?.description).toContain('ledger service')
    expect(job?.apply_options).toEqual([
      { publisher: 'Greenhouse', apply_link: 'https://boards.greenhouse.io/razorpay/jobs/1?gh_src=feed', is_direct: false },
      { publisher: 'JSearch', apply_link: 'https://www.linkedin.com/jobs/view/99', is_direct: false },
    ])
    const sightings = await getHandle().query<{ source_id: string; job_id: string }>(
      sql`select source_id, job_id from job_source_postings order by source_id`,
    )
    expect(sightings.map((row) => row.source_id)).toEqual(['greenhouse-razorpay', 'jsearch-in-backend'])
    expect(new Set(sightings.map((row) => row.job_id)).size).toBe(1)
  })

  it('treats a link that differs only by tracking parameters and host case as the same job', async () => {
    const result = await storePostings(getHandle().db, {
      sourceId: 'greenhouse-razorpay',
      publisher: 'Greenhouse',
      postings: [
        posting(),
        posting({
          job_id: 'gh-1-copy',
          location: 'Karnataka, India',
          job_apply_link: 'https://Boards.Greenhouse.io/razorpay/jobs/1/?utm_source=x',
        }),
      ],
      now,
    })
    expect(result.counts).toEqual({ created: 1, updated: 0, duplicates: 1, rejected: 0 })
    expect(result.jobIds[0]).toBe(result.jobIds[1])
  })

  it('finds a job stored by an earlier run through its apply link when another source names only the state', async () => {
    const first = await storePostings(getHandle().db, {
      sourceId: 'greenhouse-razorpay',
      publisher: 'Greenhouse',
      postings: [posting()],
      now,
    })
    const fromJsearch = await storePostings(getHandle().db, {
      sourceId: 'jsearch-in-backend',
      publisher: 'JSearch',
      postings: [
        posting({
          job_id: 'js-5',
          location: 'Karnataka, India',
          job_apply_link: 'http://boards.greenhouse.io/razorpay/jobs/1/?utm_source=jsearch',
        }),
      ],
      now,
    })
    expect(fromJsearch.counts).toEqual({ created: 0, updated: 0, duplicates: 1, rejected: 0 })
    expect(fromJsearch.jobIds).toEqual(first.jobIds)
    expect(await storedJobs()).toHaveLength(1)
  })

  it('marks a job seen when its own source or another one sends it again, and keeps what the merge does not change', async () => {
    const later = new Date('2026-11-23T06:00:00.000Z')
    const latest = new Date('2026-11-24T06:00:00.000Z')
    const seenJob = async () =>
      getHandle().query<Record<string, unknown>>(
        sql`select description, salary_min, salary_max, salary_currency, first_seen_at, last_seen_at from jobs`,
      )
    await storePostings(getHandle().db, { sourceId: 'greenhouse-razorpay', publisher: 'Greenhouse', postings: [posting()], now })
    const again = await storePostings(getHandle().db, {
      sourceId: 'greenhouse-razorpay',
      publisher: 'Greenhouse',
      postings: [posting()],
      now: later,
    })
    expect(again.counts).toEqual({ created: 0, updated: 1, duplicates: 0, rejected: 0 })
    expect(await seenJob()).toEqual([
      {
        description: 'Build payment APIs in Go.',
        salary_min: null,
        salary_max: null,
        salary_currency: null,
        first_seen_at: now,
        last_seen_at: later,
      },
    ])

    await storePostings(getHandle().db, {
      sourceId: 'jsearch-in-backend',
      publisher: 'JSearch',
      postings: [
        posting({ job_id: 'js-7', job_apply_link: 'https://www.naukri.com/job-listings-backend-engineer-7', salary_range: '₹30-45 LPA' }),
      ],
      now: latest,
    })
    expect(await seenJob()).toEqual([
      {
        description: 'Build payment APIs in Go.',
        salary_min: 3_000_000,
        salary_max: 4_500_000,
        salary_currency: 'INR',
        first_seen_at: now,
        last_seen_at: latest,
      },
    ])
  })

  it('refuses a posting whose closing date has passed, and expires jobs past their date or unseen too long', async () => {
    const closed = await storePostings(getHandle().db, {
      sourceId: 'greenhouse-razorpay',
      publisher: 'Greenhouse',
      postings: [posting({ valid_through: '2026-11-01' }), posting({ job_id: 'gh-3', job_title: 'SRE', valid_through: '2026-11-25' })],
      now,
    })
    expect(closed.rejections).toEqual([{ item: 'gh-1', reason: 'the closing date has passed' }])
    expect(await expireJobs(getHandle().db, now, 30)).toBe(0)
    expect(await expireJobs(getHandle().db, new Date('2026-11-26T00:00:00.000Z'), 30)).toBe(1)
    expect((await storedJobs()).map((job) => job.is_active)).toEqual([false])

    await storePostings(getHandle().db, {
      sourceId: 'greenhouse-razorpay',
      publisher: 'Greenhouse',
      postings: [posting({ job_id: 'gh-4', job_title: 'QA' })],
      now,
    })
    expect(await expireJobs(getHandle().db, new Date('2026-12-21T00:00:00.000Z'), 30)).toBe(0)
    expect(await expireJobs(getHandle().db, new Date('2026-12-23T00:00:00.000Z'), 30)).toBe(1)
  })
})
