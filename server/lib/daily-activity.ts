import { and, between, eq, sql } from 'drizzle-orm'
import { indiaCalendarDay } from '#core/format/india-day.ts'
import type { Database, DatabaseHandle } from '#server/db/client.ts'
import { dailyActiveUsers, dailyCounts } from '#server/db/schema/index.ts'
import type { Logger } from './logger.ts'
import { ownedRows } from './personal-data.ts'
import { defineServerFeature, type AdminMetric } from './server-feature.ts'

/**
 * What the staff dashboard counts that no other table records (issue 24's /admin/dashboard): how many
 * job searches ran on each India day, and which signed-in people were active on it. Requests only
 * note them in memory — a search writes nothing of its own — and one flush a minute writes the
 * totals with additive upserts, so every app server sharing the database adds to the same rows. What
 * a process had not flushed when it was killed is lost (at most a minute of counts); a stop flushes.
 */
export interface DailyActivity {
  /** Counts one `metric` (a name such as 'job_search') on today's India day. */
  count(metric: string): void
  /** Notes the signed-in person as active today. */
  markActive(userId: string): void
  /** Writes what was noted since the last flush. */
  flush(): Promise<void>
  /** Flushes every minute from now on (the server's start). */
  start(): void
  /** Stops the minute's flush and writes what is left (the server's stop). */
  stop(): Promise<void>
}

/** How long noted activity waits in memory before it is written. */
export const ACTIVITY_FLUSH_MS = 60_000
/** Past this many noted people a flush starts at once, so memory stays bounded under any load. */
const MAX_PENDING_PEOPLE = 5_000

export function createDailyActivity(deps: { db: Database; logger: Logger; now?: () => Date }): DailyActivity {
  const now = deps.now ?? (() => new Date())
  let counts = new Map<string, number>()
  let active = new Set<string>()
  let flushing: Promise<void> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined

  async function write(pendingCounts: Map<string, number>, pendingActive: Set<string>) {
    const countRows = [...pendingCounts].map(([key, count]) => {
      const [day = '', metric = ''] = key.split('|')
      return { day, metric, count }
    })
    if (countRows.length > 0) {
      await deps.db
        .insert(dailyCounts)
        .values(countRows)
        .onConflictDoUpdate({ target: [dailyCounts.day, dailyCounts.metric], set: { count: sql`${dailyCounts.count} + excluded.count` } })
    }
    const activeRows = [...pendingActive].map((key) => {
      const [day = '', userId = ''] = key.split('|')
      return { day, userId }
    })
    if (activeRows.length > 0) {
      // A person erased since they were noted has no row to point at: keep only those who still exist.
      await deps.db.execute(sql`
        insert into daily_active_users (day, user_id)
        select v.day::date, v."userId" from jsonb_to_recordset(${JSON.stringify(activeRows)}::jsonb) as v(day text, "userId" text)
        where exists (select 1 from "user" u where u.id = v."userId")
        on conflict do nothing`)
    }
  }

  function flush(): Promise<void> {
    const pendingCounts = counts
    const pendingActive = active
    counts = new Map()
    active = new Set()
    flushing = flushing
      .then(() => write(pendingCounts, pendingActive))
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'daily activity not written; these counts are lost'))
    return flushing
  }

  return {
    count(metric) {
      const key = `${indiaCalendarDay(now())}|${metric}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
    },
    markActive(userId) {
      active.add(`${indiaCalendarDay(now())}|${userId}`)
      if (active.size >= MAX_PENDING_PEOPLE) void flush()
    },
    flush,
    start() {
      timer ??= setInterval(() => void flush(), ACTIVITY_FLUSH_MS)
      timer.unref()
    },
    async stop() {
      clearInterval(timer)
      timer = undefined
      await flush()
    },
  }
}

/** The days a person was active, for "Download my data"; erased with the account. */
export const activeDaysData = ownedRows({
  key: 'activeDays',
  table: dailyActiveUsers,
  owner: dailyActiveUsers.userId,
  fields: { day: dailyActiveUsers.day },
  orderBy: [dailyActiveUsers.day],
})

/** The metric the job search counts (JobsService.search). */
export const JOB_SEARCH_METRIC = 'job_search'

const dayText = sql<string>`to_char(${dailyCounts.day}::date, 'YYYY-MM-DD')`

/** The dashboard's lines from what this recorder writes: searches run, and signed-in people active. */
const activityMetrics: AdminMetric[] = [
  {
    key: 'activeUsers',
    async daily(db, range) {
      const day = sql<string>`to_char(${dailyActiveUsers.day}::date, 'YYYY-MM-DD')`
      return db
        .select({ day, count: sql<number>`count(*)::int` })
        .from(dailyActiveUsers)
        .where(between(dailyActiveUsers.day, range.from, range.to))
        .groupBy(dailyActiveUsers.day)
    },
  },
  {
    key: 'searches',
    async daily(db, range) {
      return db
        .select({ day: dayText, count: dailyCounts.count })
        .from(dailyCounts)
        .where(and(eq(dailyCounts.metric, JOB_SEARCH_METRIC), between(dailyCounts.day, range.from, range.to)))
    },
  },
]

/** The recorder as every feature reads it (`needs.activity`), flushed every minute and at shutdown. */
export const activityPlumbing = defineServerFeature({
  name: 'daily-activity',
  services: (deps: { database: DatabaseHandle; logger: Logger }) => ({
    activity: createDailyActivity({ db: deps.database.db, logger: deps.logger }),
  }),
  personalData: [activeDaysData],
  metrics: activityMetrics,
  start: async (services: { activity: DailyActivity }) => services.activity.start(),
  stop: (services: { activity: DailyActivity }) => services.activity.stop(),
})
