import { Archive, Lightbulb, Mail, SearchX, WifiOff } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import type { Job } from '#core/jobs/job.schema.ts'
import { SUPPORT_EMAIL } from '#app/shell/support-contact.ts'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { Progress } from '#app/ui/progress.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { useLoadingProgress } from '#app/features/jobs/use-loading-progress.ts'
import { JobCard } from './job-card.tsx'

const stageKeys = ['loading.stage1', 'loading.stage2', 'loading.stage3', 'loading.stage4'] as const

/** A card-shaped placeholder with the same outline as JobCard, so the list does not jump. */
export function JobCardSkeleton() {
  return (
    <div className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-5">
      <div className="flex gap-3 sm:gap-4">
        <Skeleton rounded="xl" className="size-12 shrink-0" />
        <div className="flex-1 space-y-2.5">
          <Skeleton className="h-5 w-3/5" />
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-1/4" />
        </div>
      </div>
    </div>
  )
}

/** Staged search messages with progress rising towards 95% (spec 001 §9), over skeleton cards. */
export function SearchLoading() {
  const { t } = useTranslation('jobs')
  const { stageIndex, progress } = useLoadingProgress()
  const message = t(stageKeys[stageIndex] ?? stageKeys[0])
  return (
    <div>
      <div className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-5">
        <p role="status" className="text-sm font-semibold text-ink">
          {message}
        </p>
        <Progress value={progress} label={t('loading.progressLabel')} className="mt-3" />
      </div>
      <div className="mt-4 space-y-4">
        <JobCardSkeleton />
        <JobCardSkeleton />
        <JobCardSkeleton />
      </div>
    </div>
  )
}

/** Contact Support opens an e-mail to the address the footer lists (spec 001 §3 "Business contact data"). */
const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`

type OfflineJobs = { state: 'closed' } | { state: 'loading' } | { state: 'shown'; jobs: Job[] }

/**
 * Spec 001 §8 "searchFailed": Having Trouble Connecting, with Try Again, Browse Offline Jobs (the
 * jobs this browser kept from earlier results and opened jobs, app/lib/offline/job-cache.ts) and
 * Contact Support.
 */
export function SearchFailed({
  onRetry,
  onOpenJob,
  onRequireSignIn,
}: {
  onRetry?: () => void
  onOpenJob: (job: Job) => void
  onRequireSignIn: (job: Job) => void
}) {
  const { t } = useTranslation('jobs')
  const headingId = useId()
  const [offline, setOffline] = useState<OfflineJobs>({ state: 'closed' })

  async function browseOffline() {
    setOffline({ state: 'loading' })
    try {
      const cache = await import('#app/lib/offline/job-cache.ts')
      setOffline({ state: 'shown', jobs: await cache.readCachedJobs() })
    } catch {
      // No IndexedDB here (private mode in some browsers): nothing was kept, which the empty state says.
      setOffline({ state: 'shown', jobs: [] })
    }
  }

  return (
    <div>
      <div role="alert" className="rounded-2xl border border-line bg-surface-raised px-5 py-10 text-center">
        <span
          aria-hidden="true"
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700 dark:bg-amber-950/60 dark:text-amber-200"
        >
          <WifiOff className="size-7" />
        </span>
        <h3 className="mt-4 text-lg font-bold text-ink">{t('searchFailed.title')}</h3>
        <p className="mx-auto mt-1 max-w-md text-sm text-ink-muted">{t('searchFailed.description')}</p>
        <div className="mt-5 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {onRetry ? <Button onClick={onRetry}>{t('searchFailed.tryAgain')}</Button> : null}
          <Button
            variant="outline"
            aria-expanded={offline.state !== 'closed'}
            disabled={offline.state === 'loading'}
            onClick={() => (offline.state === 'shown' ? setOffline({ state: 'closed' }) : void browseOffline())}
          >
            <Archive aria-hidden="true" className="size-4" />
            {offline.state === 'shown' ? t('searchFailed.hideOffline') : t('searchFailed.browseOffline')}
          </Button>
          <a href={SUPPORT_MAILTO} className={buttonClasses({ variant: 'ghost' })}>
            <Mail aria-hidden="true" className="size-4" />
            {t('searchFailed.contactSupport')}
          </a>
        </div>
      </div>
      {offline.state === 'shown' ? (
        <section aria-labelledby={headingId} className="mt-6">
          <h3 id={headingId} className="text-lg font-bold text-ink">
            {t('searchFailed.offlineTitle')}
          </h3>
          {offline.jobs.length === 0 ? (
            <p className="mt-2 rounded-2xl border border-dashed border-line p-5 text-sm text-ink-muted">{t('searchFailed.offlineEmpty')}</p>
          ) : (
            <ol className="mt-3 space-y-4">
              {offline.jobs.map((job) => (
                <li key={job.job_id}>
                  <JobCard job={job} onOpen={onOpenJob} onRequireSignIn={onRequireSignIn} />
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}
    </div>
  )
}

/** Browse Featured Jobs: the public listing for a visitor, the dashboard (an action) for a signed-in person. */
export type BrowseFeaturedTarget = { href: string } | { onClick: () => void }

/** Spec 001 §8 "noJobsFound": expand-your-search tips and Browse Featured Jobs. */
export function NoJobsFound({ browseFeatured }: { browseFeatured: BrowseFeaturedTarget }) {
  const { t } = useTranslation('jobs')
  return (
    <div className="rounded-2xl border border-dashed border-line bg-surface-raised px-5 py-10 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-brand-100"
      >
        <SearchX className="size-7" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-ink">{t('noJobsFound.title')}</h3>
      <p className="mx-auto mt-1 max-w-md text-sm text-ink-muted">{t('noJobsFound.intro')}</p>
      <ul className="mx-auto mt-4 max-w-sm space-y-2 text-start text-sm text-ink">
        {(['tipBroaderTitle', 'tipNearbyOrRemote', 'tipSimilarRoles'] as const).map((tip) => (
          <li key={tip} className="flex items-start gap-2">
            <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-300" />
            {t(`noJobsFound.${tip}`)}
          </li>
        ))}
      </ul>
      {'href' in browseFeatured ? (
        <Link to={browseFeatured.href} className={buttonClasses({ variant: 'primary', className: 'mt-6' })}>
          {t('results.browseFeaturedJobs')}
        </Link>
      ) : (
        <Button className="mt-6" variant="primary" onClick={browseFeatured.onClick}>
          {t('results.browseFeaturedJobs')}
        </Button>
      )}
    </div>
  )
}
