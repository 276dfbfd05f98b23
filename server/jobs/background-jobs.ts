import type { DatabaseHandle } from '#server/db/client.ts'
import type { IngestService, SourceRunQueue } from '#server/features/jobs/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import { createIngestQueues, createSourceRunQueue, startIngestWorkers, type IngestWorkers } from './ingest-queue.ts'
import { createPgBoss } from './job-queue.ts'

/** How long a stop waits, after pg-boss has aborted them, for runs to record how they ended. */
const SETTLE_AFTER_STOP_MS = 5_000

export interface BackgroundJobs {
  /** The ingestion service's queue: hand it to createServices. */
  sourceRuns: SourceRunQueue
  /** Starts pg-boss and creates its queues (installing its schema on a first start): before the app answers, so "Run now" finds the queue. */
  startQueue(): Promise<void>
  /**
   * Starts the ingestion service (interrupted runs closed, JOB_SOURCES_FILE synced, schedules in
   * step), then the workers, so no run starts before the service is ready for it.
   */
  startWork(ingest: IngestService): Promise<void>
  /** Lets running jobs finish for up to `timeoutMs`, aborts the rest, and waits for them to record their end. */
  stop(timeoutMs: number): Promise<void>
}

/** pg-boss workers and schedules (DESIGN.md layout, server/jobs): ingestion runs and the daily expiry. */
export function createBackgroundJobs(database: DatabaseHandle, logger: Logger): BackgroundJobs {
  const boss = createPgBoss(database, logger)
  let workers: IngestWorkers | null = null
  return {
    sourceRuns: createSourceRunQueue(boss),
    async startQueue() {
      await boss.start()
      await createIngestQueues(boss)
    },
    async startWork(ingest) {
      await ingest.start()
      workers = await startIngestWorkers(boss, ingest, logger)
      logger.info('background jobs started')
    },
    async stop(timeoutMs) {
      await boss.stop({ graceful: true, timeout: timeoutMs })
      await workers?.settle(SETTLE_AFTER_STOP_MS)
    },
  }
}
