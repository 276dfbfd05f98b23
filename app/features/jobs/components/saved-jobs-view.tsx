import { useQueryClient } from '@tanstack/react-query'
import { Bookmark, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'
import { formatIndiaDateTime } from '#core/format/date-time.ts'
import type { Favorite } from '#core/jobs/favorites.schema.ts'
import type { Job } from '#core/jobs/job.schema.ts'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { useSessionUser } from '#app/features/auth/index.ts'
import { SAVED_JOBS_QUERY_KEY } from '#app/features/jobs/use-saved-jobs.ts'
import { JobCard } from './job-card.tsx'
import { JobDetailDialog, preloadJobDetailDialog } from './lazy-dialogs.tsx'
import { withQueryProvider } from '#app/lib/query-provider.tsx'

const QUEUED_TOAST_MS = 4000
const FAILED_TOAST_MS = 5000

type DetailState = { job: Job | null; open: boolean }

/**
 * /favorites: the person's saved jobs, most recent first, each removable (queued when offline like
 * saving is). A posting that can no longer be shown stays listed as unavailable until removed.
 */
function SavedJobsViewContent({ favorites }: { favorites: Favorite[] }) {
  const { t, i18n } = useTranslation(['jobs', 'shell'])
  const { user } = useSessionUser()
  const queryClient = useQueryClient()
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set())
  const [detail, setDetail] = useState<DetailState>({ job: null, open: false })
  const shown = favorites.filter((favorite) => !removed.has(favorite.jobId))

  async function remove(jobId: string) {
    if (!user) return
    setRemoved((current) => new Set(current).add(jobId))
    try {
      const queue = await import('#app/features/jobs/offline/saved-job.ts')
      const outcome = await queue.saveJobOrQueue({ userId: user.id, jobId, action: 'remove' })
      if (outcome === 'queued') showToast({ title: t('shell:offline.queued'), durationMs: QUEUED_TOAST_MS })
      await queryClient.invalidateQueries({ queryKey: [SAVED_JOBS_QUERY_KEY] })
    } catch {
      setRemoved((current) => new Set([...current].filter((id) => id !== jobId)))
      showToast({ title: t('jobs:dialog.saveFailed'), tone: 'destructive', durationMs: FAILED_TOAST_MS })
    }
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          <Bookmark aria-hidden="true" className="size-6 text-brand-700 dark:text-brand-200" />
          {t('jobs:favorites.title')}
        </h1>
        <p className="mt-1 text-base text-ink-muted">{t('jobs:favorites.subtitle')}</p>
      </header>
      {shown.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-line bg-surface-raised px-5 py-10 text-center">
          <p className="text-lg font-semibold text-ink">{t('jobs:favorites.empty')}</p>
          <p className="mt-1 text-sm text-ink-muted">{t('jobs:favorites.emptyHint')}</p>
          <Link to={href('/jobs')} className={buttonClasses({ className: 'mt-5' })}>
            {t('jobs:favorites.browseJobs')}
          </Link>
        </div>
      ) : (
        <ol className="mt-8 space-y-4">
          {shown.map((favorite) => {
            const title = favorite.job?.job_title ?? favorite.jobId
            return (
              <li key={favorite.jobId} className="space-y-2">
                {favorite.job ? (
                  <JobCard
                    job={favorite.job}
                    onOpen={(job) => setDetail({ job, open: true })}
                    onRequireSignIn={() => undefined}
                    onPrefetch={preloadJobDetailDialog}
                  />
                ) : (
                  <p className="rounded-2xl border border-line bg-surface-raised p-4 text-sm text-ink-muted">
                    {t('jobs:favorites.unavailable')}
                  </p>
                )}
                <div className="flex items-center justify-between gap-3 px-1 text-sm text-ink-muted">
                  <span>{t('jobs:favorites.savedOn', { date: formatIndiaDateTime(favorite.savedAt, i18n.language) })}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('jobs:favorites.removeNamed', { title })}
                    onClick={() => void remove(favorite.jobId)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('jobs:favorites.remove')}
                  </Button>
                </div>
              </li>
            )
          })}
        </ol>
      )}
      {detail.job ? (
        <JobDetailDialog
          job={detail.job}
          open={detail.open}
          onOpenChange={(open) => setDetail((current) => ({ ...current, open }))}
          onRequireSignIn={() => undefined}
          onRequireSignInToSave={() => undefined}
        />
      ) : null}
    </div>
  )
}

/** Queries need a QueryProvider: the component brings its own (decision 032). */
export const SavedJobsView = withQueryProvider(SavedJobsViewContent)
