/** Users one e-mail search answers with at most (plain TypeScript: the users screen reads it without zod). */
export const USER_SEARCH_LIMIT = 20

/** The longest reason staff may give for disabling an account or granting premium (decision 071). */
export const STAFF_REASON_MAX = 500

/** How far ahead a staff premium grant may end (decision 071). */
export const PREMIUM_GRANT_MAX_DAYS = 366

/** The lengths the users screen offers for a grant; any date up to PREMIUM_GRANT_MAX_DAYS is allowed too. */
export const PREMIUM_GRANT_DAY_CHOICES = [7, 30, 90] as const
