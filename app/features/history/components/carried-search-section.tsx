import { Search } from 'lucide-react'
import { href, Link, useLocation } from 'react-router'
import { JobResults } from '#app/features/jobs/index.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { buttonClasses } from '#app/ui/button.tsx'
import type { Job } from '#core/jobs/job.schema.ts'
import { DashboardCard } from './dashboard-card.tsx'

/** What View All N Jobs carries to /dashboard (spec 000 §2): the results on screen and the search that found them. */
interface CarriedSearch {
  jobs: Job[]
  query: string
  location: string
}

function readCarriedSearch(state: unknown): CarriedSearch | null {
  if (typeof state !== 'object' || state === null) return null
  const record: Partial<Record<keyof CarriedSearch, unknown>> = state
  const { jobs, query, location } = record
  if (!Array.isArray(jobs) || jobs.length === 0 || typeof query !== 'string' || typeof location !== 'string') return null
  // The state came from our own results list in this tab's history; the cards read only what a job has.
  const carried: Job[] = jobs
  return { jobs: carried, query, location }
}

/** The search carried from View All N Jobs, shown whole at the top of the dashboard; nothing when the page was opened otherwise. */
export function CarriedSearchSection() {
  const { t } = useTranslation('workspace')
  const { state } = useLocation()
  const carried = readCarriedSearch(state)
  if (carried === null) return null
  const params = new URLSearchParams({ q: carried.query })
  if (carried.location !== '') params.set('location', carried.location)
  return (
    <DashboardCard
      icon={Search}
      title={t('carried.title')}
      action={
        <Link to={`${href('/jobs')}?${params.toString()}`} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          {t('carried.openListing')}
        </Link>
      }
    >
      <JobResults
        jobs={carried.jobs}
        query={carried.query}
        location={carried.location}
        initialVisible={carried.jobs.length}
        isViewAllShown={false}
        className="mt-2"
      />
    </DashboardCard>
  )
}
