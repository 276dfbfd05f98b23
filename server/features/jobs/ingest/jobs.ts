import { z } from 'zod'
import { defineJob, type JobQueue } from '#server/jobs/job-definition.ts'
import type { SourceRunQueue } from './service.ts'

/** What a run of a source carries: which source, and whether its schedule or staff asked for it. */
export const ingestSourceJobSchema = z.object({
  sourceId: z.string().min(1),
  trigger: z.enum(['schedule', 'manual']),
})
export type IngestSourceJob = z.infer<typeof ingestSourceJobSchema>

/**
 * One job per run of a source; its key is the source's id. `stately`: per source at most one run
 * waiting and one running, so a source never runs twice at once and "Run now" while a run waits adds
 * none. A failed run is retried three times with exponential back-off from a minute (about 1, 2, 4
 * minutes, with jitter, at most an hour); a run still going after 30 minutes is failed and its signal
 * aborted, which ends its fetches. Two runs of different sources may be in flight in one process (the
 * wait is mostly the network).
 */
export const ingestSourceJob = defineJob({
  name: 'ingest-source',
  schema: ingestSourceJobSchema,
  queue: { policy: 'stately', retryLimit: 3, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 30 * 60 },
  concurrency: 2,
  handler: () => import('./ingest-source-job.ts'),
})

/** The daily expiry of stale jobs with the search refresh after it, at 03:30 India time, when fewest people search. */
export const expireJobsJob = defineJob({
  name: 'expire-jobs',
  cron: '30 3 * * *',
  queue: { policy: 'stately', retryLimit: 2, retryDelay: 300, expireInSeconds: 30 * 60 },
  handler: () => import('./expire-jobs-job.ts'),
})

/**
 * Every five minutes, runs whose process died are closed as interrupted (their heartbeat is stale,
 * sources.ts): a server killed mid-run is not followed by a start-up that would close its run, and
 * staff should not see it running for good. Not retried: the next pass takes what this one left.
 */
export const closeInterruptedRunsJob = defineJob({
  name: 'close-interrupted-runs',
  cron: '*/5 * * * *',
  queue: { policy: 'stately', retryLimit: 0, expireInSeconds: 5 * 60 },
  handler: () => import('./close-interrupted-runs-job.ts'),
})

/** The ingestion service's view of the queue: runs queued per source, schedules per source. */
export function createSourceRunQueue(queue: JobQueue): SourceRunQueue {
  return {
    enqueueRun: (sourceId, trigger) => queue.send(ingestSourceJob, { sourceId, trigger }, { key: sourceId }),
    scheduleSource: (sourceId, cron) => queue.schedule(ingestSourceJob, sourceId, cron, { sourceId, trigger: 'schedule' }),
    unscheduleSource: (sourceId) => queue.unschedule(ingestSourceJob, sourceId),
    listScheduledSources: () => queue.listScheduleKeys(ingestSourceJob),
    async listWaitingRuns() {
      const waiting = await queue.listWaiting(ingestSourceJob)
      return waiting.flatMap((run) => (run.key === null ? [] : [{ sourceId: run.key, retryAt: run.retryAt }]))
    },
    canReadSchedule: (cron) => queue.canReadSchedule(cron),
  }
}
