import { useId } from 'react'
import { Trans, useTranslation } from '#app/i18n/react.tsx'
import type { JobSourceRun } from '#core/admin/job-sources.schema.ts'
import { formatIndiaDateTime } from '#core/format/date-time.ts'
import { Badge, type BadgeTone } from '#app/ui/badge.tsx'
import { SourceCounts } from './source-counts.tsx'

const statusTones: Record<JobSourceRun['status'], BadgeTone> = {
  running: 'brand',
  succeeded: 'success',
  failed: 'danger',
}

/** A source's recent runs, newest first: when, started by whom, the result, the counts, the error and why postings were rejected. */
export function SourceRuns({ name, runs }: { name: string; runs: JobSourceRun[] }) {
  const { t } = useTranslation('admin')
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-line pt-4" data-testid="source-runs">
      <h4 id={headingId} className="text-base font-semibold text-ink">
        {t('sources.runs.heading', { name })}
      </h4>
      {runs.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('sources.runs.none')}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3" aria-label={t('sources.runs.caption', { name })}>
          {runs.map((run) => (
            <li key={run.id}>
              <RunEntry run={run} />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function RunEntry({ run }: { run: JobSourceRun }) {
  const { t, i18n } = useTranslation('admin')
  const startedAt = formatIndiaDateTime(run.started_at, i18n.language)
  return (
    <article className="rounded-lg border border-line p-3" aria-label={t('sources.runs.details', { time: startedAt })}>
      <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-ink-muted">{t('sources.runs.started')}:</dt>
          <dd className="text-ink">
            <time dateTime={run.started_at}>{startedAt}</time>
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-ink-muted">{t('sources.runs.trigger')}:</dt>
          <dd className="text-ink">{t(`sources.runs.triggers.${run.trigger}`)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="text-ink-muted">{t('sources.runs.status')}:</dt>
          <dd>
            <Badge tone={statusTones[run.status]}>{t(`sources.runs.statuses.${run.status}`)}</Badge>
          </dd>
        </div>
      </dl>
      {/* A run still going has counted nothing yet: zeros would read as an empty feed. */}
      {run.status === 'running' ? null : <SourceCounts counts={run.counts} />}
      {run.error === null ? null : (
        <p className="mt-2 text-sm break-words text-red-700 dark:text-red-300">
          {/* The pipeline writes its errors and reasons in English: marked so, inside the page's language. */}
          <Trans t={t} i18nKey="sources.runs.error" values={{ error: run.error }} components={{ data: <span lang="en" /> }} />
        </p>
      )}
      {run.rejections.length === 0 ? null : (
        <div className="mt-3">
          <p className="text-sm font-semibold text-ink">{t('sources.runs.rejections')}</p>
          <ul className="mt-1 flex list-disc flex-col gap-1 ps-5 text-sm text-ink">
            {run.rejections.map((rejection) => (
              <li key={rejection.reason} className="break-words">
                <Trans
                  t={t}
                  i18nKey="sources.runs.rejection"
                  count={rejection.count}
                  values={{ count: rejection.count, reason: rejection.reason }}
                  components={{ data: <span lang="en" /> }}
                />
                {rejection.samples.length === 0 ? null : (
                  <span className="block text-ink-muted">
                    <Trans
                      t={t}
                      i18nKey="sources.runs.samples"
                      values={{ samples: rejection.samples.join(', ') }}
                      components={{ data: <span lang="en" /> }}
                    />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  )
}
