import { href, Link } from 'react-router'
import { DASHBOARD_PERIODS, type DashboardPeriod } from '#core/admin/dashboard.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/ui/cn.ts'

/**
 * The pieces of the staff screens that count per India day (the dashboard, resume analytics): the
 * 7/30/90-day choice and a day's bars. Each chart's figures are also a table (ChartTable).
 */

const WIDTH = 300
const HEIGHT = 80

/** The period links of a screen that shows `?days=` (the current one marked for screen readers). */
export function PeriodPicker({ path, period, className }: { path: ReturnType<typeof href>; period: DashboardPeriod; className?: string }) {
  const { t } = useTranslation('admin')
  return (
    <nav aria-label={t('dashboard.periodLabel')} className={cn('flex w-fit gap-1 rounded-xl bg-surface-muted p-1', className)}>
      {DASHBOARD_PERIODS.map((days) => (
        <Link
          key={days}
          to={`${path}?days=${days}`}
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
  )
}

/** One bar a day, scaled to the period's highest count; `label` says what the bars show in words. */
export function DailyBars({
  days,
  counts,
  label,
  className,
}: {
  days: readonly string[]
  counts: readonly number[]
  label: string
  className?: string
}) {
  const top = Math.max(...counts, 1)
  const barWidth = WIDTH / Math.max(days.length, 1)
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      className={cn('h-20 w-full', className)}
    >
      <rect x={0} y={HEIGHT - 1} width={WIDTH} height={1} className="fill-line" />
      {counts.map((count, index) => {
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
  )
}
