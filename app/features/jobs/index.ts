/**
 * The jobs feature's public face: other features, routes and the shell import from here only.
 *
 * JobResults      the results section: loading, failure, no results, cards, Show More Jobs,
 *                 View All N Jobs, the detail dialog, apply and the sign-in prompt
 * JobResultsHydratedLater  the same, hydrated from its own chunk after the page (a server-rendered listing)
 * JobCard         one job in a list
 * JobDetailDialog the whole posting (loads its code on first use)
 * JobSearchForm   the search bar with suggestions, popular locations and Advanced Filters
 * SavedJobsView   the /favorites page: the person's saved jobs
 */
export { JobResults, type JobResultsProps, type SpellingCorrection } from './components/job-results.tsx'
export { JobResultsHydratedLater, preloadJobResults } from './components/lazy-job-results.tsx'
export { JobCard, type JobCardProps } from './components/job-card.tsx'
export { JobDetailDialog } from './components/lazy-dialogs.tsx'
export type { JobDetailDialogProps } from './components/job-detail-dialog.tsx'
export { JobSearchForm, type JobSearchFormProps, type QuickSearch } from './components/job-search-form.tsx'
export { JobCardSkeleton } from './components/results-states.tsx'
export { SavedJobsView } from './components/saved-jobs-view.tsx'
export { defaultAdvancedFilters, type AdvancedFilters } from './filters.ts'
export {
  getSearchKey,
  LANDING_NUM_PAGES,
  PREFER_MY_CITIES_PARAM,
  readSearchFromUrl,
  toApiSearchParams,
  toPageSearchParams,
  type JobSearchRequest,
} from './search-request.ts'
export { useJobSearch, type JobSearchState, type UseJobSearchOptions } from './use-job-search.ts'
