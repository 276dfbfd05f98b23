import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { jobSearchSchema } from '#core/jobs/search.schema.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { seedDemoData } from '#server/seed-demo.ts'
import { refreshRecencyWindow } from './maintenance.ts'
import type { RankRequest } from './ranking.ts'
import { buildRelevanceSignals } from './relevance-signals.ts'
import { createJobsRepo } from './repo.ts'
import { buildFilters } from './service.ts'

/**
 * The recency window is a speed-up only: a job is in it exactly when it was posted at or after the
 * window's start, and a ranked search gives the same jobs in the same order whatever the window holds.
 */
describeOnDatabases('the recency window of job search', (getHandle) => {
  const now = new Date()

  beforeAll(async () => {
    await seedDemoData(getHandle(), { jobCount: 600, now })
  })

  async function windowState(): Promise<{ cutoff: Date | null; recent: number; misflagged: number; activeSince: number }> {
    const [row] = await getHandle().query<{ cutoff: string | null; recent: number; misflagged: number; active_since: number }>(sql`
      select w.recent_cutoff::text as cutoff,
        (select count(*)::int from jobs where is_recent and is_active) as recent,
        (select count(*)::int from jobs
          where is_recent is distinct from (w.recent_cutoff is null or posted_at >= w.recent_cutoff)) as misflagged,
        (select count(*)::int from jobs where is_active and (w.recent_cutoff is null or posted_at >= w.recent_cutoff)) as active_since
      from job_search_window w where w.id = 1`)
    if (!row) throw new Error('job_search_window has no row')
    return {
      cutoff: row.cutoff === null ? null : new Date(row.cutoff),
      recent: row.recent,
      misflagged: row.misflagged,
      activeSince: row.active_since,
    }
  }

  it('holds the newest jobs, exactly, as the window moves', async () => {
    await refreshRecencyWindow(getHandle().db, 100)
    const hundred = await windowState()
    expect(hundred.cutoff).not.toBeNull()
    expect(hundred.misflagged).toBe(0)
    // Jobs posted at the same instant as the 100th newest are in it too.
    expect(hundred.recent).toBeGreaterThanOrEqual(100)
    expect(hundred.recent).toBe(hundred.activeSince)

    await refreshRecencyWindow(getHandle().db, 250)
    const wider = await windowState()
    expect(wider.misflagged).toBe(0)
    expect(wider.recent).toBeGreaterThanOrEqual(250)
    expect(wider.cutoff?.getTime()).toBeLessThan(hundred.cutoff?.getTime() ?? 0)

    await refreshRecencyWindow(getHandle().db, 10_000)
    const everything = await windowState()
    expect(everything.cutoff).toBeNull()
    expect(everything.misflagged).toBe(0)
  })

  it('flags jobs as they are written: a repost joins the window, an old date leaves it', async () => {
    await refreshRecencyWindow(getHandle().db, 100)
    const [oldest] = await getHandle().query<{ id: string }>(sql`select id from jobs where not is_recent order by posted_at limit 1`)
    const [newest] = await getHandle().query<{ id: string }>(sql`select id from jobs where is_recent order by posted_at desc limit 1`)
    if (!oldest || !newest) throw new Error('the window should split the demo jobs')

    await getHandle().query(sql`update jobs set posted_at = ${now.toISOString()}::timestamptz where id = ${oldest.id}`)
    await getHandle().query(sql`update jobs set posted_at = posted_at - interval '400 days' where id = ${newest.id}`)
    const rows = await getHandle().query<{ id: string; is_recent: boolean }>(
      sql`select id, is_recent from jobs where id in (${oldest.id}, ${newest.id})`,
    )
    expect(Object.fromEntries(rows.map((row) => [row.id, row.is_recent]))).toEqual({ [oldest.id]: true, [newest.id]: false })
    expect((await windowState()).misflagged).toBe(0)
  })

  it('ranks the same jobs in the same order with any window', async () => {
    const repo = createJobsRepo(getHandle())
    const searches = [
      'query=engineer',
      'query=manager',
      'query=software engineer',
      'query=nurse',
      'query=engineer&visa_sponsorship=true',
      'query=developer&remote_jobs_only=true',
      'query=teacher&government_only=true',
      'query=accountant&city_slug=mumbai',
      'query=analyst&salary_min=600000',
    ]
    async function rankAll(): Promise<string[][]> {
      const results: string[][] = []
      for (const search of searches) {
        const params = jobSearchSchema.parse(Object.fromEntries(new URLSearchParams(search)))
        const request: RankRequest = {
          text: { mode: 'all', text: params.query ?? '' },
          relevance: buildRelevanceSignals({
            searchText: params.query ?? '',
            titleText: params.query ?? '',
            level: null,
            preferredCountry: 'IN',
          }),
          filters: buildFilters(params, null, false, now),
          // Small, so that the window holds enough matches for some searches and too few for others.
          candidateLimit: 15,
          minHeadMatches: 15,
          bodyCutoff: null,
          page: { offset: 0, limit: 10 },
        }
        results.push((await repo.rankJobs(request)).ids)
      }
      return results
    }

    await refreshRecencyWindow(getHandle().db, 10_000)
    const withoutWindow = await rankAll()
    expect(withoutWindow.filter((ids) => ids.length > 0).length).toBeGreaterThanOrEqual(searches.length - 1)
    await refreshRecencyWindow(getHandle().db, 150)
    // The window alone then has enough candidates for a broad word (so only the window is searched).
    const [broad] = await getHandle().query<{ matches: number }>(sql`
      select count(*)::int as matches from jobs where is_active and is_recent and search_head @@ plainto_tsquery('english', 'engineer')`)
    expect(broad?.matches).toBeGreaterThanOrEqual(15)
    expect(await rankAll()).toEqual(withoutWindow)
    await refreshRecencyWindow(getHandle().db, 1)
    expect(await rankAll()).toEqual(withoutWindow)
  })
})

describeOnDatabases('the recency window after a seed larger than the window', (getHandle) => {
  it('is exact when the seed flags jobs as they go in and the refresh corrects its estimate', async () => {
    await seedDemoData(getHandle(), { jobCount: 600, now: new Date(), recentWindow: 100 })
    const [state] = await getHandle().query<{ has_cutoff: boolean; recent: number; misflagged: number; newest_before_cutoff: number }>(sql`
      select w.recent_cutoff is not null as has_cutoff,
        (select count(*)::int from jobs where is_active and is_recent) as recent,
        (select count(*)::int from jobs where is_recent is distinct from (posted_at >= w.recent_cutoff)) as misflagged,
        (select count(*)::int from jobs where is_active and posted_at > w.recent_cutoff) as newest_before_cutoff
      from job_search_window w where w.id = 1`)
    expect(state?.has_cutoff).toBe(true)
    expect(state?.misflagged).toBe(0)
    // The start is the 100th newest job's posting time: 99 newer jobs at most (more only on ties).
    expect(state?.recent).toBeGreaterThanOrEqual(100)
    expect(state?.newest_before_cutoff).toBeLessThanOrEqual(99)
  })
})
