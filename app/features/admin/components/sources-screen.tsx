import { useEffect, useId, useRef, useState } from 'react'
import { Plus, X } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { useRevalidator } from 'react-router'
import type { AdminJobSource, JobSourceRun } from '#core/admin/job-sources.schema.ts'
import { Button } from '#app/ui/button.tsx'
import { AddSourceForm } from './add-source-form.tsx'
import { AdminPage } from './admin-page.tsx'
import { SourceCard } from './source-card.tsx'

/** How often the screen reads the sources again while a run is queued or running. */
const REFRESH_WHILE_BUSY_MS = 4000

export interface SourcesScreenProps {
  sources: AdminJobSource[]
  /** The source whose recent runs are open, with them. */
  openRuns: { sourceId: string; runs: JobSourceRun[] } | null
  /** The schedule of a source without its own. */
  defaultSchedule: string
}

/**
 * /admin/sources (issue 9): every job source with its health, schedule and last run; pause, resume
 * and run one; its recent runs with why postings were rejected; add a source. While a run is queued
 * or running the screen reads the sources again every few seconds, so the card follows the run.
 */
export function SourcesScreen({ sources, openRuns, defaultSchedule }: SourcesScreenProps) {
  const { t } = useTranslation('admin')
  const formId = useId()
  const [isAdding, setIsAdding] = useState(sources.length === 0)
  // A retry waits a minute or more: the screen follows runs that are about to start or running.
  useRefreshWhile(sources.some((source) => source.activity === 'queued' || source.activity === 'running'))

  return (
    <AdminPage heading={t('sources.heading')} intro={t('sources.intro')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">
          {t('sources.listHeading')}
          {sources.length === 0 ? null : (
            <span className="ms-2 text-sm font-normal text-ink-muted">({t('sources.count', { count: sources.length })})</span>
          )}
        </h2>
        <Button
          variant={isAdding ? 'outline' : 'primary'}
          aria-expanded={isAdding}
          aria-controls={formId}
          onClick={() => setIsAdding(!isAdding)}
        >
          {isAdding ? <X aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
          {isAdding ? t('sources.add.close') : t('sources.add.open')}
        </Button>
      </div>
      <div id={formId}>{isAdding ? <AddSourceForm defaultSchedule={defaultSchedule} onAdded={() => setIsAdding(false)} /> : null}</div>
      {sources.length === 0 ? (
        <p className="mt-6 text-base text-ink-muted" data-testid="sources-empty">
          {t('sources.empty')}
        </p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4" data-testid="job-sources">
          {sources.map((source) => (
            <li key={source.id}>
              <SourceCard source={source} runs={openRuns?.sourceId === source.id ? openRuns.runs : null} />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  )
}

/** Reads the page's data again every few seconds while `isBusy`. */
function useRefreshWhile(isBusy: boolean): void {
  const revalidator = useRevalidator()
  const latest = useRef(revalidator)
  useEffect(() => {
    latest.current = revalidator
  })
  useEffect(() => {
    if (!isBusy) return
    const timer = setInterval(() => {
      if (latest.current.state === 'idle') void latest.current.revalidate()
    }, REFRESH_WHILE_BUSY_MS)
    return () => clearInterval(timer)
  }, [isBusy])
}
