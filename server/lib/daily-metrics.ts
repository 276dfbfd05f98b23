import { and, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DashboardMetricKey } from '#core/admin/dashboard.ts'
import { IST_OFFSET_MS } from '#core/format/posted-age.ts'
import type { Database } from '#server/db/client.ts'
import type { AdminMetric } from './server-feature.ts'

/** The instant an India day (YYYY-MM-DD) begins. */
export function indiaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS)
}

/** The India day after `day`. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
}

/**
 * A dashboard metric that counts a table's rows by the India day of one of its timestamps (sign-ups
 * by `created_at`, payments by `activated_at`), optionally only rows matching `where`. The day is
 * worked out from UTC plus India's fixed offset, so no time-zone database is needed (PGlite's too).
 */
export function rowsPerIndiaDay(key: DashboardMetricKey, table: PgTable, at: PgColumn, where?: SQL): AdminMetric {
  return {
    key,
    async daily(db: Database, range) {
      const day = sql<string>`to_char((${at} at time zone 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM-DD')`
      const rows = await db
        .select({ day, count: sql<number>`count(*)::int` })
        .from(table)
        .where(and(gte(at, indiaDayStart(range.from)), lt(at, indiaDayStart(nextDay(range.to))), where))
        .groupBy(day)
      return rows
    },
  }
}
