/**
 * The resumes' limits (issue 20), plain TypeScript so the browser reads them without zod: the builder
 * says them before the server refuses.
 */

/** How many resumes one person keeps: far above real use (one per kind of role applied for), low enough to list on one screen. */
export const MAX_RESUMES_PER_USER = 20

/** How many versions of one resume are kept: the newest ones; the save that passes the count drops the oldest. */
export const MAX_RESUME_VERSIONS_KEPT = 100

/** The body limit of a write carrying a whole document (the renderer's requests take the same). */
export const RESUME_BODY_LIMIT_BYTES = 256 * 1024
