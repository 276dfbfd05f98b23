import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { favoritesResponseSchema, MAX_SAVED_JOBS } from '#core/jobs/favorites.schema.ts'
import { favorites, idempotencyKeys } from '#server/db/schema/index.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { buildJob, insertJobs } from '#tests/support/factories.ts'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

function call(app: TestApp, account: TestAccount | null, method: string, path: string, extra: Record<string, string> = {}) {
  const headers = account ? account.headers(extra) : { origin: TEST_PUBLIC_URL, ...extra }
  return app.request(`${TEST_PUBLIC_URL}/api/favorites${path}`, { method, headers })
}

async function countRows(handle: DatabaseHandle, userId: string, jobId: string): Promise<number> {
  const rows = await handle.db
    .select()
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.jobId, jobId)))
  return rows.length
}

describeOnDatabases('saved jobs API', (getHandle) => {
  let app: TestApp
  let asha: TestAccount
  let ravi: TestAccount

  beforeAll(async () => {
    await insertJobs(getHandle(), [
      buildJob({ job_id: 'fav-pune', job_title: 'Data Analyst', job_city: 'Pune' }),
      buildJob({ job_id: 'fav-delhi', job_title: 'Nurse', job_city: 'Delhi' }),
    ])
    app = buildTestApp(getHandle())
    asha = await createSignedInAccount(app, getHandle(), { name: 'Asha Rao' })
    ravi = await createSignedInAccount(app, getHandle(), { name: 'Ravi' })
  })

  test('signed out, every saved-jobs API answers 401', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', '/fav-pune'],
      ['DELETE', '/fav-pune'],
    ] as const) {
      const response = await call(app, null, method, path)
      expect(response.status, `${method} ${path}`).toBe(401)
    }
  })

  test('a saved job is listed with its posting, only for its owner, and removed again', async () => {
    const saved = await call(app, asha, 'PUT', '/fav-pune')
    expect(saved.status).toBe(200)
    const { savedAt } = (await saved.json()) as { savedAt: string }

    const again = await call(app, asha, 'PUT', '/fav-pune')
    expect(await again.json()).toEqual({ jobId: 'fav-pune', savedAt })
    expect(await countRows(getHandle(), asha.userId, 'fav-pune')).toBe(1)

    const list = favoritesResponseSchema.parse(await (await call(app, asha, 'GET', '')).json())
    expect(list.data.map((item) => [item.jobId, item.job?.job_title])).toEqual([['fav-pune', 'Data Analyst']])

    const othersList = favoritesResponseSchema.parse(await (await call(app, ravi, 'GET', '')).json())
    expect(othersList.data).toEqual([])
    // Ravi removing Asha's job id touches only Ravi's rows.
    expect((await call(app, ravi, 'DELETE', '/fav-pune')).status).toBe(204)
    expect(await countRows(getHandle(), asha.userId, 'fav-pune')).toBe(1)

    expect((await call(app, asha, 'DELETE', '/fav-pune')).status).toBe(204)
    expect(await countRows(getHandle(), asha.userId, 'fav-pune')).toBe(0)
  })

  test('saving a job that does not exist answers 404 and stores nothing', async () => {
    const response = await call(app, asha, 'PUT', '/no-such-job')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })

  test(`more than ${MAX_SAVED_JOBS} saved jobs are refused`, async () => {
    const many = Array.from({ length: MAX_SAVED_JOBS }, (_, index) => buildJob({ job_id: `fav-many-${index}`, job_title: 'Clerk' }))
    await insertJobs(getHandle(), [...many, buildJob({ job_id: 'fav-one-too-many', job_title: 'Clerk' })])
    await getHandle()
      .db.insert(favorites)
      .values(many.map((job) => ({ userId: ravi.userId, jobId: job.id })))
    const response = await call(app, ravi, 'PUT', '/fav-one-too-many')
    expect(response.status).toBe(429)
    expect(await response.json()).toMatchObject({ error: { code: 'API_QUOTA_EXCEEDED' } })
  })

  test('the same Idempotency-Key twice applies the write once and replays the first answer', async () => {
    const key = 'queue-0f6c2b7e-save-delhi'
    const first = await call(app, asha, 'PUT', '/fav-delhi', { 'idempotency-key': key })
    expect(first.status).toBe(200)
    const firstBody = await first.text()
    // Removed in between: a replay of the old key must not save the job again.
    expect((await call(app, asha, 'DELETE', '/fav-delhi')).status).toBe(204)

    const repeat = await call(app, asha, 'PUT', '/fav-delhi', { 'idempotency-key': key })
    expect(repeat.status).toBe(200)
    expect(repeat.headers.get('idempotent-replayed')).toBe('true')
    expect(await repeat.text()).toBe(firstBody)
    expect(await countRows(getHandle(), asha.userId, 'fav-delhi')).toBe(0)

    const keys = await getHandle().db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))
    expect(keys).toHaveLength(1)
  })

  test('the same key for another request answers 422 IDEMPOTENCY_KEY_REUSED; another user may use it', async () => {
    const key = 'queue-reused-key-1234'
    expect((await call(app, asha, 'PUT', '/fav-delhi', { 'idempotency-key': key })).status).toBe(200)
    const reused = await call(app, asha, 'DELETE', '/fav-delhi', { 'idempotency-key': key })
    expect(reused.status).toBe(422)
    expect(await reused.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } })
    expect(await countRows(getHandle(), asha.userId, 'fav-delhi')).toBe(1)

    const raviSaves = await call(app, ravi, 'DELETE', '/fav-delhi', { 'idempotency-key': key })
    expect(raviSaves.status).toBe(204)
    expect(raviSaves.headers.get('idempotent-replayed')).toBeNull()
  })

  test('a malformed Idempotency-Key is refused before anything runs', async () => {
    const response = await call(app, asha, 'DELETE', '/fav-delhi', { 'idempotency-key': 'short' })
    expect(response.status).toBe(400)
    expect(await countRows(getHandle(), asha.userId, 'fav-delhi')).toBe(1)
  })

  test('a key whose first request is still running answers 409, and one left running over a minute is taken over', async () => {
    const key = 'queue-still-running-1'
    await getHandle().db.insert(idempotencyKeys).values({ userId: asha.userId, key, fingerprint: 'unused' })
    // The stored fingerprint differs from any real request, so the running claim is checked with its own.
    const reused = await call(app, asha, 'DELETE', '/fav-delhi', { 'idempotency-key': key })
    expect(reused.status).toBe(422)

    const runningKey = 'queue-still-running-2'
    const first = await call(app, asha, 'PUT', '/fav-pune', { 'idempotency-key': runningKey })
    expect(first.status).toBe(200)
    await getHandle().db.update(idempotencyKeys).set({ status: null, body: null }).where(eq(idempotencyKeys.key, runningKey))
    const whileRunning = await call(app, asha, 'PUT', '/fav-pune', { 'idempotency-key': runningKey })
    expect(whileRunning.status).toBe(409)
    expect(await whileRunning.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_REQUEST_IN_PROGRESS' } })

    await getHandle()
      .db.update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(idempotencyKeys.key, runningKey))
    const takenOver = await call(app, asha, 'PUT', '/fav-pune', { 'idempotency-key': runningKey })
    expect(takenOver.status).toBe(200)
    expect(takenOver.headers.get('idempotent-replayed')).toBeNull()
  })
})
