import { useId, useState, type ReactNode } from 'react'
import { Pause, Play, RefreshCw } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link, useRevalidator } from 'react-router'
import type { AdminJobSource, JobSourceRun } from '#core/admin/job-sources.schema.ts'
import type { JobSourceHealth } from '#core/admin/job-sources.ts'
import { formatIndiaDateTime } from '#core/format/date-time.ts'
import { jobSourceEndpoints } from '#core/admin/admin.endpoints.ts'
import { toApiError } from '#app/lib/api-client.ts'
import { callApi } from '#app/lib/call-api.ts'
import { Badge, type BadgeTone } from '#app/ui/badge.tsx'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { SourceCounts } from './source-counts.tsx'
import { sourceFailureReason } from './source-failure.ts'
import { SourceRuns } from './source-runs.tsx'

const healthTones: Record<JobSourceHealth, BadgeTone> = {
  healthy: 'success',
  failing: 'danger',
  paused: 'neutral',
  never_run: 'info',
}

const SOURCES_PATH = href('/admin/sources')

/** One source: what it reads, its health, schedule and last run, and the buttons that pause, resume and run it. */
export function SourceCard({ source, runs }: { source: AdminJobSource; runs: JobSourceRun[] | null }) {
  const { t, i18n } = useTranslation('admin')
  const revalidator = useRevalidator()
  const headingId = useId()
  const [pending, setPending] = useState<'toggle' | 'run' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const params = { id: source.id }

  async function act(kind: 'toggle' | 'run') {
    setPending(kind)
    setFailure(null)
    try {
      if (kind === 'run') {
        const { queued } = await callApi(jobSourceEndpoints.run, { params })
        showToast(
          queued
            ? {
                title: t('sources.toasts.runQueued'),
                description: t('sources.toasts.runQueuedText', { name: source.name }),
                tone: 'success',
              }
            : { title: t('sources.toasts.alreadyQueued'), description: t('sources.toasts.alreadyQueuedText', { name: source.name }) },
        )
      } else {
        const { data } = await callApi(jobSourceEndpoints.setEnabled, { params, body: { enabled: !source.is_enabled } })
        showToast(
          data.is_enabled
            ? { title: t('sources.toasts.resumed', { name: data.name }), tone: 'success' }
            : { title: t('sources.toasts.paused', { name: data.name }), description: t('sources.toasts.pausedText') },
        )
      }
      await revalidator.revalidate()
    } catch (error) {
      setFailure(t(`sources.reasons.${sourceFailureReason(toApiError(error).body)}`))
    } finally {
      setPending(null)
    }
  }

  const isRunsOpen = runs !== null
  const toggleText = toggleLabel(source.is_enabled, pending === 'toggle', t)
  const ToggleIcon = source.is_enabled ? Pause : Play
  const runText = pending === 'run' ? t('sources.queuing') : t('sources.runNow')
  const runsText = isRunsOpen ? t('sources.hideRuns') : t('sources.showRuns')
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-line bg-surface-raised p-4" data-source-id={source.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold break-words text-ink">
            {source.name}
          </h3>
          <p className="text-sm text-ink-muted">{t(`sources.kinds.${source.kind}`)}</p>
        </div>
        <div aria-live="polite" aria-atomic="true" className="flex flex-wrap gap-2" data-testid="source-status">
          <Badge tone={healthTones[source.health]}>{t(`sources.health.${source.health}`)}</Badge>
          <ActivityBadge source={source} />
        </div>
      </div>

      <dl className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-[11rem_1fr]">
        <Detail term={t('sources.fields.reads')}>
          <span className="break-all">{source.target}</span>
        </Detail>
        {source.base_url === null ? null : (
          <Detail term={t('sources.fields.baseUrl')}>
            <span className="break-all">{source.base_url}</span>
          </Detail>
        )}
        <Detail term={t('sources.fields.schedule')}>
          <code className="font-mono">{source.effective_schedule}</code>{' '}
          <span className="text-ink-muted">({source.schedule === null ? t('sources.scheduleDefault') : t('sources.scheduleOwn')})</span>
        </Detail>
        <Detail term={t('sources.fields.origin')}>{t(`sources.origin.${source.origin}`)}</Detail>
        <Detail term={t('sources.fields.lastRun')}>
          {source.last_run_at === null ? (
            t('sources.never')
          ) : (
            <time dateTime={source.last_run_at}>{formatIndiaDateTime(source.last_run_at, i18n.language)}</time>
          )}
        </Detail>
        {source.consecutive_failures === 0 ? null : <Detail term={t('sources.fields.failures')}>{source.consecutive_failures}</Detail>}
        {source.last_error === null ? null : (
          <Detail term={t('sources.fields.lastError')}>
            <span lang="en" className="break-words text-red-700 dark:text-red-300">
              {source.last_error}
            </span>
          </Detail>
        )}
      </dl>

      {source.last_counts === null ? (
        <p className="mt-3 text-sm text-ink-muted">{t('sources.noCounts')}</p>
      ) : (
        <SourceCounts counts={source.last_counts} caption={t('sources.counts.caption', { name: source.name })} />
      )}

      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={pending !== null}
          onClick={() => void act('toggle')}
          aria-label={t('sources.actionFor', { action: toggleText, name: source.name })}
        >
          {pending === 'toggle' ? <Spinner className="size-4" /> : <ToggleIcon aria-hidden="true" className="size-4" />}
          {toggleText}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={pending !== null}
          onClick={() => void act('run')}
          aria-label={t('sources.actionFor', { action: runText, name: source.name })}
        >
          {pending === 'run' ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" className="size-4" />}
          {runText}
        </Button>
        <Link
          to={isRunsOpen ? SOURCES_PATH : `${SOURCES_PATH}?runs=${encodeURIComponent(source.id)}`}
          preventScrollReset
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          aria-label={t('sources.actionFor', { action: runsText, name: source.name })}
        >
          {runsText}
        </Link>
      </div>
      {failure === null ? null : (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      {runs === null ? null : <SourceRuns name={source.name} runs={runs} />}
    </article>
  )
}

/** A run waiting, running, or waiting to be retried after a failure. */
function ActivityBadge({ source }: { source: AdminJobSource }) {
  const { t, i18n } = useTranslation('admin')
  switch (source.activity) {
    case 'idle':
      return null
    case 'retrying':
      return (
        <Badge tone="accent">
          {t('sources.activity.retrying', { time: source.retry_at === null ? '' : formatIndiaDateTime(source.retry_at, i18n.language) })}
        </Badge>
      )
    case 'queued':
    case 'running':
      return (
        <Badge tone="brand">
          {source.activity === 'running' ? <Spinner className="size-3.5" /> : null}
          {t(`sources.activity.${source.activity}`)}
        </Badge>
      )
  }
}

type AdminT = ReturnType<typeof useTranslation<'admin'>>['t']

function toggleLabel(isEnabled: boolean, isPending: boolean, t: AdminT): string {
  if (isEnabled) return isPending ? t('sources.pausing') : t('sources.pause')
  return isPending ? t('sources.resuming') : t('sources.resume')
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-ink-muted">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </>
  )
}
