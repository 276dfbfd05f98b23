import { useId } from 'react'
import { Link } from 'react-router'
import { ANALYTICS_SESSIONS, INTERVIEW_DIMENSIONS, RETRY_BELOW } from '#core/interviews/interviews.ts'
import type { AnalyticsSession, DimensionScores, InterviewAnalytics } from '#core/interviews/interviews.schema.ts'
import { formatIndiaDate } from '#core/format/india-date.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { buttonClasses } from '#app/ui/button.tsx'

// Drawn in a small box so that, scaled to a phone's width, its numbers stay readable; wide screens cap its width.
const WIDTH = 400
const HEIGHT = 220
const PAD = { top: 24, right: 16, bottom: 30, left: 34 }
const GRID = [0, 25, 50, 75, 100]

function yOf(score: number): number {
  return PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - score / 100)
}

/** The overall score of each session as a line over time (plain SVG; the table beside it carries the same numbers). */
function ScoreOverTimeChart({ sessions, titleId, descId }: { sessions: readonly AnalyticsSession[]; titleId: string; descId: string }) {
  const scored = sessions.map((session, index) => ({ session, index })).filter((point) => point.session.overall !== null)
  const span = Math.max(1, sessions.length - 1)
  const xOf = (index: number) => PAD.left + (WIDTH - PAD.left - PAD.right) * (sessions.length === 1 ? 0.5 : index / span)
  const points = scored.map(({ session, index }) => `${xOf(index)},${yOf(session.overall ?? 0)}`).join(' ')
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} className="h-auto w-full max-w-xl text-ink">
      {GRID.map((score) => (
        <g key={score}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={yOf(score)} y2={yOf(score)} className="stroke-line" strokeWidth={1} />
          <text x={PAD.left - 8} y={yOf(score) + 4} textAnchor="end" className="fill-current text-[14px]">
            {score}
          </text>
        </g>
      ))}
      {scored.length > 1 ? <polyline points={points} fill="none" className="stroke-brand-600" strokeWidth={3} /> : null}
      {scored.map(({ session, index }) => (
        <g key={session.id}>
          <circle cx={xOf(index)} cy={yOf(session.overall ?? 0)} r={5} className="fill-brand-700" />
          <text x={xOf(index)} y={yOf(session.overall ?? 0) - 10} textAnchor="middle" className="fill-current text-[14px] font-semibold">
            {session.overall}
          </text>
        </g>
      ))}
      {sessions.map((session, index) => (
        <text key={session.id} x={xOf(index)} y={HEIGHT - 10} textAnchor="middle" className="fill-current text-[14px]">
          {index + 1}
        </text>
      ))}
    </svg>
  )
}

