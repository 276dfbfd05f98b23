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
 * A table's rows counted by the India day of one of its timestamps, from `range.from` to `range.to`
 * (both included), optionally only rows matching `where`; a day with none is left out. The day is
 * worked out from UTC plus India's fixed offset, so no time-zone database is needed (PGlite's too).
 */
export async function countRowsPerIndiaDay(
  db: Database,
  table: PgTable,
  at: PgColumn,
  range: { from: string; to: string },
  where?: SQL,
): Promise<Array<{ day: string; count: number }>> {
  const day = sql<string>`to_char((${at} at time zone 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM-DD')`
  return db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(table)
    .where(and(gte(at, indiaDayStart(range.from)), lt(at, indiaDayStart(nextDay(range.to))), where))
    .groupBy(day)
}

/** A dashboard metric that counts a table's rows per India day (sign-ups by `created_at`, payments by `activated_at`). */
export function rowsPerIndiaDay(key: DashboardMetricKey, table: PgTable, at: PgColumn, where?: SQL): AdminMetric {
  return {
    key,
    daily: (db: Database, range) => countRowsPerIndiaDay(db, table, at, range, where),
  }
}
