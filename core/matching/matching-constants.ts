/** Limits of the matching API (decision 056), plain TypeScript so the browser reads them without zod. */

/** A page of results is 10 jobs and the landing shows 30: one request scores any list on screen. */
export const MAX_SCORED_JOBS = 50
export const RECOMMENDATIONS_MAX = 50
/** Jobs the recommendations score at most: the best title and skills matches, then the person's places. */
export const MATCH_CANDIDATES = 800
/** How many of the best matches "what would raise your matches" reads. */
export const MISSING_SKILLS_POOL = 100
