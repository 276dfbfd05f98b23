import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { SQL } from 'drizzle-orm'
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { fileURLToPath } from 'node:url'
import { StartUpError } from '#server/lib/start-up-error.ts'
import { lockDataDir } from './data-dir-lock.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>

/** Where the database lives: an embedded PGlite directory (or memory), or a PostgreSQL URL. */
export type DatabaseTarget =
  | {
      kind: 'pglite'
      dataDir: string | null
      /**
       * PostgreSQL's page cache inside PGlite's WebAssembly memory (PGLITE_SHARED_BUFFERS; PGlite's
       * default 128MB when absent). That memory grows as the cache fills and never shrinks, so this
       * bounds most of what the database adds to the process's RSS (decision 042).
       */
      sharedBuffers?: string
    }
  | {
      kind: 'postgres'
      url: string
      poolSize?: number
      /**
       * Told when an idle pooled connection fails (the server restarted, or closed it). The pool drops
       * that connection and opens another on the next query; without a listener the error would end
       * the process.
       */
      onIdleConnectionError?: (error: Error) => void
    }

/**
 * What the job queue (server/jobs, pg-boss) runs on: the embedded PGlite's own client — one
 * connection, which pg-boss shares through its `fromPglite` backend — or the same PostgreSQL server,
 * where pg-boss keeps a small pool of its own.
 */
export type QueueBackend = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string }

export interface DatabaseHandle {
  db: Database
  kind: DatabaseTarget['kind']
  queueBackend: QueueBackend
  /** Runs a parameterised drizzle `sql` statement and returns its rows, typed by the caller. */
  query<Row extends Record<string, unknown>>(statement: SQL): Promise<Row[]>
  ping(): Promise<void>
  close(): Promise<void>
}

const dialect = new PgDialect()
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** Opens the database and applies every pending migration: the app, tests and benchmarks all start here. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') return openPglite(target.dataDir, target.sharedBuffers)
  return openPostgres(target.url, target.poolSize ?? 10, target.onIdleConnectionError)
}

async function openPglite(dataDir: string | null, sharedBuffers: string | undefined): Promise<DatabaseHandle> {
  // One process at a time per directory: PGlite itself does not check (data-dir-lock.ts).
  const unlock = dataDir === null ? () => {} : lockDataDir(dataDir)
  let client: PGlite
  let db: ReturnType<typeof drizzlePglite<Schema>>
  try {
    client = await createPglite(dataDir, sharedBuffers)
    db = drizzlePglite({ client, schema })
    await migratePglite(db, { migrationsFolder })
  } catch (error) {
    unlock()
    throw error
  }
  return {
    db,
    kind: 'pglite',
    queueBackend: { kind: 'pglite', client },
    async query<Row extends Record<string, unknown>>(statement: SQL) {
      const { sql: text, params } = dialect.sqlToQuery(statement)
      const result = await client.query<Row>(text, params)
      return result.rows
    },
    async ping() {
      await client.query('select 1')
    },
    async close() {
      await client.close()
      unlock()
    },
  }
}

/**
 * Starts PGlite on the directory. When PostgreSQL refuses the files (damaged or from another version),
 * PGlite says only that it "failed to initialize": the StartUpError carries PostgreSQL's own FATAL
 * line, which it wrote to its log, and what to do.
 */
async function createPglite(dataDir: string | null, sharedBuffers: string | undefined): Promise<PGlite> {
  const fatalMessages: string[] = []
  try {
    return await PGlite.create({
      ...(dataDir === null ? {} : { dataDir }),
      extensions: { pg_trgm },
      // Replacing the start parameters drops PGlite's own: keep them, and add ours.
      ...(sharedBuffers === undefined ? {} : { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] }),
      onStderr: (line) => {
        const fatal = /\bFATAL:\s+(.*)$/.exec(line)?.[1]
        if (fatal) fatalMessages.push(fatal)
        return false
      },
    })
  } catch (error) {
    const fatal = fatalMessages[0]
    if (dataDir === null || fatal === undefined) throw error
    throw new StartUpError(
      `the embedded database in ${dataDir} cannot be opened (${fatal}): restore DATA_DIR from a backup, or move ${dataDir} aside to start with an empty database`,
    )
  }
}

async function openPostgres(url: string, poolSize: number, onIdleConnectionError?: (error: Error) => void): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  pool.on('error', (error) => onIdleConnectionError?.(error))
  const db = drizzleNodePg({ client: pool, schema })
  await migrateUnderLock(pool, () => migrateNodePg(db, { migrationsFolder }))
  return {
    db,
    kind: 'postgres',
    queueBackend: { kind: 'postgres', url },
    async query<Row extends Record<string, unknown>>(statement: SQL) {
      const { sql: text, params } = dialect.sqlToQuery(statement)
      const result = await pool.query<Row>(text, params)
      return result.rows
    },
    async ping() {
      await pool.query('select 1')
    },
    async close() {
      await pool.end()
    },
  }
}

/** Arbitrary constant naming our migration lock; app servers starting together apply migrations one at a time. */
const MIGRATION_LOCK_KEY = 727_001

async function migrateUnderLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lockClient = await pool.connect()
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migrate()
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined)
    lockClient.release()
  }
}
