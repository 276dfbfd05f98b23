import { useId } from 'react'
import { INTERVIEW_DIMENSIONS } from '#core/interviews/interviews.ts'
import type { SessionAnswer } from '#core/interviews/interviews.schema.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Badge } from '#app/ui/badge.tsx'
import { cn } from '#app/ui/cn.ts'
import { formatDuration } from '#app/features/interviews/format-duration.ts'

export function scoreTone(score: number): string {
  if (score >= 75) return 'bg-emerald-600'
  if (score >= 50) return 'bg-amber-500'
  return 'bg-red-600'
}

/** The feedback on one answer: overall and per-dimension scores, what to work on, the answer and a stronger one. */
export function FeedbackPanel({ answer, headingLevel = 2 }: { answer: SessionAnswer; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('interviews')
  const id = useId()
  const { feedback } = answer
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const Sub = headingLevel === 2 ? 'h3' : 'h4'
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5 rounded-2xl border border-line bg-surface-raised p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={`${id}-title`} className="text-lg font-semibold text-ink">
          {t('session.feedbackTitle')}
        </Heading>
        <Badge tone={feedback.source === 'model' ? 'brand' : 'neutral'}>
          {feedback.source === 'model' ? t('session.byModel') : t('session.byRules')}
        </Badge>
      </div>
      <p className="flex items-baseline gap-2">
        <span className="text-sm text-ink-muted">{t('session.overall')}</span>
        <span className="text-3xl font-bold text-ink" data-testid="overall-score">
          {feedback.overall}
        </span>
        <span className="text-sm text-ink-muted">/ 100</span>
      </p>
      <ul className="space-y-3">
        {INTERVIEW_DIMENSIONS.map((dimension) => {
          const score = feedback.scores[dimension]
          return (
            <li key={dimension}>
              <div className="flex justify-between gap-3 text-sm">
                <span className="font-medium text-ink">{t(`dimensions.${dimension}`)}</span>
                <span className="text-ink">{t('session.outOf', { score })}</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-2 w-full overflow-hidden rounded-full bg-surface-muted dark:bg-white/10">
                <div className={cn('h-full rounded-full', scoreTone(score))} style={{ width: `${score}%` }} />
              </div>
            </li>
          )
        })}
      </ul>
      <p className="text-sm text-ink-muted">
        {t('session.words', { count: feedback.word_count, time: formatDuration(answer.duration_seconds) })} ·{' '}
        {feedback.filler_words.length > 0
          ? t('session.fillersFound', { list: feedback.filler_words.map((filler) => `${filler.word} ×${filler.count}`).join(', ') })
          : t('session.noFillers')}
      </p>
      {feedback.comment ? (
        <div>
          <Sub className="font-semibold text-ink">{t('session.comment')}</Sub>
          <p className="mt-1 text-ink">{feedback.comment}</p>
        </div>
      ) : null}
      <div>
        <Sub className="font-semibold text-ink">{t('session.tips')}</Sub>
        {feedback.tips.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 ps-5 text-ink">
            {feedback.tips.map((tip) => (
              <li key={tip}>{t(`tips.${tip}`)}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-ink">{t('session.noTips')}</p>
        )}
      </div>
      <details className="rounded-xl border border-line p-3">
        <summary className="cursor-pointer font-medium text-ink">{t('session.yourAnswer')}</summary>
        <p className="mt-2 whitespace-pre-wrap text-ink">{answer.answer}</p>
      </details>
      <div>
        <Sub className="font-semibold text-ink">{t('session.sample')}</Sub>
        <p lang="en" className="mt-2 rounded-xl bg-surface-muted p-3 whitespace-pre-wrap text-ink dark:bg-white/5">
          {feedback.sample_answer}
        </p>
      </div>
    </section>
  )
}
