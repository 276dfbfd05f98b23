/**
 * The limits and options of job search (spec 001 §5, §7). Plain TypeScript, so the
 * browser can read a search from the URL and check the form without loading zod; the schemas in
 * search.schema.ts are made from these same values.
 */

export const JOBS_PER_PAGE = 10
/**
 * Deepest page a request may name: far past any listing we hold, so every page of every listing is
 * reachable. Deep pages are read by keyset (the `after` cursor of the Next link), not by offset.
 */
export const MAX_PAGE = 100_000
export const MAX_NUM_PAGES = 5
export const MAX_QUERY_LENGTH = 200
export const MAX_LOCATION_LENGTH = 100

export const datePostedOptions = ['all', 'today', '3days', 'week', 'month'] as const
export const jobRequirementOptions = ['under_3_years_experience', 'more_than_3_years_experience', 'no_experience', 'no_degree'] as const

/** Notices a search answer can carry; the UI shows them as toasts (title and description). */
export const searchNoticeCodes = ['remote_search_disabled'] as const

/** What GET /api/jobs/suggestions suggests. */
export const suggestionKinds = ['title', 'location'] as const
