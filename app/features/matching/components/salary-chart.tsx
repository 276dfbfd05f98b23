import { useTranslation } from '#app/i18n/react.tsx'
import { renderPlaceName, renderSalary, type Translate } from '#app/i18n/render.ts'
import { describeSalary } from '#core/format/salary.ts'
import type { SalaryBand } from '#core/matching/matching.schema.ts'
import { ChartTable } from '#app/ui/chart-table.tsx'

const WIDTH = 600

function payRange(t: Translate, band: SalaryBand): string {
  return renderSalary(t, describeSalary({ min: band.low, max: band.high, currency: 'INR', period: 'YEAR' }))
}

function exactPay(t: Translate, amount: number): string {
  const descriptor = describeSalary({ min: amount, max: amount, currency: 'INR', period: 'YEAR' })
  return renderSalary(t, descriptor)
}

/**
 * Yearly pay of groups of jobs (cities, roles) as range bars: each bar runs from the lower quarter to
 * the upper quarter of the stated pay, with a mark at the middle. Plain SVG sized by CSS, so it
 * costs no chart library; the SVG is one image with a description for screen readers, and the same
 * figures are a table a tap away (ChartTable).
 */
export function SalaryChart({ bands, title, isPlaceLabel }: { bands: readonly SalaryBand[]; title: string; isPlaceLabel: boolean }) {
  const { t } = useTranslation('workspace')
  const top = Math.max(...bands.map((band) => band.high), 1)
  const scale = (amount: number) => (WIDTH * amount) / top
  const labelOf = (band: SalaryBand) => (isPlaceLabel ? renderPlaceName(t, band.label) : band.label)
  const summaries = bands.map((band) =>
    t('careerIntelligence.chart.bandSummary', {
      label: labelOf(band),
      low: exactPay(t, band.low),
      high: exactPay(t, band.high),
      median: exactPay(t, band.median),
      jobs: t('careerIntelligence.chart.jobsCount', { count: band.jobs }),
    }),
  )

  return (
    <figure className="mt-3">
      <ul className="space-y-3">
        {bands.map((band, index) => (
          <li key={band.label}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span translate="no" className="min-w-0 truncate font-medium text-ink">
                {labelOf(band)}
              </span>
              <span className="shrink-0 text-ink-muted tabular-nums">
                {band.low === band.high ? exactPay(t, band.median) : payRange(t, band)}
              </span>
            </div>
            <svg
              viewBox={`0 0 ${WIDTH} 16`}
              preserveAspectRatio="none"
              role="img"
              aria-label={summaries[index]}
              className="mt-1 h-4 w-full overflow-visible"
            >
              <rect x={0} y={6} width={WIDTH} height={4} rx={2} className="fill-surface-muted" />
              <rect
                x={scale(band.low)}
                y={2}
                width={Math.max(scale(band.high) - scale(band.low), 4)}
                height={12}
                rx={6}
                className="fill-brand-500/70 dark:fill-brand-200/70"
              />
              <rect x={scale(band.median) - 1.5} y={0} width={3} height={16} className="fill-brand-900 dark:fill-white" />
            </svg>
          </li>
        ))}
      </ul>
      <figcaption className="sr-only">{title}</figcaption>
      <ChartTable
        caption={title}
        summary={t('careerIntelligence.chart.showTable')}
        columns={[
          t('careerIntelligence.chart.label'),
          t('careerIntelligence.chart.low'),
          t('careerIntelligence.chart.median'),
          t('careerIntelligence.chart.high'),
          t('careerIntelligence.chart.jobs'),
        ]}
        rows={bands.map((band) => ({
          key: band.label,
          header: labelOf(band),
          cells: [exactPay(t, band.low), exactPay(t, band.median), exactPay(t, band.high), band.jobs],
        }))}
        isNameUntranslated
      />
    </figure>
  )
}
