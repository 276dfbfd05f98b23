import { Search } from 'lucide-react'
import { href, Link, useLocation } from 'react-router'
import { JobResults, PREFER_MY_CITIES_PARAM } from '#app/features/jobs/index.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { buttonClasses } from '#app/ui/button.tsx'
import type { Job } from '#core/jobs/job.schema.ts'
import { DashboardCard } from './dashboard-card.tsx'

/**
 * What View All N Jobs carries to /dashboard (spec 000 §2): the results on screen, the search that
 * found them, and the cities that led them or whether every place counted equally (decisions 075, 078).
 */
interface CarriedSearch {
  jobs: Job[]
  query: string
  location: string
  preferredCities: string[]
  isEveryPlaceEqual: boolean
}

function readCarriedSearch(state: unknown): CarriedSearch | null {
  if (typeof state !== 'object' || state === null) return null
  const record: Partial<Record<keyof CarriedSearch, unknown>> = state
  const { jobs, query, location, preferredCities, isEveryPlaceEqual } = record
  if (!Array.isArray(jobs) || jobs.length === 0 || typeof query !== 'string' || typeof location !== 'string') return null
  // The state came from our own results list in this tab's history; the cards read only what a job has.
  const carried: Job[] = jobs
  const cities = Array.isArray(preferredCities) ? preferredCities.filter((city) => typeof city === 'string') : []
  return { jobs: carried, query, location, preferredCities: cities, isEveryPlaceEqual: isEveryPlaceEqual === true }
}

/** The carried search's listing on /jobs, with every place equal or the person's city first. */
function listingHref(carried: CarriedSearch, isEveryPlaceEqual: boolean): string {
  const params = new URLSearchParams({ q: carried.query })
  if (carried.location !== '') params.set('location', carried.location)
  if (isEveryPlaceEqual) params.set(PREFER_MY_CITIES_PARAM, 'false')
  return `${href('/jobs')}?${params.toString()}`
}

/** The search carried from View All N Jobs, shown whole at the top of the dashboard; nothing when the page was opened otherwise. */
export function CarriedSearchSection() {
  const { t } = useTranslation('workspace')
  const { state } = useLocation()
  const carried = readCarriedSearch(state)
  if (carried === null) return null
  return (
    <DashboardCard
      icon={Search}
      title={t('carried.title')}
      action={
        <Link to={listingHref(carried, carried.isEveryPlaceEqual)} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
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
        // The carried list cannot be searched again here: the other way is its listing on /jobs.
        placePreference={{
          preferredCities: carried.preferredCities,
          isEveryPlaceEqual: carried.isEveryPlaceEqual,
          toggleHref: listingHref(carried, !carried.isEveryPlaceEqual),
        }}
        className="mt-2"
      />
    </DashboardCard>
  )
}
