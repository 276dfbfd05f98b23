import { useTranslation } from '#app/i18n/react.tsx'
import { href } from 'react-router'
import type { Dashboard } from '#core/admin/admin.schema.ts'
import type { DashboardMetricKey, DashboardPeriod } from '#core/admin/dashboard.ts'
import { formatIndiaDate } from '#core/format/india-date.ts'
import { ChartTable } from '#app/ui/chart-table.tsx'
import { DailyBars, PeriodPicker } from './daily-charts.tsx'

type AdminT = ReturnType<typeof useTranslation<'admin'>>['t']

function metricName(t: AdminT, key: DashboardMetricKey): string {
  return t(`dashboard.metrics.${key}`)
}

/**
 * /admin's dashboard (issue 24): each metric the features declare, per India day over the period, as
 * a bar chart with its total and today's count; the exact figures are a table a tap away.
 */
export function DashboardPanel({ dashboard, period }: { dashboard: Dashboard; period: DashboardPeriod }) {
  const { t } = useTranslation('admin')
  return (
    <section aria-labelledby="dashboard-heading" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="dashboard-heading" className="text-lg font-semibold text-ink">
          {t('dashboard.heading')}
        </h2>
        <PeriodPicker path={href('/admin/dashboard')} period={period} />
      </div>
      <p className="mt-1 text-sm text-ink-muted">{t('dashboard.note')}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="admin-dashboard">
        {dashboard.metrics.map((metric) => (
          <li key={metric.key}>
            <MetricCard days={dashboard.days} metric={metric} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function MetricCard({ days, metric }: { days: readonly string[]; metric: Dashboard['metrics'][number] }) {
  const { t, i18n } = useTranslation('admin')
  const name = metricName(t, metric.key)
  const today = metric.counts.at(-1) ?? 0
  const summary = t('dashboard.summary', { name, total: metric.total, today, count: days.length })
  return (
    <figure className="rounded-xl border border-line bg-surface-raised p-4" data-metric={metric.key}>
      <figcaption className="font-semibold text-ink">{name}</figcaption>
      <p className="mt-1 flex items-baseline gap-3">
        <span className="text-2xl font-bold text-ink tabular-nums" data-testid="metric-total">
          {metric.total.toLocaleString('en-IN')}
        </span>
        <span className="text-sm text-ink-muted">{t('dashboard.today', { count: today })}</span>
      </p>
      <DailyBars days={days} counts={metric.counts} label={summary} className="mt-3" />
      <ChartTable
        caption={summary}
        summary={t('dashboard.showTable')}
        columns={[t('dashboard.day'), name]}
        rows={[...days].reverse().map((day, index) => ({
          key: day,
          header: formatIndiaDate(`${day}T12:00:00+05:30`, i18n.language),
          cells: [metric.counts[days.length - 1 - index] ?? 0],
        }))}
      />
    </figure>
  )
}
