/**
 * The dashboard's sections of this feature, for app/routes/ only: kept out of index.ts so the job
 * listings, which take the view recorder and Save search from there, never carry them.
 */
export { CarriedSearchSection } from './components/carried-search-section.tsx'
export { RecentViewsSection } from './components/recent-views-section.tsx'
export { SavedJobsSection } from './components/saved-jobs-section.tsx'
export { SavedSearchesSection } from './components/saved-searches-section.tsx'
