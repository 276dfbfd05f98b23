import { sql } from 'drizzle-orm'
import pg from 'pg'
import { expect, it } from 'vitest'
import { describeOnDatabase, getTestDatabaseUrl } from '#tests/support/test-database.ts'
import { openDatabase } from './client.ts'

describeOnDatabase('postgres', 'the PostgreSQL pool', (getHandle) => {
  it('survives the server ending an idle connection: it reports it and the next query runs on a new one', async () => {
    const serverUrl = getTestDatabaseUrl()
    if (serverUrl === null) throw new Error('describeOnDatabase runs this only with TEST_DATABASE_URL')
    const [database] = await getHandle().query<{ name: string }>(sql`select current_database() as name`)
    const url = new URL(serverUrl)
    url.pathname = `/${database?.name ?? ''}`

    const reported: Error[] = []
    const handle = await openDatabase({
      kind: 'postgres',
      url: url.toString(),
      // Two: applying the migrations holds one connection for the lock and uses another.
      poolSize: 2,
      onIdleConnectionError: (error) => reported.push(error),
    })
    try {
      const [before] = await handle.query<{ pid: number }>(sql`select pg_backend_pid() as pid`)
      const admin = new pg.Client({ connectionString: serverUrl })
      await admin.connect()
      try {
        await admin.query('select pg_terminate_backend($1)', [before?.pid])
      } finally {
        await admin.end()
      }
      await expect.poll(() => reported.length).toBe(1)
      expect(reported[0]?.message).toMatch(/terminat/)
      const [after] = await handle.query<{ pid: number }>(sql`select pg_backend_pid() as pid`)
      expect(after?.pid).toEqual(expect.any(Number))
      expect(after?.pid).not.toBe(before?.pid)
    } finally {
      await handle.close()
    }
  })
})

it('starts PGlite with PGLITE_SHARED_BUFFERS as its page cache, keeping PGlite’s own start parameters', async () => {
  const handle = await openDatabase({ kind: 'pglite', dataDir: null, sharedBuffers: '16MB' })
  try {
    const [buffers] = await handle.query<{ shared_buffers: string }>(sql`show shared_buffers`)
    const [searchPath] = await handle.query<{ search_path: string }>(sql`show search_path`)
    expect({ buffers: buffers?.shared_buffers, searchPath: searchPath?.search_path }).toEqual({ buffers: '16MB', searchPath: 'public' })
  } finally {
    await handle.close()
  }
})
