import { useId, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import {
  INTERVIEW_LEVELS,
  INTERVIEW_ROLES,
  SESSION_QUESTION_CHOICES,
  type InterviewLevel,
  type InterviewRole,
} from '#core/interviews/interviews.ts'
import type { AnalyticsSession } from '#core/interviews/interviews.schema.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { renderError } from '#app/i18n/render.ts'
import { toApiError } from '#app/lib/api-client.ts'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { Field, describedBy } from '#app/ui/form-field.tsx'
import { RadioGroup } from '#app/ui/radio-group.tsx'
import { Select } from '#app/ui/select.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { startSession } from '#app/features/interviews/api.ts'

type QuestionCount = (typeof SESSION_QUESTION_CHOICES)[number]

/** /mock-interview's form: role, level, how many questions, and optionally a tracked job and a resume. */
export function StartForm({
  initialRole,
  applications,
  resumes,
  last,
}: {
  initialRole: InterviewRole | null
  applications: ReadonlyArray<{ id: number; label: string }>
  resumes: ReadonlyArray<{ id: string; name: string }>
  last: AnalyticsSession | null
}) {
  const { t } = useTranslation('interviews')
  const navigate = useNavigate()
  const id = useId()
  const [role, setRole] = useState<InterviewRole>(initialRole ?? INTERVIEW_ROLES[0])
  const [level, setLevel] = useState<InterviewLevel>('entry')
  const [count, setCount] = useState<QuestionCount>(5)
  const [applicationId, setApplicationId] = useState('')
  const [resumeId, setResumeId] = useState('')
  const [isStarting, setIsStarting] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isStarting) return
    setIsStarting(true)
    try {
      const session = await startSession({
        role,
        level,
        question_count: count,
        application_id: applicationId === '' ? null : Number(applicationId),
        resume_id: resumeId === '' ? null : resumeId,
      })
      await navigate(`/mock-interview/session?id=${session.id}`)
    } catch (error) {
      showToast({ title: t('start.failed'), description: renderError(t, toApiError(error).body), tone: 'destructive' })
      setIsStarting(false)
    }
  }

  const applicationHint = applications.length > 0 ? t('start.applicationHint') : t('start.noApplications')
  const isLastOpen = last !== null && last.answered < last.question_count

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <form onSubmit={submit} className="space-y-6 rounded-2xl border border-line bg-surface-raised p-4 sm:p-6" aria-busy={isStarting}>
        <Field id={`${id}-role`} label={t('start.role')}>
          <Select
            id={`${id}-role`}
            name="role"
            value={role}
            onChange={(event) => setRole(INTERVIEW_ROLES.find((value) => value === event.target.value) ?? role)}
          >
            {INTERVIEW_ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`roles.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <RadioGroup
          legend={t('start.level')}
          name="level"
          value={level}
          options={INTERVIEW_LEVELS.map((value) => ({ value, label: t(`levels.${value}`) }))}
          onValueChange={setLevel}
        />
        <RadioGroup
          legend={t('start.count')}
          name="count"
          value={String(count)}
          options={SESSION_QUESTION_CHOICES.map((value) => ({ value: String(value), label: t('start.countOption', { count: value }) }))}
          onValueChange={(value) => setCount(SESSION_QUESTION_CHOICES.find((choice) => String(choice) === value) ?? count)}
        />
        <Field id={`${id}-application`} label={t('start.application')} optionalText={t('start.optional')} hint={applicationHint}>
          <Select
            {...describedBy(`${id}-application`, { hint: applicationHint })}
            name="application"
            value={applicationId}
            onChange={(event) => setApplicationId(event.target.value)}
            disabled={applications.length === 0}
          >
            <option value="">{t('start.noApplication')}</option>
            {applications.map((application) => (
              <option key={application.id} value={String(application.id)}>
                {application.label}
              </option>
            ))}
          </Select>
        </Field>
        {resumes.length > 0 ? (
          <Field id={`${id}-resume`} label={t('start.resume')} optionalText={t('start.optional')} hint={t('start.resumeHint')}>
            <Select
              {...describedBy(`${id}-resume`, { hint: t('start.resumeHint') })}
              name="resume"
              value={resumeId}
              onChange={(event) => setResumeId(event.target.value)}
            >
              <option value="">{t('start.noResume')}</option>
              {resumes.map((resume) => (
                <option key={resume.id} value={resume.id}>
                  {resume.name}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <p className="text-sm text-ink-muted">{t('start.questionsNote')}</p>
        <Button type="submit" size="lg" disabled={isStarting} className="w-full sm:w-auto">
          {isStarting ? t('start.starting') : t('start.submit')}
        </Button>
      </form>
      {last ? (
        <aside aria-labelledby={`${id}-last`} className="h-fit rounded-2xl border border-line bg-surface-raised p-4 sm:p-6">
          <h2 id={`${id}-last`} className="font-semibold text-ink">
            {t('start.previous')}
          </h2>
          <p className="mt-2 text-sm text-ink">
            {t(`roles.${last.role}`)} · {t(`levels.${last.level}`)}
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            {t('analytics.answeredOf', { answered: last.answered, total: last.question_count })}
          </p>
          <Link to={`/mock-interview/session?id=${last.id}`} className={buttonClasses({ variant: 'secondary', className: 'mt-4 w-full' })}>
            {isLastOpen ? t('start.continue') : t('start.review')}
          </Link>
        </aside>
      ) : null}
    </div>
  )
}
