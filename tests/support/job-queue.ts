import pino from 'pino'
import type { PgBoss } from 'pg-boss'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { SourceRunQueue } from '#server/features/jobs/index.ts'
import { createIngestQueues, createSourceRunQueue } from '#server/jobs/ingest-queue.ts'
import { createPgBoss } from '#server/jobs/job-queue.ts'
import type { Logger } from '#server/lib/logger.ts'

export interface TestJobQueue {
  boss: PgBoss
  sourceRuns: SourceRunQueue
  stop(): Promise<void>
}

/**
 * The real queue (pg-boss, server/jobs) on a test database, started with the ingestion queues but no
 * workers: a test sees what is queued and scheduled, and starts the workers itself when it wants runs.
 */
export async function startTestJobQueue(handle: DatabaseHandle, logger: Logger = pino({ level: 'silent' })): Promise<TestJobQueue> {
  const boss = createPgBoss(handle, logger)
  await boss.start()
  await createIngestQueues(boss)
  return {
    boss,
    sourceRuns: createSourceRunQueue(boss),
    stop: () => boss.stop({ graceful: false }),
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
