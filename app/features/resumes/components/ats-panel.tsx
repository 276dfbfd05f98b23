import { CheckCircle2, CircleAlert, CircleDashed } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import type { AtsFix, AtsReport, TermMatch } from '#core/resume/ats/ats.schema.ts'
import { ATS_RUBRIC_VERSION, OVERALL_WEIGHTS } from '#core/resume/ats/rubric.ts'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import type { ResumeTemplateId } from '#core/resume/templates.ts'
import { renderError } from '#app/i18n/render.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import type { TFunction as BaseTFunction } from '#app/i18n/translator.ts'
import { toApiError } from '#app/lib/api-client.ts'
import { Badge } from '#app/ui/badge.tsx'
import { Button } from '#app/ui/button.tsx'
import { cn } from '#app/ui/cn.ts'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/ui/dialog.tsx'
import { inputClasses } from '#app/ui/input.tsx'
import { Label } from '#app/ui/label.tsx'
import { Progress } from '#app/ui/progress.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { checkResume } from '#app/features/resumes/ats/ats-api.ts'
import { isBlankDocument, prepareDocument } from '#app/features/resumes/editor/document-edits.ts'

/** The ATS check's public rubric page. */
export const ATS_RUBRIC_PATH = '/ats-rubric'

type TFunction = BaseTFunction<['ats', 'resume', 'common']>

type CheckState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; report: AtsReport; checkedFor: string }
  | { status: 'failed'; message: string }

/**
 * The ATS check (issue 20): the resume as an ATS reads it — parseability of its exported PDF, and the
 * match against a pasted or linked job — with the fix list, the worth-most fix first. Loaded the first
 * time it opens (app/ui/load-on-open.tsx).
 */
export default function AtsPanel({
  open,
  onOpenChange,
  document,
  template,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  document: ResumeDocument
  template: ResumeTemplateId
}) {
  const { t } = useTranslation(['ats', 'resume', 'common'])
  const jobId = useId()
  const [job, setJob] = useState('')
  const [state, setState] = useState<CheckState>({ status: 'idle' })
  const isBlank = isBlankDocument(document)
  const fingerprint = JSON.stringify([document, template, job.trim()])

  async function run() {
    setState({ status: 'running' })
    try {
      const report = await checkResume(prepareDocument(document), template, job)
      setState({ status: 'done', report, checkedFor: fingerprint })
    } catch (error) {
      setState({ status: 'failed', message: renderError(t, toApiError(error).body) })
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('ats:panel.close')} size="lg" layout="sheet">
        <DialogHeader>
          <DialogTitle>{t('ats:panel.title')}</DialogTitle>
          <DialogDescription>{t('ats:panel.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-5">
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault()
              if (!isBlank && state.status !== 'running') void run()
            }}
          >
            <div>
              <Label htmlFor={jobId}>{t('ats:panel.jobLabel')}</Label>
              <textarea
                id={jobId}
                rows={4}
                maxLength={20_000}
                value={job}
                placeholder={t('ats:panel.jobPlaceholder')}
                aria-describedby={`${jobId}-hint`}
                className={cn(inputClasses, 'mt-1.5 py-2')}
                onChange={(event) => setJob(event.target.value)}
              />
              <p id={`${jobId}-hint`} className="mt-1 text-xs text-ink-muted">
                {t('ats:panel.jobHint')}
              </p>
            </div>
            {isBlank ? <p className="text-sm text-ink-muted">{t('ats:panel.blank')}</p> : null}
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" aria-disabled={isBlank || state.status === 'running'}>
                {state.status === 'running' ? <Spinner className="size-4" /> : null}
                {state.status === 'running' ? t('ats:panel.running') : t('ats:panel.run')}
              </Button>
              <Link
                to={ATS_RUBRIC_PATH}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline dark:text-brand-300"
              >
                {t('ats:panel.rubric', { version: ATS_RUBRIC_VERSION })}
              </Link>
            </div>
          </form>
          <div aria-live="polite">
            {state.status === 'failed' ? (
              <p
                role="alert"
                className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
              >
                {state.message || t('ats:panel.failed')}
              </p>
            ) : null}
            {state.status === 'done' ? (
              <AtsReportView report={state.report} template={template} isStale={state.checkedFor !== fingerprint} t={t} />
            ) : null}
          </div>
        </DialogBody>
      </DialogContent>
    </Dialog>
  )
}

