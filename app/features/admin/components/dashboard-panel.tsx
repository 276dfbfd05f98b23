import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'
import type { Dashboard } from '#core/admin/admin.schema.ts'
import { DASHBOARD_PERIODS, type DashboardMetricKey, type DashboardPeriod } from '#core/admin/dashboard.ts'
import { formatIndiaDate } from '#core/format/india-date.ts'
import { ChartTable } from '#app/ui/chart-table.tsx'
import { cn } from '#app/ui/cn.ts'

const WIDTH = 300
const HEIGHT = 80

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
        <nav aria-label={t('dashboard.periodLabel')} className="flex gap-1 rounded-xl bg-surface-muted p-1">
          {DASHBOARD_PERIODS.map((days) => (
            <Link
              key={days}
              to={`${href('/admin/dashboard')}?days=${days}`}
              aria-current={days === period ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold sm:min-h-9',
                days === period ? 'bg-surface-raised text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
              )}
            >
              {t('dashboard.days', { count: days })}
            </Link>
          ))}
        </nav>
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
  const top = Math.max(...metric.counts, 1)
  const barWidth = WIDTH / Math.max(days.length, 1)
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
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={summary} className="mt-3 h-20 w-full">
        <rect x={0} y={HEIGHT - 1} width={WIDTH} height={1} className="fill-line" />
        {metric.counts.map((count, index) => {
          const height = count === 0 ? 0 : Math.max((HEIGHT - 2) * (count / top), 2)
          return (
            <rect
              key={days[index]}
              x={index * barWidth + barWidth * 0.15}
              y={HEIGHT - 1 - height}
              width={barWidth * 0.7}
              height={height}
              className="fill-brand-500 dark:fill-brand-300"
            />
          )
        })}
      </svg>
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