/** The average of each dimension as horizontal bars. */
function DimensionChart({
  averages,
  labels,
  titleId,
  descId,
}: {
  averages: DimensionScores
  labels: Record<string, string>
  titleId: string
  descId: string
}) {
  const rowHeight = 34
  const labelWidth = 132
  const height = rowHeight * INTERVIEW_DIMENSIONS.length + 8
  const barWidth = WIDTH - labelWidth - 40
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${titleId} ${descId}`} className="h-auto w-full max-w-xl text-ink">
      {INTERVIEW_DIMENSIONS.map((dimension, index) => {
        const score = averages[dimension]
        const y = index * rowHeight + 8
        return (
          <g key={dimension}>
            <text x={0} y={y + 19} className="fill-current text-[14px]">
              {labels[dimension]}
            </text>
            <rect x={labelWidth} y={y + 6} width={barWidth} height={16} rx={8} className="fill-surface-muted" />
            <rect
              x={labelWidth}
              y={y + 6}
              width={(barWidth * score) / 100}
              height={16}
              rx={8}
              className={score >= 75 ? 'fill-emerald-600' : score >= 50 ? 'fill-amber-500' : 'fill-red-600'}
            />
            <text x={labelWidth + barWidth + 8} y={y + 19} className="fill-current text-[14px] font-semibold">
              {score}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

/** /mock-interview/analytics: sessions over time, scores per dimension (charts with tables), weakest areas, questions to retry. */
export function AnalyticsView({ analytics }: { analytics: InterviewAnalytics }) {
  const { t, i18n } = useTranslation('interviews')
  const id = useId()
  if (analytics.answer_count === 0 || analytics.averages === null) {
    return (
      <div className="rounded-2xl border border-line bg-surface-raised p-6 text-center">
        <h2 className="text-lg font-semibold text-ink">{t('analytics.emptyTitle')}</h2>
        <p className="mt-2 text-ink-muted">{t('analytics.emptyText')}</p>
        <Link to="/mock-interview" className={buttonClasses({ className: 'mt-4' })}>
          {t('analytics.startLink')}
        </Link>
      </div>
    )
  }
  const averages = analytics.averages
  const labels = Object.fromEntries(INTERVIEW_DIMENSIONS.map((dimension) => [dimension, t(`dimensions.${dimension}`)]))
  const date = (value: string) => formatIndiaDate(value, i18n.language)
  return (
    <div className="space-y-8">
      <p className="text-ink" data-testid="analytics-summary">
        {t('analytics.summary', { answers: analytics.answer_count, sessions: analytics.sessions.length })}
      </p>

      <section aria-labelledby={`${id}-time`} className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-6">
        <h2 id={`${id}-time`} className="text-lg font-semibold text-ink">
          {t('analytics.overTime')}
        </h2>
        <p id={`${id}-time-desc`} className="mt-1 text-sm text-ink-muted">
          {t('analytics.overTimeDesc', { count: Math.min(ANALYTICS_SESSIONS, analytics.sessions.length) })}
        </p>
        <div className="mt-4">
          <ScoreOverTimeChart sessions={analytics.sessions} titleId={`${id}-time`} descId={`${id}-time-desc`} />
        </div>
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium text-brand-700 dark:text-brand-200">{t('analytics.showTable')}</summary>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{t('analytics.overTime')}</caption>
              <thead>
                <tr className="border-b border-line text-start">
                  <th scope="col" className="p-2 text-start">
                    #
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('analytics.date')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('analytics.role')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('analytics.answered')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('analytics.score')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {analytics.sessions.map((session, index) => (
                  <tr key={session.id} className="border-b border-line">
                    <td className="p-2">{index + 1}</td>
                    <td className="p-2">{date(session.created_at)}</td>
                    <td className="p-2">{t(`roles.${session.role}`)}</td>
                    <td className="p-2">{t('analytics.answeredOf', { answered: session.answered, total: session.question_count })}</td>
                    <td className="p-2">{session.overall ?? t('analytics.noScore')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <section aria-labelledby={`${id}-dims`} className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-6">
        <h2 id={`${id}-dims`} className="text-lg font-semibold text-ink">
          {t('analytics.byDimension')}
        </h2>
        <p id={`${id}-dims-desc`} className="mt-1 text-sm text-ink-muted">
          {t('analytics.byDimensionDesc')}
        </p>
        <div className="mt-4">
          <DimensionChart averages={averages} labels={labels} titleId={`${id}-dims`} descId={`${id}-dims-desc`} />
        </div>
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium text-brand-700 dark:text-brand-200">{t('analytics.showTable')}</summary>
          <table className="mt-3 w-full text-sm">
            <caption className="sr-only">{t('analytics.byDimension')}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="p-2 text-start">
                  {t('analytics.dimension')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('analytics.score')}
                </th>
              </tr>
            </thead>
            <tbody>
              {INTERVIEW_DIMENSIONS.map((dimension) => (
                <tr key={dimension} className="border-b border-line">
                  <th scope="row" className="p-2 text-start font-normal">
                    {labels[dimension]}
                  </th>
                  <td className="p-2">{averages[dimension]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby={`${id}-weak`} className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-6">
          <h2 id={`${id}-weak`} className="text-lg font-semibold text-ink">
            {t('analytics.weakest')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('analytics.weakestHelp')}</p>
          <ol className="mt-3 space-y-3">
            {analytics.weakest.slice(0, 2).map((dimension) => (
              <li key={dimension}>
                <p className="font-medium text-ink">
                  {labels[dimension]} · {averages[dimension]}/100
                </p>
                <p className="text-sm text-ink-muted">{t(`dimensionHelp.${dimension}`)}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby={`${id}-retry`} className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-6">
          <h2 id={`${id}-retry`} className="text-lg font-semibold text-ink">
            {t('analytics.retry')}
          </h2>
          {analytics.retry.length === 0 ? (
            <p className="mt-1 text-sm text-ink-muted">{t('analytics.retryEmpty', { below: RETRY_BELOW })}</p>
          ) : (
            <>
              <p className="mt-1 text-sm text-ink-muted">{t('analytics.retryHelp', { below: RETRY_BELOW })}</p>
              <ul className="mt-3 space-y-3">
                {analytics.retry.map((question) => (
                  <li key={question.question_id} className="border-b border-line pb-3 last:border-0">
                    <p lang="en" className="text-ink">
                      {question.text}
                    </p>
                    <p className="mt-1 text-sm text-ink-muted">
                      {t(`roles.${question.role}`)} · {t('analytics.lastScore', { score: question.overall })} ·{' '}
                      <Link
                        to={`/mock-interview/preparation?role=${question.role}#${question.question_id}`}
                        className="font-medium text-brand-700 underline dark:text-brand-200"
                      >
                        {t('analytics.prepare')}
                      </Link>
                    </p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </div>
  )
}
