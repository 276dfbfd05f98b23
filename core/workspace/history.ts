/**
 * Job view history and saved searches (spec 001 §3 "Job view history", §4, §7, §10; issue 19; decision
 * 055): the numbers both sides hold to.
 */

/** Spec 001 §10: "Guest job history max 50 entries; default history fetch 50". */
export const GUEST_HISTORY_MAX_ENTRIES = 50
export const HISTORY_FETCH_DEFAULT = 50
/** A signed-in person's history keeps this many jobs, most recently viewed; older views are dropped as new ones come. */
export const HISTORY_KEEP_MAX = 500

/** How many searches one person can save: plenty for real use, few enough for the dashboard to count each one's new jobs. */
export const MAX_SAVED_SEARCHES = 20
export const MAX_SAVED_SEARCH_NAME_LENGTH = 80

/** The listing parameters a saved search keeps (GET /api/jobs/search's names): the words, the place and the filters, never a page. */
export const SAVED_SEARCH_PARAMS = [
  'query',
  'location',
  'country',
  'date_posted',
  'remote_jobs_only',
  'employment_types',
  'job_requirements',
  'job_titles',
  'company_types',
  'salary_min',
  'salary_max',
  'visa_sponsorship',
  'government_only',
  'featured',
  'city_slug',
  'role_slug',
] as const
export type SavedSearchParam = (typeof SAVED_SEARCH_PARAMS)[number]
