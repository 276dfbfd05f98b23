import { Mic, MicOff } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { ANSWER_SECONDS, MAX_ANSWER_LENGTH, MIN_ANSWER_LENGTH } from '#core/interviews/interviews.ts'
import type { InterviewSession, SessionAnswer } from '#core/interviews/interviews.schema.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { renderError } from '#app/i18n/render.ts'
import { toApiError } from '#app/lib/api-client.ts'
import { Badge } from '#app/ui/badge.tsx'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { cn } from '#app/ui/cn.ts'
import { showToast } from '#app/ui/toast.tsx'
import { submitAnswer } from '#app/features/interviews/api.ts'
import { formatDuration } from '#app/features/interviews/format-duration.ts'
import { useSpeechInput } from '#app/features/interviews/use-speech-input.ts'
import { FeedbackPanel } from './feedback-panel.tsx'

type SessionQuestion = InterviewSession['questions'][number]

/** Seconds since the component mounted, ticking every second while `isRunning`. */
function useElapsedSeconds(isRunning: boolean): number {
  const [startedAt] = useState(() => Date.now())
  const [now, setNow] = useState(startedAt)
  useEffect(() => {
    if (!isRunning) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [isRunning])
  return Math.floor((now - startedAt) / 1000)
}

/** /mock-interview/session: one question at a time with a timer, typed or spoken answers, feedback after each. */
export function SessionView({ session }: { session: InterviewSession }) {
  const { t } = useTranslation('interviews')
  const [answers, setAnswers] = useState<SessionAnswer[]>(session.answers)
  // The answer whose feedback is on screen; the next question shows once the person moves on.
  const [shownFeedback, setShownFeedback] = useState<SessionAnswer | null>(null)
  const feedbackRef = useRef<HTMLDivElement>(null)
  // A session opened already finished shows its summary without moving the focus; one just finished takes it.
  const [wasFinishedOnOpen] = useState(session.answers.length >= session.questions.length)

  const total = session.questions.length
  const position = answers.length
  const question = session.questions[position]
  const isDone = question === undefined && shownFeedback === null

  useEffect(() => {
    if (shownFeedback) feedbackRef.current?.focus()
  }, [shownFeedback])

  const context = [
    session.job_title ? t('session.practisingFor', { job: session.job_title }) : null,
    session.resume_name ? t('session.withResume', { name: session.resume_name }) : null,
  ].filter((line) => line !== null)

  return (
    <div className="space-y-6">
      <p className="text-sm text-ink-muted">
        {t(`roles.${session.role}`)} · {t(`levels.${session.level}`)}
        {context.length > 0 ? ` · ${context.join(' · ')}` : ''}
      </p>
      <ol aria-label={t('session.questionList')} className="flex flex-wrap gap-2">
        {session.questions.map((item) => {
          const isAnswered = item.position < position
          const isCurrent = item.position === position && !isDone
          return (
            <li
              key={item.id}
              className={cn(
                'flex size-9 items-center justify-center rounded-full border text-sm font-semibold',
                isAnswered ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-line text-ink',
                isCurrent && 'border-brand-700 ring-2 ring-brand-500',
              )}
            >
              <span aria-hidden="true">{item.position + 1}</span>
              <span className="sr-only">
                {t('session.questionOf', { current: item.position + 1, total })}
                {isAnswered ? `, ${t('session.answered')}` : isCurrent ? `, ${t('session.current')}` : ''}
              </span>
            </li>
          )
        })}
      </ol>

      {shownFeedback ? (
        <div ref={feedbackRef} tabIndex={-1} className="space-y-4 outline-none">
          <FeedbackPanel answer={shownFeedback} />
          <Button type="button" size="lg" onClick={() => setShownFeedback(null)}>
            {question ? t('session.next') : t('session.finish')}
          </Button>
        </div>
      ) : null}

      {!shownFeedback && question ? (
        <QuestionForm
          key={position}
          sessionId={session.id}
          question={question}
          total={total}
          onScored={(scored) => {
            setAnswers((current) => [...current, scored])
            setShownFeedback(scored)
          }}
        />
      ) : null}

      {isDone ? <SessionSummary answers={answers} shouldFocus={!wasFinishedOnOpen} /> : null}
    </div>
  )
}

/** One question: its text, the timer, the answer box with voice input where available, and the send button. */
function QuestionForm({
  sessionId,
  question,
  total,
  onScored,
}: {
  sessionId: string
  question: SessionQuestion
  total: number
  onScored: (answer: SessionAnswer) => void
}) {
  const { t } = useTranslation('interviews')
  const id = useId()
  const [draft, setDraft] = useState('')
  const [isSending, setIsSending] = useState(false)
  const [usedVoice, setUsedVoice] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const questionRef = useRef<HTMLHeadingElement>(null)
  const elapsed = useElapsedSeconds(!isSending)
  const speech = useSpeechInput((text) => {
    setUsedVoice(true)
    setDraft((current) => `${current}${current && !current.endsWith(' ') ? ' ' : ''}${text}`.slice(0, MAX_ANSWER_LENGTH))
  })

  useEffect(() => {
    // A later question takes the focus, so a screen reader reads it out; the first leaves the page's start alone.
    if (question.position > 0) questionRef.current?.focus()
  }, [question.position])

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isSending) return
    const answer = draft.trim()
    if (answer.length < MIN_ANSWER_LENGTH) {
      setError(t('session.tooShort', { min: MIN_ANSWER_LENGTH }))
      return
    }
    speech.stop()
    setError(null)
    setIsSending(true)
    try {
      onScored(
        await submitAnswer(sessionId, {
          position: question.position,
          answer,
          input_mode: usedVoice ? 'voice' : 'typed',
          duration_seconds: elapsed,
        }),
      )
    } catch (failure) {
      showToast({ title: t('session.failed'), description: renderError(t, toApiError(failure).body), tone: 'destructive' })
      setIsSending(false)
    }
  }

  return (
    <form onSubmit={send} className="space-y-4 rounded-2xl border border-line bg-surface-raised p-4 sm:p-6" aria-busy={isSending}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-ink-muted">{t('session.questionOf', { current: question.position + 1, total })}</p>
        <Badge tone={question.kind === 'behavioural' ? 'info' : 'accent'}>{t(`kinds.${question.kind}`)}</Badge>
      </div>
      <h2 ref={questionRef} tabIndex={-1} lang="en" className="text-xl font-semibold text-ink outline-none">
        {question.text}
      </h2>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-sm text-ink-muted">{t('session.timer')}</span>
        <span
          role="timer"
          className={cn('font-mono text-lg font-semibold', elapsed > ANSWER_SECONDS ? 'text-red-700 dark:text-red-300' : 'text-ink')}
        >
          {formatDuration(elapsed)}
        </span>
        <span className="text-sm text-ink-muted">{elapsed > ANSWER_SECONDS ? t('session.overTime') : t('session.timeHint')}</span>
      </div>
      <div>
        <label htmlFor={`${id}-answer`} className="block font-medium text-ink">
          {t('session.answerLabel')}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {t('session.answerHint', { min: MIN_ANSWER_LENGTH })}
        </p>
        <textarea
          id={`${id}-answer`}
          name="answer"
          lang="en"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value)
            if (error) setError(null)
          }}
          maxLength={MAX_ANSWER_LENGTH}
          rows={9}
          aria-describedby={`${id}-hint ${id}-counter${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="mt-2 w-full rounded-xl border border-line bg-surface p-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
        />
        <div className="mt-1 flex flex-wrap justify-between gap-2 text-sm">
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : (
            <span />
          )}
          <span
            id={`${id}-counter`}
            className={cn(
              draft.length >= MAX_ANSWER_LENGTH
                ? 'text-red-700 dark:text-red-300'
                : draft.length > MAX_ANSWER_LENGTH * 0.9
                  ? 'text-amber-700 dark:text-amber-300'
                  : 'text-ink-muted',
            )}
          >
            {t('session.counter', { count: draft.length, max: MAX_ANSWER_LENGTH })}
          </span>
        </div>
      </div>
      {speech.isSupported ? (
        <div className="space-y-2">
          <Button
            type="button"
            variant="secondary"
            aria-pressed={speech.isListening}
            onClick={speech.isListening ? speech.stop : speech.start}
          >
            {speech.isListening ? <MicOff aria-hidden="true" className="size-4" /> : <Mic aria-hidden="true" className="size-4" />}
            {speech.isListening ? t('session.voiceStop') : t('session.voiceStart')}
          </Button>
          <p role="status" className="text-sm text-ink-muted">
            {speech.isListening ? t('session.listening') : ''}
            {speech.problem === 'denied' ? t('session.voiceDenied') : ''}
            {speech.problem === 'failed' ? t('session.voiceFailed') : ''}
          </p>
        </div>
      ) : null}
      <Button type="submit" size="lg" disabled={isSending} className="w-full sm:w-auto">
        {isSending ? t('session.scoring') : t('session.submit')}
      </Button>
    </form>
  )
}

function SessionSummary({ answers, shouldFocus }: { answers: readonly SessionAnswer[]; shouldFocus: boolean }) {
  const { t } = useTranslation('interviews')
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (shouldFocus) headingRef.current?.focus()
  }, [shouldFocus])
  const average = answers.length === 0 ? 0 : Math.round(answers.reduce((sum, answer) => sum + answer.feedback.overall, 0) / answers.length)
  return (
    <section aria-labelledby="session-done" className="space-y-4">
      <div className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-6">
        <h2 id="session-done" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
          {t('session.doneTitle')}
        </h2>
        <p className="mt-2 text-ink">{t('session.doneText', { count: answers.length, score: average })}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/mock-interview/analytics" className={buttonClasses({ size: 'lg' })}>
            {t('session.analyticsLink')}
          </Link>
          <Link to="/mock-interview" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('session.again')}
          </Link>
        </div>
      </div>
      {answers.map((answer) => (
        <details key={answer.position} className="rounded-2xl border border-line bg-surface-raised p-4">
          <summary className="cursor-pointer font-medium text-ink">
            {t('session.questionOf', { current: answer.position + 1, total: answers.length })} · {answer.feedback.overall}/100
          </summary>
          <div className="mt-3">
            <FeedbackPanel answer={answer} headingLevel={3} />
          </div>
        </details>
      ))}
    </section>
  )
}
