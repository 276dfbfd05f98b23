import type { PgBoss } from 'pg-boss'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'
import { JOB_TIME_ZONE, type BackgroundJob, type BoundJob, type JobQueue } from './job-definition.ts'
import { createPgBoss } from './job-queue.ts'

/** How long a stop waits, after pg-boss has aborted them, for runs to record how they ended. */
const SETTLE_AFTER_STOP_MS = 5_000

/** The schedule key of a job's own `cron` (pg-boss's default key), beside any keyed schedules a feature adds. */
const CRON_KEY = ''

export interface BackgroundJobs {
  /** The queue features send runs to and schedule on: hand it to createServices. */
  queue: JobQueue
  /**
   * Starts pg-boss (installing its schema on a first start), creates every job's queue with its rules
   * and puts each job's cron schedule in place: before the app answers, so a request can queue a run.
   */
  start(): Promise<void>
  /** Starts a worker per job, each run given its services (`bindBackgroundJobs` in server/services.ts). */
  startWorkers(jobs: readonly BoundJob[]): Promise<void>
  /** Lets running jobs finish for up to `timeoutMs`, aborts the rest, and waits for them to record their end. */
  stop(timeoutMs: number): Promise<void>
}

/**
 * Every feature's background jobs on pg-boss (DESIGN.md "background work", decision 038), on the app's
 * own database. A cron schedule is pg-boss's: each occurrence becomes one job however many servers
 * share the database, and each job runs once.
 */
export function createBackgroundJobs(options: {
  database: DatabaseHandle
  logger: Logger
  /** Every feature's job definitions (server/services.ts `backgroundJobs`). */
  jobs: ReadonlyArray<BackgroundJob<never, unknown>>
}): BackgroundJobs {
  const { logger } = options
  const boss = createPgBoss(options.database, logger)
  const workerIds = new Map<string, string>()
  let workers: Workers | null = null
  return {
    queue: createJobQueue(boss, workerIds),
    async start() {
      await boss.start()
      await createQueues(boss, options.jobs)
    },
    async startWorkers(jobs) {
      workers = await startWorkers(boss, jobs, logger, workerIds)
      logger.info({ jobs: jobs.map((job) => job.name) }, 'background jobs started')
    },
    async stop(timeoutMs) {
      await boss.stop({ graceful: true, timeout: timeoutMs })
      await workers?.settle(SETTLE_AFTER_STOP_MS)
    },
  }
}

export interface Workers {
  /** Waits (at most `timeoutMs`) for handlers still finishing after pg-boss stopped, so a run records its end before the database closes. */
  settle(timeoutMs: number): Promise<void>
}

/**
 * A worker per job: each run is given its abort signal (expiry, or a stopping server) and a logger
 * naming the job; a handler that throws fails the run, and pg-boss retries it by the job's rules.
 * `workerIds` learns each worker's id, so a send can wake it.
 */
export async function startWorkers(
  boss: PgBoss,
  jobs: readonly BoundJob[],
  logger: Logger,
  workerIds: Map<string, string>,
): Promise<Workers> {
  const inFlight = new Set<Promise<unknown>>()
  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work)
    void work.finally(() => inFlight.delete(work)).catch(() => undefined)
    return work
  }
  for (const job of jobs) {
    const id = await boss.work(job.name, { localConcurrency: job.concurrency ?? 1 }, async (batch) => {
      for (const run of batch) {
        await track(job.run(run.data, { signal: run.signal, logger: logger.child({ job: job.name, jobId: run.id }) }))
      }
    })
    workerIds.set(job.name, id)
  }
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

/**
 * Creates each job's queue, or brings an existing queue's rules in step (createQueue leaves one as it
 * was), and puts each job's cron schedule in place (or removes one the job no longer declares).
 */
export async function createQueues(boss: PgBoss, jobs: ReadonlyArray<BackgroundJob<never, unknown>>): Promise<void> {
  for (const job of jobs) {
    const { policy, ...rules } = job.queue
    await boss.createQueue(job.name, { policy, ...rules })
    await boss.updateQueue(job.name, rules)
    if (job.cron === undefined) await boss.unschedule(job.name, CRON_KEY)
    else await boss.schedule(job.name, job.cron, null, { tz: JOB_TIME_ZONE, key: CRON_KEY })
  }
}

/** The features' view of pg-boss: runs sent, keyed schedules, waiting runs. A send wakes this process's worker for the job at once. */
export function createJobQueue(boss: PgBoss, workerIds: ReadonlyMap<string, string> = new Map()): JobQueue {
  return {
    async send(job, data, options = {}) {
      const id = await boss.send(job.name, toPayload(data), options.key === undefined ? {} : { singletonKey: options.key })
      const workerId = workerIds.get(job.name)
      if (id !== null && workerId !== undefined) boss.notifyWorker(workerId)
      return id !== null
    },
    async schedule(job, key, cron, data) {
      await boss.schedule(job.name, cron, toPayload(data), { tz: JOB_TIME_ZONE, key, singletonKey: key })
    },
    async unschedule(job, key) {
      await boss.unschedule(job.name, key)
    },
    async listScheduleKeys(job) {
      return (await boss.getSchedules(job.name)).map((schedule) => schedule.key).filter((key) => key !== CRON_KEY)
    },
    async listWaiting(job) {
      const waiting = await boss.findJobs(job.name, { queued: true })
      return waiting.map((run) => ({ key: run.singletonKey, retryAt: run.state === 'retry' ? run.startAfter : null }))
    },
    canReadSchedule(cron) {
      try {
        boss.previewSchedule(cron, { tz: JOB_TIME_ZONE, count: 1, from: new Date() })
        return true
      } catch {
        return false
      }
    },
  }
}

/** pg-boss stores an object or null as a job's data. */
function toPayload(data: unknown): object | null {
  return typeof data === 'object' ? data : null
}
