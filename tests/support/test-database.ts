import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, test } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { runOnServer } from './postgres-server.ts'

/**
 * Fresh, migrated databases for integration tests (CONVENTIONS.md §9, DESIGN.md "One dialect").
 *
 * Every test file gets its own: an in-memory PGlite always, and, when TEST_DATABASE_URL points at a
 * PostgreSQL server, a database created for the file (`jy_test_<random>`) and dropped after it, so
 * test files running in parallel never see each other's rows.
 */

export type DatabaseKind = 'pglite' | 'postgres'

export interface TestDatabase {
  handle: DatabaseHandle
  kind: DatabaseKind
  /** Closes the handle and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>
}

/** The server tests may create databases on; unset means PostgreSQL suites are skipped with a reason. */
export function getTestDatabaseUrl(): string | null {
  const url = process.env.TEST_DATABASE_URL
  return url && url.trim() !== '' ? url.trim() : null
}

export const POSTGRES_SKIP_REASON =
  'TEST_DATABASE_URL is not set, so this suite ran on PGlite only. Set it to a PostgreSQL URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it on PostgreSQL too.'

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null })
    return { handle, kind, dispose: () => handle.close() }
  }
  const serverUrl = getTestDatabaseUrl()
  if (serverUrl === null) throw new Error(POSTGRES_SKIP_REASON)
  const name = `jy_test_${randomBytes(6).toString('hex')}`
  await runOnServer(serverUrl, `create database "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  let handle: DatabaseHandle
  try {
    // Dropping the database at the end ends idle connections from the server side; the pool replaces them.
    handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4, onIdleConnectionError: () => {} })
  } catch (error) {
    await runOnServer(serverUrl, `drop database if exists "${name}" with (force)`)
    throw error
  }
  return {
    handle,
    kind,
    async dispose() {
      await handle.close()
      await runOnServer(serverUrl, `drop database if exists "${name}" with (force)`)
    },
  }
}

/** The databases a suite runs on here: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function listTestDatabaseKinds(): DatabaseKind[] {
  return getTestDatabaseUrl() === null ? ['pglite'] : ['pglite', 'postgres']
}

/**
 * Registers the suite once per database (`name [pglite]`, `name [postgres]`). The body receives a
 * getter for the file's database handle, valid from the suite's beforeAll hooks on. Without
 * TEST_DATABASE_URL the PostgreSQL suite is registered as one skipped test whose note says why.
 */
export function describeOnDatabases(name: string, body: (getHandle: () => DatabaseHandle, kind: DatabaseKind) => void): void {
  for (const kind of ['pglite', 'postgres'] as const) describeOnDatabase(kind, name, body)
}

/** Registers the suite on one database kind, with the same skip-with-reason rule for PostgreSQL. */
export function describeOnDatabase(
  kind: DatabaseKind,
  name: string,
  body: (getHandle: () => DatabaseHandle, kind: DatabaseKind) => void,
): void {
  if (kind === 'postgres' && getTestDatabaseUrl() === null) {
    describe(`${name} [postgres]`, () => {
      test('runs on PostgreSQL', (context) => {
        context.skip(POSTGRES_SKIP_REASON)
      })
    })
    return
  }
  describe(`${name} [${kind}]`, () => {
    let database: TestDatabase | null = null
    beforeAll(async () => {
      database = await createTestDatabase(kind)
    })
    afterAll(async () => {
      await database?.dispose()
      database = null
    })
    body(() => {
      if (!database) throw new Error('the test database is not open yet: use it from beforeAll, beforeEach or a test')
      return database.handle
    }, kind)
  })
}
