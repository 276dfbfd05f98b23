import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { MAX_SAVED_SEARCHES } from '#core/workspace/history.ts'
import { savedSearchesResponseSchema, savedSearchResponseSchema } from '#core/workspace/saved-searches.schema.ts'
import { savedSearches } from '#server/db/schema/index.ts'
import { buildJob, daysAgo, insertJobs } from '#tests/support/factories.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

function call(app: TestApp, account: TestAccount | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = account ? account.headers({ 'idempotency-key': randomUUID() }) : { origin: TEST_PUBLIC_URL }
  if (body !== undefined) headers['content-type'] = 'application/json'
  return app.request(`${TEST_PUBLIC_URL}/api/saved-searches${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

async function listOf(app: TestApp, account: TestAccount) {
  const response = await call(app, account, 'GET', '')
  expect(response.status).toBe(200)
  return savedSearchesResponseSchema.parse(await response.json()).data
}

describeOnDatabases('saved searches API', (getHandle) => {
  let app: TestApp
  const people: Record<string, TestAccount> = {}
  const person = (name: string): TestAccount => {
    const account = people[name]
    if (!account) throw new Error(`no test account ${name}`)
    return account
  }

  beforeAll(async () => {
    await insertJobs(getHandle(), [
      buildJob({
        job_id: 'dt-old',
        job_title: 'Dialysis Technician',
        job_city: 'Pune',
        job_posted_at_datetime_utc: daysAgo(6).toISOString(),
      }),
      buildJob({
        job_id: 'dt-new-1',
        job_title: 'Dialysis Technician',
        job_city: 'Pune',
        job_posted_at_datetime_utc: daysAgo(2).toISOString(),
      }),
      buildJob({
        job_id: 'dt-new-2',
        job_title: 'Senior Dialysis Technician',
        job_city: 'Pune',
        job_posted_at_datetime_utc: daysAgo(1).toISOString(),
      }),
      buildJob({
        job_id: 'dt-mumbai',
        job_title: 'Dialysis Technician',
        job_city: 'Mumbai',
        job_posted_at_datetime_utc: daysAgo(1).toISOString(),
      }),
      buildJob({
        job_id: 'dt-part',
        job_title: 'Dialysis Technician',
        job_city: 'Pune',
        job_employment_type: 'PARTTIME',
        job_posted_at_datetime_utc: daysAgo(1).toISOString(),
      }),
    ])
    // No caching: each count reads the jobs as they are.
    const services = buildTestServices(getHandle(), { jobs: { cacheTtlMs: 0, rankingCacheTtlMs: 0, resultCacheTtlMs: 0 } })
    app = buildTestApp(getHandle(), { services })
    for (const name of ['asha', 'full', 'other', 'anu']) people[name] = await createSignedInAccount(app, getHandle(), { name })
  })

  test('saves the words, place and filters under a name; the dashboard counts the jobs posted since the last visit', async () => {
    const asha = person('asha')
    const saved = await call(app, asha, 'POST', '', {
      name: 'Dialysis in Pune',
      search: 'q=ignored&query=dialysis+technician&location=Pune&page=3&num_pages=2&employment_types=FULLTIME',
    })
    expect(saved.status).toBe(200)
    const search = savedSearchResponseSchema.parse(await saved.json()).data
    expect(search).toMatchObject({
      name: 'Dialysis in Pune',
      query: 'dialysis technician',
      location: 'Pune',
      search: 'query=dialysis+technician&location=Pune&employment_types=FULLTIME',
      new_count: 0,
    })
    // Just saved: nothing is new.
    expect((await listOf(app, asha)).map((item) => item.new_count)).toEqual([0])

    // The last visit was four days before the test jobs' clock: two Pune full-time jobs were posted since (not the older one, not Mumbai's, not the part-time one).
    await getHandle()
      .db.update(savedSearches)
      .set({ lastSeenAt: daysAgo(4) })
      .where(eq(savedSearches.id, search.id))
    expect((await listOf(app, asha)).map((item) => [item.name, item.new_count, item.new_count_is_estimate])).toEqual([
      ['Dialysis in Pune', 2, false],
    ])
    await getHandle()
      .db.update(savedSearches)
      .set({ lastSeenAt: daysAgo(1.5) })
      .where(eq(savedSearches.id, search.id))
    expect((await listOf(app, asha))[0]?.new_count).toBe(1)

    // Opening its results marks it seen: nothing is new until another job is posted.
    const seen = await call(app, asha, 'POST', `/${search.id}/seen`)
    expect(savedSearchResponseSchema.parse(await seen.json()).data.new_count).toBe(0)
    expect((await listOf(app, asha))[0]?.new_count).toBe(0)
    await insertJobs(getHandle(), [
      buildJob({ job_id: 'dt-fresh', job_title: 'Dialysis Technician', job_city: 'Pune' }, { postedAt: new Date() }),
    ])
    expect((await listOf(app, asha))[0]?.new_count).toBe(1)

    // Saving the same search again renames it instead of keeping two.
    await call(app, asha, 'POST', '', {
      name: 'Pune dialysis',
      search: 'location=Pune&employment_types=FULLTIME&query=dialysis%20technician',
    })
    expect((await listOf(app, asha)).map((item) => item.name)).toEqual(['Pune dialysis'])
  })

  test(`at most ${MAX_SAVED_SEARCHES} per person; an empty or malformed search is refused`, async () => {
    const full = person('full')
    for (let index = 0; index < MAX_SAVED_SEARCHES; index += 1) {
      expect((await call(app, full, 'POST', '', { name: `Search ${index}`, search: `query=nurse+${index}` })).status).toBe(200)
    }
    const refused = await call(app, full, 'POST', '', { name: 'One more', search: 'query=pharmacist' })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({
      error: { code: 'API_QUOTA_EXCEEDED', reason: 'saved_searches_full', params: { limit: 20 } },
    })
    // The same search as one already saved is a rename, not one more.
    expect((await call(app, full, 'POST', '', { name: 'Renamed', search: 'query=nurse+0' })).status).toBe(200)

    const empty = await call(app, person('other'), 'POST', '', { name: 'Nothing', search: 'page=2' })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toMatchObject({ error: { code: 'VALIDATION_INVALID_FORMAT', reason: 'saved_search_empty' } })
    expect((await call(app, person('other'), 'POST', '', { name: 'Bad', search: 'query=x&date_posted=yesterday' })).status).toBe(400)
    expect((await call(app, person('other'), 'POST', '', { name: '', search: 'query=x' })).status).toBe(400)
  })

  test('one person never sees, marks or deletes another’s; guests are refused', async () => {
    const asha = person('asha')
    const other = person('other')
    const [mine] = await listOf(app, asha)
    if (!mine) throw new Error('asha has a saved search')
    expect(await listOf(app, other)).toEqual([])
    expect((await call(app, other, 'POST', `/${mine.id}/seen`)).status).toBe(404)
    expect((await call(app, other, 'DELETE', `/${mine.id}`)).status).toBe(204)
    expect(await listOf(app, asha)).toHaveLength(1)
    expect((await call(app, null, 'GET', '')).status).toBe(401)
    expect((await call(app, asha, 'DELETE', `/${mine.id}`)).status).toBe(204)
    expect(await listOf(app, asha)).toEqual([])
  })

  test('download-my-data carries the saved searches; deleting the account erases them', async () => {
    const anu = person('anu')
    await call(app, anu, 'POST', '', { name: 'Remote nurse', search: 'query=nurse&remote_jobs_only=true' })
    const data = await (await app.request(`${TEST_PUBLIC_URL}/api/account/export`, { headers: anu.headers() })).json()
    expect(data.savedSearches).toMatchObject([{ name: 'Remote nurse', query: 'nurse', filters: { remote_jobs_only: 'true' } }])
    expect((await app.request(`${TEST_PUBLIC_URL}/api/account`, { method: 'DELETE', headers: anu.headers() })).status).toBe(204)
    expect(await getHandle().db.select().from(savedSearches).where(eq(savedSearches.userId, anu.userId))).toEqual([])
  })
})
