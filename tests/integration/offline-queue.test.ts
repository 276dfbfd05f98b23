import 'fake-indexeddb/auto'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { favorites, profiles } from '#server/db/schema/index.ts'
import { buildJob, insertJobs } from '#tests/support/factories.ts'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts'
import { loadRecordKinds } from '#app/features.ts'
import { updateProfileOrQueue } from '#app/features/account/offline/profile-update.ts'
import { saveJobOrQueue } from '#app/features/jobs/offline/saved-job.ts'
import { getOfflineDatabase, OfflineDatabase } from '#app/lib/offline/offline-db.ts'
import type { QueueableKind } from '#app/lib/offline/record-kinds.ts'
import { createSyncEngine, DROPPED_SYNC_MESSAGE, SYNC_BATCH_SIZE } from '#app/lib/offline/sync-engine.ts'
import { readSyncStatus } from '#app/lib/offline/sync-status.ts'

/**
 * The offline queue (app/lib/offline) and the sync engine with every feature's record kinds as the
 * app registers them (app/features.ts: saved jobs, profile changes), against the real server (server/app.ts over PGlite): the browser's
 * fetch is pointed at the app in-process, with the signed-in person's cookie, the way the browser
 * sends it same-origin. `network` stands for the wire: up, down (fetch rejects as a browser's does),
 * or a proxy answering 503 in front of the server.
 */

let database: TestDatabase
let app: TestApp
let asha: TestAccount
let kinds: QueueableKind[]
let network: 'up' | 'down' | 'proxy-503' = 'up'
const requests: string[] = []
const originalFetch = globalThis.fetch

beforeAll(async () => {
  database = await createTestDatabase('pglite')
  await insertJobs(database.handle, [
    buildJob({ job_id: 'offline-pune', job_title: 'Data Analyst' }),
    ...Array.from({ length: 7 }, (_, index) => buildJob({ job_id: `offline-batch-${index}`, job_title: 'Clerk' })),
  ])
  app = buildTestApp(database.handle)
  kinds = await loadRecordKinds()
  asha = await createSignedInAccount(app, database.handle, { name: 'Asha Rao' })
  // The API client builds absolute URLs on the page's origin and hands ky's Request to fetch.
  vi.stubGlobal('location', { origin: TEST_PUBLIC_URL })
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init)
    if (network === 'down') throw new TypeError('Failed to fetch')
    if (network === 'proxy-503') return new Response('<html>Service Unavailable</html>', { status: 503 })
    const { pathname, search } = new URL(request.url)
    requests.push(`${request.method} ${pathname}${search}`)
    const headers = new Headers(request.headers)
    for (const [name, value] of Object.entries(asha.headers())) headers.set(name, value)
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text()
    return app.request(`${TEST_PUBLIC_URL}${pathname}${search}`, { method: request.method, headers, body })
  })
})

afterAll(async () => {
  vi.unstubAllGlobals()
  globalThis.fetch = originalFetch
  await database.dispose()
})

beforeEach(async () => {
  network = 'up'
  requests.length = 0
  vi.stubGlobal('navigator', { onLine: true })
  const db = getOfflineDatabase()
  await Promise.all(db.tables.map((table) => table.clear()))
  await database.handle.db.delete(favorites)
})

afterEach(() => {
  vi.useRealTimers()
})

function engineFor(db: OfflineDatabase) {
  return createSyncEngine({ db, kinds, isOnline: () => network !== 'down', currentUserId: () => asha.userId })
}

async function savedRows(jobId: string): Promise<number> {
  const rows = await database.handle.db
    .select()
    .from(favorites)
    .where(and(eq(favorites.userId, asha.userId), eq(favorites.jobId, jobId)))
  return rows.length
}

test('actions taken offline are queued, survive a reload, and are applied exactly once when synced', async () => {
  vi.stubGlobal('navigator', { onLine: false })
  expect(await saveJobOrQueue({ userId: asha.userId, jobId: 'offline-pune', action: 'save' })).toBe('queued')
  const change = { firstName: 'Asha', lastName: 'Rao', phone: '', location: 'Nashik' }
  expect(await updateProfileOrQueue({ userId: asha.userId, profileData: change })).toBe('queued')
  expect(requests).toEqual([])

  // A reload is a new connection to the same IndexedDB database: the records are on disk.
  const reloaded = new OfflineDatabase()
  const queuedJob = await reloaded.pendingSavedJobs.toArray()
  expect(queuedJob).toMatchObject([{ jobId: 'offline-pune', action: 'save', retryCount: 0, maxRetries: 3 }])
  expect(await reloaded.pendingProfileUpdates.count()).toBe(1)

  vi.stubGlobal('navigator', { onLine: true })
  const result = await engineFor(reloaded).syncNow()
  expect(result).toEqual({ synced: 2, retrying: 0, dropped: 0, waiting: 0 })
  expect(await savedRows('offline-pune')).toBe(1)
  const [profile] = await database.handle.db.select().from(profiles).where(eq(profiles.userId, asha.userId))
  expect(profile?.location).toBe('Nashik')
  expect(await reloaded.pendingSavedJobs.count()).toBe(0)
  expect(readSyncStatus()).toMatchObject({ state: 'idle', pending: 0 })

  // The answer was lost on the way back and the record sent again with its key: applied once, not twice.
  await database.handle.db.delete(favorites)
  await reloaded.pendingSavedJobs.put(queuedJob[0]!)
  expect(await engineFor(reloaded).syncNow()).toMatchObject({ synced: 1 })
  expect(await savedRows('offline-pune')).toBe(0)
  reloaded.close()
})