function AtsReportView({
  report,
  template,
  isStale,
  t,
}: {
  report: AtsReport
  template: ResumeTemplateId
  isStale: boolean
  t: TFunction
}) {
  const { jobMatch, parseability } = report
  return (
    <div className="flex flex-col gap-5" data-testid="ats-report">
      {isStale ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
          {t('ats:panel.stale')}
        </p>
      ) : null}
      <section aria-labelledby="ats-overall" className="rounded-2xl border border-line p-4">
        <div className="flex items-baseline justify-between gap-3">
          <h3 id="ats-overall" className="font-semibold">
            {t('ats:panel.overall')}
          </h3>
          <p className="text-3xl font-bold tabular-nums" data-testid="ats-overall">
            {report.overall}%
          </p>
        </div>
        <Progress className="mt-2" value={report.overall} label={t('ats:panel.overall')} />
        <p className="mt-2 text-sm text-ink-muted">
          {jobMatch
            ? t('ats:panel.overallHint', { parseability: `${OVERALL_WEIGHTS.parseability}%`, jobMatch: `${OVERALL_WEIGHTS.jobMatch}%` })
            : t('ats:panel.overallNoJob')}
        </p>
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <PartCard
          id="ats-parseability"
          title={t('ats:panel.parseability')}
          score={parseability.score}
          hint={t('ats:panel.parseabilityHint', { template: t(`resume:builder.template.${template}`) })}
          checks={parseability.checks.map((check) => ({ ...check, label: t(`ats:checks.${check.id}`) }))}
          t={t}
        />
        {jobMatch ? (
          <PartCard
            id="ats-job-match"
            title={t('ats:panel.jobMatch')}
            score={jobMatch.score}
            hint={[
              jobMatch.jobTitle ? t('ats:panel.jobMatchFor', { title: jobMatch.jobTitle }) : '',
              jobMatch.score >= report.target
                ? t('ats:panel.jobMatchMet', { target: report.target })
                : t('ats:panel.jobMatchBelow', { target: report.target }),
              t('ats:panel.jobMatchHint', { target: report.target }),
            ].filter((line) => line !== '')}
            checks={jobMatch.checks.map((check) => ({ ...check, label: t(`ats:checks.${check.id}`) }))}
            target={report.target}
            t={t}
          />
        ) : null}
      </div>

      {jobMatch && jobMatch.terms.length > 0 ? <TermList terms={jobMatch.terms} t={t} /> : null}

      <section aria-labelledby="ats-fixes">
        <h3 id="ats-fixes" className="mb-2 font-semibold">
          {t('ats:panel.fixesHeading')}
        </h3>
        {report.fixes.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('ats:panel.noFixes')}</p>
        ) : (
          <ol className="flex list-decimal flex-col gap-2 ps-5 text-sm" data-testid="ats-fixes">
            {report.fixes.map((fix, index) => (
              <li key={`${fix.key}-${index}`}>{fixText(t, fix)}</li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}

/** A fix's text in the reader's language; an education level named by its words. */
export function fixText(t: TFunction, fix: AtsFix): string {
  const level = fix.params.level
  const params = level === undefined ? fix.params : { ...fix.params, level: translateLevel(t, level) }
  return t(`ats:fixes.${fix.key}`, params)
}

function translateLevel(t: TFunction, level: string): string {
  switch (level) {
    case 'secondary':
    case 'diploma':
    case 'bachelor':
    case 'master':
    case 'doctorate':
      return t(`ats:levels.${level}`)
    default:
      return level
  }
}

function PartCard({
  id,
  title,
  score,
  hint,
  checks,
  target,
  t,
}: {
  id: string
  title: string
  score: number
  hint: string | string[]
  checks: { id: string; label: string; score: number; found: number; total: number }[]
  target?: number
  t: TFunction
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        <p className="text-2xl font-bold tabular-nums" data-testid={`${id}-score`}>
          {score}%
        </p>
      </div>
      <div className="relative mt-2">
        <Progress value={score} label={title} />
        {target === undefined ? null : (
          <span aria-hidden="true" className="absolute -top-1 h-4 w-0.5 bg-ink" style={{ insetInlineStart: `${target}%` }} />
        )}
      </div>
      {(Array.isArray(hint) ? hint : [hint]).map((line) => (
        <p key={line} className="mt-2 text-sm text-ink-muted">
          {line}
        </p>
      ))}
      <ul className="mt-3 flex flex-col gap-1.5 text-sm">
        {checks.map((check) => (
          <li key={check.id} className="flex items-center justify-between gap-2">
            <span className="flex items-center gap-1.5">
              {check.score >= 1 ? (
                <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600" />
              ) : (
                <CircleAlert aria-hidden="true" className="size-4 text-amber-600" />
              )}
              {check.label}
            </span>
            <span className="tabular-nums text-ink-muted">{t('ats:panel.found', { found: check.found, total: check.total })}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

const matchTones = { exact: 'success', near: 'accent', missing: 'danger' } as const

function TermList({ terms, t }: { terms: TermMatch[]; t: TFunction }) {
  return (
    <section aria-labelledby="ats-terms">
      <h3 id="ats-terms" className="mb-2 font-semibold">
        {t('ats:panel.termsHeading')}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {terms.map((term) => (
          <li key={`${term.kind}-${term.term}`}>
            <Badge tone={matchTones[term.match]} className="gap-1">
              {term.match === 'exact' ? (
                <CheckCircle2 aria-hidden="true" className="size-3.5" />
              ) : term.match === 'near' ? (
                <CircleAlert aria-hidden="true" className="size-3.5" />
              ) : (
                <CircleDashed aria-hidden="true" className="size-3.5" />
              )}
              {term.term}
              <span className="sr-only">: {t(`ats:match.${term.match}`)}</span>
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  )
}
