import 'fake-indexeddb/auto'
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { resumeSchema, resumeVersionListSchema, type Resume } from '#core/resume/resumes.schema.ts'
import { buildResumeDocument } from '#tests/support/factories.ts'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts'
import { loadRecordKinds } from '#app/features.ts'
import { saveResumeOrQueue } from '#app/features/resumes/offline/resume-update.ts'
import { getOfflineDatabase } from '#app/lib/offline/offline-db.ts'
import type { QueueableKind } from '#app/lib/offline/record-kinds.ts'
import { createSyncEngine } from '#app/lib/offline/sync-engine.ts'

/**
 * The builder's saves offline (spec 001 §9 "resume-builder"; decision 049): the record kind as the app
 * registers it, the queue and the sync engine against the real server in-process, as
 * tests/integration/offline-queue.test.ts runs the other kinds.
 */

let database: TestDatabase
let app: TestApp
let asha: TestAccount
let kinds: QueueableKind[]
let isNetworkUp = true
const originalFetch = globalThis.fetch

beforeAll(async () => {
  database = await createTestDatabase('pglite')
  app = buildTestApp(database.handle)
  kinds = await loadRecordKinds()
  asha = await createSignedInAccount(app, database.handle, { name: 'Asha Rao' })
  vi.stubGlobal('location', { origin: TEST_PUBLIC_URL })
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init)
    if (!isNetworkUp) throw new TypeError('Failed to fetch')
    const { pathname, search } = new URL(request.url)
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
  isNetworkUp = true
  vi.stubGlobal('navigator', { onLine: true })
  await getOfflineDatabase().pendingResumeUpdates.clear()
})

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return app.request(`${TEST_PUBLIC_URL}/api/resumes${path}`, {
    method,
    headers: { ...asha.headers(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

async function createResume(name: string): Promise<Resume> {
  return resumeSchema.parse(await (await api('POST', '', { name, document: buildResumeDocument() })).json())
}

function engine() {
  return createSyncEngine({ db: getOfflineDatabase(), kinds, isOnline: () => isNetworkUp, currentUserId: () => asha.userId })
}

test('online, a save reaches the server at once and answers the new version', async () => {
  const resume = await createResume('Online')
  const outcome = await saveResumeOrQueue({
    userId: asha.userId,
    resumeId: resume.id,
    resumeData: { baseVersion: 1, name: 'Online, saved' },
  })
  expect(outcome).toMatchObject({ outcome: 'sent', resume: { version: 2, name: 'Online, saved' } })
  expect(await getOfflineDatabase().pendingResumeUpdates.count()).toBe(0)
})

test('offline, the last save waits in the browser; synced after another tab saved, it becomes the newest version and the other stays a version', async () => {
  const resume = await createResume('Offline')
  vi.stubGlobal('navigator', { onLine: false })
  isNetworkUp = false
  const first = buildResumeDocument({ personalInfo: { firstName: 'Asha', lastName: 'Rao', title: 'Draft one' } })
  const last = buildResumeDocument({ personalInfo: { firstName: 'Asha', lastName: 'Rao', title: 'Written offline' } })
  expect(await saveResumeOrQueue({ userId: asha.userId, resumeId: resume.id, resumeData: { baseVersion: 1, document: first } })).toEqual({
    outcome: 'queued',
  })
  expect(await saveResumeOrQueue({ userId: asha.userId, resumeId: resume.id, resumeData: { baseVersion: 1, document: last } })).toEqual({
    outcome: 'queued',
  })
  expect(await getOfflineDatabase().pendingResumeUpdates.count()).toBe(1)

  // Meanwhile, another device saved on version 1.
  isNetworkUp = true
  expect((await api('PUT', `/${resume.id}`, { baseVersion: 1, name: 'Renamed on the laptop' })).status).toBe(200)

  vi.stubGlobal('navigator', { onLine: true })
  expect(await engine().syncNow()).toMatchObject({ synced: 1, dropped: 0 })
  expect(await getOfflineDatabase().pendingResumeUpdates.count()).toBe(0)

  const stored = resumeSchema.parse(await (await api('GET', `/${resume.id}`)).json())
  expect(stored).toMatchObject({ version: 3, name: 'Renamed on the laptop', document: { personalInfo: { title: 'Written offline' } } })
  const versions = resumeVersionListSchema.parse(await (await api('GET', `/${resume.id}/versions`)).json()).data
  expect(versions.map((version) => version.version)).toEqual([3, 2, 1])
})

test('a save whose network fails is queued with its idempotency key and applied once however often it is sent', async () => {
  const resume = await createResume('Flaky')
  isNetworkUp = false
  const outcome = await saveResumeOrQueue({
    userId: asha.userId,
    resumeId: resume.id,
    resumeData: { baseVersion: 1, name: 'Flaky, saved' },
  })
  expect(outcome).toEqual({ outcome: 'queued' })
  isNetworkUp = true
  const [record] = await getOfflineDatabase().pendingResumeUpdates.toArray()
  if (!record) throw new Error('The save was not queued')
  // The first send reached the server but its answer was lost: the queued copy goes again with the same key.
  const headers = { ...asha.headers(), 'content-type': 'application/json', 'idempotency-key': record.idempotencyKey }
  await app.request(`${TEST_PUBLIC_URL}/api/resumes/${resume.id}`, { method: 'PUT', headers, body: JSON.stringify(record.resumeData) })
  expect(await engine().syncNow()).toMatchObject({ synced: 1 })
  expect(resumeSchema.parse(await (await api('GET', `/${resume.id}`)).json()).version).toBe(2)
})
