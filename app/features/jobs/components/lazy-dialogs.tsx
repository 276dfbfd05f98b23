import { loadOnOpen } from '#app/ui/load-on-open.tsx'

/**
 * The dialogs load on first use, keeping them out of the landing page's initial JavaScript
 * (DESIGN.md "Budgets", decision 007); a caller renders each like any component. A dialog whose code
 * cannot be fetched closes and says so instead of breaking the page (app/ui/load-on-open.tsx).
 */
const jobDetailDialog = loadOnOpen(() => import('./job-detail-dialog.tsx').then((module) => module.JobDetailDialog))
const advancedFiltersDialog = loadOnOpen(() => import('./advanced-filters-dialog.tsx').then((module) => module.AdvancedFiltersDialog))

export const JobDetailDialog = jobDetailDialog.Component
export const AdvancedFiltersDialog = advancedFiltersDialog.Component

/** Starts fetching the detail dialog's code (on hover or focus of a card) so it opens at once. */
export const preloadJobDetailDialog = jobDetailDialog.preload
export const preloadAdvancedFiltersDialog = advancedFiltersDialog.preload
