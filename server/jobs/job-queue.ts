import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss'
import type { DatabaseHandle, QueueBackend } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'

/** Connections pg-boss keeps to a PostgreSQL server beside the app's own pool (polling, schedules, maintenance). */
const POSTGRES_QUEUE_CONNECTIONS = 3

/**
 * The durable queue (DESIGN.md "background work"): pg-boss on the app's own database, in its own
 * `pgboss` schema. On the embedded PGlite it shares the one connection through pg-boss's
 * `fromPglite` backend; on PostgreSQL it keeps a small pool to the same server. Nothing runs until
 * `start()`; its errors and warnings go to the log.
 */
export function createPgBoss(database: DatabaseHandle, logger: Logger): PgBoss {
  const boss = new PgBoss({ ...backendOptions(database.queueBackend), application_name: 'jobyatra-queue' })
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'))
  boss.on('warning', (warning) => logger.warn({ data: warning.data }, `job queue: ${warning.message}`))
  return boss
}

function backendOptions(backend: QueueBackend): ConstructorOptions {
  switch (backend.kind) {
    case 'pglite':
      return { db: fromPglite(backend.client), backend: 'pglite' }
    case 'postgres':
      return { connectionString: backend.url, max: POSTGRES_QUEUE_CONNECTIONS }
  }
}
