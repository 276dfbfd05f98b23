import type { Dashboard } from '#core/admin/admin.schema.ts'
import { periodDays, type DashboardPeriod } from '#core/admin/dashboard.ts'
import { indiaCalendarDay } from '#core/format/india-day.ts'
import type { Database } from '#server/db/client.ts'
import type { AdminMetric } from '#server/lib/server-feature.ts'

/**
 * The staff dashboard (issue 24): every feature's metric (ServerFeature.metrics) counted per India day
 * over the period, each day present (0 when nothing happened), in the features' registration order.
 */
export async function readDashboard(
  db: Database,
  metrics: readonly AdminMetric[],
  input: { period: DashboardPeriod; now: Date },
): Promise<Dashboard> {
  const days = periodDays(indiaCalendarDay(input.now), input.period)
  const range = { from: days[0] ?? '', to: days.at(-1) ?? '' }
  const counted = await Promise.all(
    metrics.map(async (metric) => {
      const byDay = new Map((await metric.daily(db, range)).map((row) => [row.day, Number(row.count)]))
      const counts = days.map((day) => byDay.get(day) ?? 0)
      return { key: metric.key, counts, total: counts.reduce((sum, count) => sum + count, 0) }
    }),
  )
  return { days, metrics: counted }
}
