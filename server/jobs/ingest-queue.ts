import type { PgBoss, Queue } from 'pg-boss'
import { z } from 'zod'
import type { IngestService, SourceRunQueue } from '#server/features/jobs/index.ts'
import type { Logger } from '#server/lib/logger.ts'

/** One job per run of a source; its singleton key is the source's id. */
export const INGEST_SOURCE_QUEUE = 'ingest-source'
/** The daily expiry of stale jobs, with the search refresh after it. */
export const EXPIRE_JOBS_QUEUE = 'expire-jobs'

/** Schedules read in India time, as staff write them (core/jobs/job-source.schema.ts). */
export const QUEUE_TIME_ZONE = 'Asia/Kolkata'
/** The expiry runs at 03:30 India time, when fewest people search. */
export const EXPIRE_JOBS_SCHEDULE = '30 3 * * *'

/** Runs of different sources that may be in flight at once in one process (the wait is mostly the network). */
const SOURCE_RUN_CONCURRENCY = 2

type QueueOptions = Omit<Queue, 'name'>

/**
 * `stately`: per source (singleton key) at most one run waiting and one running, so a source never
 * runs twice at once and "Run now" while a run waits adds none. A failed run is retried three times
 * with exponential back-off from a minute (about 1, 2, 4 minutes, with jitter, at most an hour); a
 * run still going after 30 minutes is failed and its signal aborted.
 */
const ingestSourceQueueOptions = {
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 30 * 60,
} as const satisfies QueueOptions

const expireJobsQueueOptions = {
  policy: 'stately',
  retryLimit: 2,
  retryDelay: 300,
  expireInSeconds: 30 * 60,
} as const satisfies QueueOptions

const ingestSourceJobSchema = z.object({
  sourceId: z.string().min(1),
  trigger: z.enum(['schedule', 'manual']),
})
type IngestSourceJob = z.infer<typeof ingestSourceJobSchema>

/** A run that ended failed: thrown so pg-boss marks the job failed and retries it with back-off. */
class SourceRunFailedError extends Error {
  constructor(sourceId: string, reason: string | null) {
    super(`job source ${sourceId} failed: ${reason ?? 'no reason recorded'}`)
    this.name = 'SourceRunFailedError'
  }
}

/** The ingestion service's view of the queue: runs queued per source, schedules per source. */
export function createSourceRunQueue(boss: PgBoss): SourceRunQueue {
  return {
    async enqueueRun(sourceId, trigger) {
      const job: IngestSourceJob = { sourceId, trigger }
      const id = await boss.send(INGEST_SOURCE_QUEUE, job, { singletonKey: sourceId })
      return id !== null
    },
    async scheduleSource(sourceId, cron) {
      const job: IngestSourceJob = { sourceId, trigger: 'schedule' }
      await boss.schedule(INGEST_SOURCE_QUEUE, cron, job, { tz: QUEUE_TIME_ZONE, key: sourceId, singletonKey: sourceId })
    },
    async unscheduleSource(sourceId) {
      await boss.unschedule(INGEST_SOURCE_QUEUE, sourceId)
    },
    async listScheduledSources() {
      return (await boss.getSchedules(INGEST_SOURCE_QUEUE)).map((schedule) => schedule.key)
    },
    async listWaitingRuns() {
      const waiting = await boss.findJobs(INGEST_SOURCE_QUEUE, { queued: true })
      return waiting.flatMap((job) =>
        job.singletonKey === null ? [] : [{ sourceId: job.singletonKey, retryAt: job.state === 'retry' ? job.startAfter : null }],
      )
    },
    canReadSchedule(cron) {
      try {
        boss.previewSchedule(cron, { tz: QUEUE_TIME_ZONE, count: 1, from: new Date() })
        return true
      } catch {
        return false
      }
    },
  }
}

/** Creates the ingestion queues, or brings an existing queue's retry settings in step (createQueue leaves one as it was). */
export async function createIngestQueues(boss: PgBoss): Promise<void> {
  for (const [name, { policy, ...settings }] of [
    [INGEST_SOURCE_QUEUE, ingestSourceQueueOptions],
    [EXPIRE_JOBS_QUEUE, expireJobsQueueOptions],
  ] as const) {
    await boss.createQueue(name, { policy, ...settings })
    await boss.updateQueue(name, settings)
  }
  await boss.schedule(EXPIRE_JOBS_QUEUE, EXPIRE_JOBS_SCHEDULE, null, { tz: QUEUE_TIME_ZONE })
}

export interface IngestWorkers {
  /** Waits (at most `timeoutMs`) for handlers still finishing after pg-boss stopped, so a run records its end before the database closes. */
  settle(timeoutMs: number): Promise<void>
}

/**
 * The workers: `ingest-source` runs one source per job (a failed run throws, so pg-boss retries it),
 * `expire-jobs` the daily expiry. The job's signal reaches the connectors, so a run past its time or
 * a stopping server ends its fetches.
 */
export async function startIngestWorkers(
  boss: PgBoss,
  ingest: Pick<IngestService, 'runQueued' | 'expireStaleJobs'>,
  logger: Logger,
): Promise<IngestWorkers> {
  const inFlight = new Set<Promise<unknown>>()
  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work)
    void work.finally(() => inFlight.delete(work)).catch(() => undefined)
    return work
  }

  await boss.work(INGEST_SOURCE_QUEUE, { localConcurrency: SOURCE_RUN_CONCURRENCY }, async (jobs) => {
    for (const job of jobs) {
      const { sourceId, trigger } = ingestSourceJobSchema.parse(job.data)
      const result = await track(ingest.runQueued(sourceId, trigger, job.signal))
      if (result?.status === 'failed') throw new SourceRunFailedError(sourceId, result.error)
      logger.info({ sourceId, trigger, counts: result?.counts ?? null }, result ? 'job source run finished' : 'job source run skipped')
    }
  })
  await boss.work(EXPIRE_JOBS_QUEUE, async () => {
    await track(ingest.expireStaleJobs())
  })

  return {
    async settle(timeoutMs) {
      let timer: NodeJS.Timeout | undefined
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs)
      })
      await Promise.race([Promise.allSettled([...inFlight]), deadline])
      clearTimeout(timer)
    },
  }
}
