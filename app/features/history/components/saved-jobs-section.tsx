import { Bookmark } from 'lucide-react'
import { href, Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { buttonClasses } from '#app/ui/button.tsx'
import type { Favorite } from '#core/jobs/favorites.schema.ts'
import { DashboardCard } from './dashboard-card.tsx'

/** The saved jobs on /dashboard: the latest few, with the way to all of them on /favorites. */
export function SavedJobsSection({ favorites, total }: { favorites: readonly Favorite[]; total: number }) {
  const { t } = useTranslation('workspace')
  return (
    <DashboardCard
      icon={Bookmark}
      title={t('savedJobs.title')}
      action={
        total > 0 ? (
          <Link to={href('/favorites')} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            {t('savedJobs.seeAll', { count: total })}
          </Link>
        ) : null
      }
    >
      {favorites.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-surface-muted p-4 text-sm text-ink">{t('savedJobs.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line" data-testid="saved-jobs">
          {favorites.map((favorite) => (
            <li key={favorite.jobId} className="py-3">
              {favorite.job ? (
                <>
                  <p className="font-medium break-words text-ink">{favorite.job.job_title}</p>
                  <p className="text-sm break-words text-ink-muted">{favorite.job.employer_name}</p>
                </>
              ) : (
                <p className="text-sm text-ink-muted">{t('savedJobs.gone')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  )
}
