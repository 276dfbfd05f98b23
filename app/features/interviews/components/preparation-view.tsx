import { useId } from 'react'
import { Link } from 'react-router'
import { INTERVIEW_ROLES, type InterviewRole } from '#core/interviews/interviews.ts'
import type { QuestionKind, QuestionLevel } from '#core/interviews/question-shape.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { buttonClasses } from '#app/ui/button.tsx'
import { cn } from '#app/ui/cn.ts'

export interface PreparationQuestion {
  id: string
  kind: QuestionKind
  level: QuestionLevel
  text: string
  guidance: string
}

/** /mock-interview/preparation: a role's common questions with what a strong answer covers, and a way to practise them. */
export function PreparationView({ role, questions }: { role: InterviewRole; questions: readonly PreparationQuestion[] }) {
  const { t } = useTranslation('interviews')
  const id = useId()
  const groups = (['behavioural', 'technical'] as const).map((kind) => ({
    kind,
    items: questions.filter((question) => question.kind === kind),
  }))
  return (
    <div className="space-y-6">
      <nav aria-labelledby={`${id}-roles`}>
        <h2 id={`${id}-roles`} className="mb-2 text-sm font-semibold text-ink">
          {t('preparation.chooseRole')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {INTERVIEW_ROLES.map((value) => (
            <li key={value}>
              <Link
                to={`/mock-interview/preparation?role=${value}`}
                aria-current={value === role ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border px-3.5 text-sm font-medium sm:min-h-9',
                  value === role
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-line bg-surface-raised text-ink hover:border-brand-500',
                )}
              >
                {t(`roles.${value}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface-raised p-4">
        <p className="max-w-xl text-sm text-ink">{t('preparation.star')}</p>
        <Link to={`/mock-interview?role=${role}`} className={buttonClasses({ size: 'lg' })}>
          {t('preparation.startRole', { role: t(`roles.${role}`) })}
        </Link>
      </div>
      <p className="text-sm text-ink-muted">{t('preparation.questionsNote')}</p>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`${id}-${group.kind}`}>
          <h2 id={`${id}-${group.kind}`} className="text-lg font-semibold text-ink">
            {t(`preparation.${group.kind}`)}
          </h2>
          <ol className="mt-3 space-y-3">
            {group.items.map((question) => (
              <li
                key={question.id}
                id={question.id}
                className="scroll-mt-24 rounded-2xl border border-line bg-surface-raised p-4 target:ring-2 target:ring-brand-500"
              >
                <p lang="en" className="font-medium text-ink">
                  {question.text}
                </p>
                <p className="mt-1 text-xs text-ink-muted">
                  {t('preparation.level', { level: question.level === 'any' ? t('preparation.anyLevel') : t(`levels.${question.level}`) })}
                </p>
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-medium text-brand-700 dark:text-brand-200">
                    {t('preparation.guidance')}
                  </summary>
                  <p lang="en" className="mt-2 text-sm text-ink">
                    {question.guidance}
                  </p>
                </details>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
