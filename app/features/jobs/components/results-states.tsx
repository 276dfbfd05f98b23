import { Lightbulb, SearchX, WifiOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { Progress } from '#app/ui/progress.tsx'
import { Skeleton } from '#app/ui/skeleton.tsx'
import { useLoadingProgress } from '#app/features/jobs/use-loading-progress.ts'

const stageKeys = ['loading.stage1', 'loading.stage2', 'loading.stage3', 'loading.stage4'] as const

/** A card-shaped placeholder with the same outline as JobCard, so the list does not jump. */
export function JobCardSkeleton() {
  return (
    <div className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-5">
      <div className="flex gap-3 sm:gap-4">
        <Skeleton className="size-12 shrink-0 rounded-xl" />
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

/** Spec 001 §8 "searchFailed". */
export function SearchFailed({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('jobs')
  return (
    <div role="alert" className="rounded-2xl border border-line bg-surface-raised px-5 py-10 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700 dark:bg-amber-950/60 dark:text-amber-200"
      >
        <WifiOff className="size-7" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-ink">{t('searchFailed.title')}</h3>
      <p className="mx-auto mt-1 max-w-md text-sm text-ink-muted">{t('searchFailed.description')}</p>
      {onRetry ? (
        <Button className="mt-5" onClick={onRetry}>
          {t('searchFailed.tryAgain')}
        </Button>
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
