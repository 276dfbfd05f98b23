/**
 * The plain rules and words of the admin sources API that the browser needs without zod (decision
 * 007); the bodies' schemas are in job-sources.schema.ts.
 */

/** How many of a source's runs the API and the screen show, newest first. */
export const SOURCE_RUNS_LIMIT = 20

/**
 * A source's health: its last run succeeded, it has failed once or more in a row, staff paused it,
 * or it has not run yet.
 */
export const jobSourceHealths = ['healthy', 'failing', 'paused', 'never_run'] as const
export type JobSourceHealth = (typeof jobSourceHealths)[number]

/** Whether a run of the source is waiting in the queue, running now, or failed and waiting to be retried. */
export const jobSourceActivities = ['idle', 'queued', 'running', 'retrying'] as const
export type JobSourceActivity = (typeof jobSourceActivities)[number]
