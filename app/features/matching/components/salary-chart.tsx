import { useId } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { renderPlaceName, renderSalary, type Translate } from '#app/i18n/render.ts'
import { describeSalary } from '#core/format/salary.ts'
import type { SalaryBand } from '#core/matching/matching.schema.ts'

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
 * figures are a table a tap away.
 */
export function SalaryChart({ bands, title, isPlaceLabel }: { bands: readonly SalaryBand[]; title: string; isPlaceLabel: boolean }) {
  const { t } = useTranslation('workspace')
  const id = useId()
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
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 sm:min-h-0 dark:text-brand-200">
          {t('careerIntelligence.chart.showTable')}
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-start text-sm" aria-describedby={`${id}-caption`}>
            <caption id={`${id}-caption`} className="sr-only">
              {title}
            </caption>
            <thead>
              <tr className="border-b border-line text-ink-muted">
                <th scope="col" className="py-1 pe-3 text-start font-medium">
                  {t('careerIntelligence.chart.label')}
                </th>
                <th scope="col" className="py-1 pe-3 text-end font-medium">
                  {t('careerIntelligence.chart.low')}
                </th>
                <th scope="col" className="py-1 pe-3 text-end font-medium">
                  {t('careerIntelligence.chart.median')}
                </th>
                <th scope="col" className="py-1 pe-3 text-end font-medium">
                  {t('careerIntelligence.chart.high')}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {t('careerIntelligence.chart.jobs')}
                </th>
              </tr>
            </thead>
            <tbody>
              {bands.map((band) => (
                <tr key={band.label} className="border-b border-line/60">
                  <th scope="row" translate="no" className="py-1 pe-3 text-start font-medium">
                    {labelOf(band)}
                  </th>
                  <td className="py-1 pe-3 text-end tabular-nums">{exactPay(t, band.low)}</td>
                  <td className="py-1 pe-3 text-end tabular-nums">{exactPay(t, band.median)}</td>
                  <td className="py-1 pe-3 text-end tabular-nums">{exactPay(t, band.high)}</td>
                  <td className="py-1 text-end tabular-nums">{band.jobs}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