test('online, an action goes straight to the server; a network failure queues it instead of losing it', async () => {
  expect(await saveJobOrQueue({ userId: asha.userId, jobId: 'offline-pune', action: 'save' })).toBe('sent')
  expect(await savedRows('offline-pune')).toBe(1)

  network = 'down'
  expect(await saveJobOrQueue({ userId: asha.userId, jobId: 'offline-pune', action: 'remove' })).toBe('queued')
  expect(await getOfflineDatabase().pendingSavedJobs.count()).toBe(1)
})

test('with no network a round sends nothing and uses up no retry', async () => {
  await saveJobOrQueue({ userId: asha.userId, jobId: 'offline-pune', action: 'save' }).catch(() => undefined)
  await database.handle.db.delete(favorites)
  network = 'down'
  vi.stubGlobal('navigator', { onLine: false })
  await saveJobOrQueue({ userId: asha.userId, jobId: 'offline-pune', action: 'save' })
  // The browser says online but nothing answers (a captive portal, a dead server): the record waits.
  const engine = createSyncEngine({ db: getOfflineDatabase(), kinds, isOnline: () => true, currentUserId: () => asha.userId })
  expect(await engine.syncNow()).toEqual({ synced: 0, retrying: 0, dropped: 0, waiting: 1 })
  expect(await getOfflineDatabase().pendingSavedJobs.toArray()).toMatchObject([{ retryCount: 0 }])
  // Offline, no round runs at all.
  expect(await engineFor(getOfflineDatabase()).syncNow()).toBeNull()
})

test('a failing server is retried up to 3 times, then the action is dropped with a recorded sync error', async () => {
  vi.stubGlobal('navigator', { onLine: false })
  await saveJobOrQueue({ userId: asha.userId, jobId: 'offline-pune', action: 'save' })
  network = 'proxy-503'
  const engine = engineFor(getOfflineDatabase())
  expect(await engine.syncNow()).toMatchObject({ retrying: 1 })
  expect(await engine.syncNow()).toMatchObject({ retrying: 1 })
  expect(await getOfflineDatabase().pendingSavedJobs.toArray()).toMatchObject([{ retryCount: 2 }])
  expect(await engine.syncNow()).toMatchObject({ dropped: 1 })
  expect(await getOfflineDatabase().pendingSavedJobs.count()).toBe(0)
  expect(readSyncStatus().errors).toMatchObject([{ kind: 'saved-job', code: 'SERVER_UNAVAILABLE', message: DROPPED_SYNC_MESSAGE }])
  expect(await savedRows('offline-pune')).toBe(0)
})

test('a refusal no retry can change (an unknown job) is dropped at once', async () => {
  vi.stubGlobal('navigator', { onLine: false })
  await saveJobOrQueue({ userId: asha.userId, jobId: 'no-such-job', action: 'save' })
  expect(await engineFor(getOfflineDatabase()).syncNow()).toMatchObject({ dropped: 1 })
  expect(readSyncStatus().errors[0]).toMatchObject({ code: 'NOT_FOUND' })
})

test(`a round sends at most ${SYNC_BATCH_SIZE}, oldest first, so a save and a later remove arrive in order`, async () => {
  vi.stubGlobal('navigator', { onLine: false })
  for (let index = 0; index < 6; index++) {
    await saveJobOrQueue({ userId: asha.userId, jobId: `offline-batch-${index}`, action: 'save' })
  }
  await saveJobOrQueue({ userId: asha.userId, jobId: 'offline-batch-0', action: 'remove' })
  const engine = engineFor(getOfflineDatabase())
  expect(await engine.syncNow()).toMatchObject({ synced: 5 })
  expect(requests).toEqual([0, 1, 2, 3, 4].map((index) => `PUT /api/favorites/offline-batch-${index}`))
  expect(await engine.syncNow()).toMatchObject({ synced: 2 })
  expect(requests.slice(5)).toEqual(['PUT /api/favorites/offline-batch-5', 'DELETE /api/favorites/offline-batch-0'])
  expect(await savedRows('offline-batch-0')).toBe(0)
  expect(await savedRows('offline-batch-5')).toBe(1)
})

test("another person's queued actions wait for them instead of landing in the signed-in account", async () => {
  vi.stubGlobal('navigator', { onLine: false })
  await saveJobOrQueue({ userId: 'someone-else', jobId: 'offline-pune', action: 'save' })
  const engine = createSyncEngine({ db: getOfflineDatabase(), kinds, isOnline: () => true, currentUserId: () => asha.userId })
  expect(await engine.syncNow()).toEqual({ synced: 0, retrying: 0, dropped: 0, waiting: 0 })
  expect(await savedRows('offline-pune')).toBe(0)
  expect(await getOfflineDatabase().pendingSavedJobs.count()).toBe(1)
  const signedOut = createSyncEngine({ db: getOfflineDatabase(), kinds, isOnline: () => true, currentUserId: () => null })
  expect(await signedOut.syncNow()).toEqual({ synced: 0, retrying: 0, dropped: 0, waiting: 0 })
})

test('a queue that cannot be written reports CLIENT_STORAGE_FULL', async () => {
  vi.stubGlobal('navigator', { onLine: false })
  const db = getOfflineDatabase()
  db.close()
  await expect(saveJobOrQueue({ userId: asha.userId, jobId: 'offline-pune', action: 'save' })).rejects.toMatchObject({
    body: { code: 'CLIENT_STORAGE_FULL' },
  })
  await db.open()
})
