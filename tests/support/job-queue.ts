import pino from 'pino'
import type { PgBoss } from 'pg-boss'
import type { DatabaseHandle } from '#server/db/client.ts'
import { createJobQueue, createQueues, startWorkers, type Workers } from '#server/jobs/background-jobs.ts'
import type { BackgroundJob, BoundJob, JobQueue } from '#server/jobs/job-definition.ts'
import { createPgBoss } from '#server/jobs/job-queue.ts'
import type { Logger } from '#server/lib/logger.ts'
import { backgroundJobs } from '#server/services.ts'

export interface TestJobQueue {
  boss: PgBoss
  queue: JobQueue
  /** Starts workers for these jobs (bound to the services the test built); stop() lets them settle. */
  startWorkers(jobs: readonly BoundJob[]): Promise<Workers>
  stop(): Promise<void>
}

/**
 * The real queue (pg-boss, server/jobs) on a test database, started with every feature's queues and
 * schedules but no workers: a test sees what is queued and scheduled, and starts the workers itself
 * when it wants runs.
 */
export async function startTestJobQueue(
  handle: DatabaseHandle,
  options: { logger?: Logger; jobs?: ReadonlyArray<BackgroundJob<never, unknown>> } = {},
): Promise<TestJobQueue> {
  const logger = options.logger ?? pino({ level: 'silent' })
  const boss = createPgBoss(handle, logger)
  await boss.start()
  await createQueues(boss, options.jobs ?? backgroundJobs)
  const workerIds = new Map<string, string>()
  const started: Workers[] = []
  return {
    boss,
    queue: createJobQueue(boss, workerIds),
    async startWorkers(jobs) {
      const workers = await startWorkers(boss, jobs, logger, workerIds)
      started.push(workers)
      return workers
    },
    async stop() {
      await boss.stop({ graceful: false })
      for (const workers of started) await workers.settle(5_000)
    },
  }
}

/** Waits until `check` answers something other than undefined, polling every 200 ms, for at most `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = await check()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error(`nothing came within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
