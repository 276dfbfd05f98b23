import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { GUEST_HISTORY_MAX_ENTRIES } from '#core/workspace/history.ts'
import { historyResponseSchema, importedViewsSchema, recordedViewSchema } from '#core/workspace/history.schema.ts'
import { jobSearchHistory } from '#server/db/schema/index.ts'
import { buildJob, insertJobs } from '#tests/support/factories.ts'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

function call(app: TestApp, account: TestAccount | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = account ? account.headers() : { origin: TEST_PUBLIC_URL }
  if (body !== undefined) headers['content-type'] = 'application/json'
  return app.request(`${TEST_PUBLIC_URL}/api/job-history${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

async function listOf(app: TestApp, account: TestAccount, query = '') {
  const response = await call(app, account, 'GET', query)
  expect(response.status).toBe(200)
  return historyResponseSchema.parse(await response.json()).data
}

describeOnDatabases('job view history API', (getHandle) => {
  let app: TestApp
  const people: Record<string, TestAccount> = {}
  const person = (name: string): TestAccount => {
    const account = people[name]
    if (!account) throw new Error(`no test account ${name}`)
    return account
  }
  const jobIds = Array.from({ length: 60 }, (_, index) => `hist-job-${index}`)

  beforeAll(async () => {
    await insertJobs(
      getHandle(),
      jobIds.map((id, index) =>
        buildJob({
          job_id: id,
          job_title: `Pharmacist ${index}`,
          employer_name: `Apollo ${index}`,
          job_city: 'Pune',
          job_state: 'Maharashtra',
        }),
      ),
    )
    app = buildTestApp(getHandle())
    for (const name of ['asha', 'ravi', 'guest', 'capped', 'other', 'anu']) {
      people[name] = await createSignedInAccount(app, getHandle(), { name })
    }
  })

  test('a view adds the job; a repeat view increments view_count and moves last_viewed_at; the list is newest first', async () => {
    const asha = person('asha')
    const first = await call(app, asha, 'POST', '', { job_id: jobIds[0], search_query: 'pharmacist', search_location: 'Pune' })
    expect(first.status).toBe(200)
    const entry = recordedViewSchema.parse(await first.json()).data
    expect(entry).toMatchObject({
      job_id: jobIds[0],
      job_title: 'Pharmacist 0',
      company_name: 'Apollo 0',
      location: 'Pune, Maharashtra, India',
      search_query: 'pharmacist',
      search_location: 'Pune',
      view_count: 1,
    })
    await call(app, asha, 'POST', '', { job_id: jobIds[1] })
    const again = recordedViewSchema.parse(
      await (await call(app, asha, 'POST', '', { job_id: jobIds[0], search_query: 'chemist' })).json(),
    ).data
    expect(again.view_count).toBe(2)
    expect(Date.parse(again.last_viewed_at)).toBeGreaterThan(Date.parse(entry.last_viewed_at))
    expect(again.search_query).toBe('chemist')

    const list = await listOf(app, asha)
    expect(list.map((item) => [item.job_id, item.view_count])).toEqual([
      [jobIds[0], 2],
      [jobIds[1], 1],
    ])
    const rows = await getHandle().db.select().from(jobSearchHistory).where(eq(jobSearchHistory.userId, asha.userId))
    expect(rows).toHaveLength(2)
  })

  test('the default fetch is 50, newest first; limit asks for fewer and no more than 50', async () => {
    const ravi = person('ravi')
    for (const id of jobIds.slice(0, 55)) expect((await call(app, ravi, 'POST', '', { job_id: id })).status).toBe(200)
    const list = await listOf(app, ravi)
    expect(list).toHaveLength(50)
    expect(list[0]?.job_id).toBe(jobIds[54])
    expect(list[49]?.job_id).toBe(jobIds[5])
    expect(await listOf(app, ravi, '?limit=3')).toHaveLength(3)
    expect((await call(app, ravi, 'GET', '?limit=51')).status).toBe(400)
  })

  test("a guest's views move to the account after sign-in, adding to what is there; at most 50, unknown jobs left out", async () => {
    const guest = person('guest')
    await call(app, guest, 'POST', '', { job_id: jobIds[2] })
    const earlier = new Date(Date.now() - 60 * 60 * 1000).toISOString()
    const ahead = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString()
    const moved = await call(app, guest, 'POST', '/import', {
      entries: [
        { job_id: jobIds[2], view_count: 3, last_viewed_at: earlier, search_query: 'older search' },
        { job_id: jobIds[3], view_count: 2, last_viewed_at: earlier, search_query: 'pharma', search_location: 'Pune' },
        { job_id: jobIds[4], last_viewed_at: ahead },
        { job_id: 'no-such-job', last_viewed_at: earlier },
      ],
    })
    expect(moved.status).toBe(200)
    expect(importedViewsSchema.parse(await moved.json())).toEqual({ imported: 3 })
    const list = await listOf(app, guest)
    expect(list.map((item) => [item.job_id, item.view_count, item.search_query])).toEqual([
      [jobIds[4], 1, null],
      [jobIds[2], 4, null],
      [jobIds[3], 2, 'pharma'],
    ])
    // A view the guest's clock put in the future is taken as now, never later.
    expect(Date.parse(list[0]?.last_viewed_at ?? '')).toBeLessThanOrEqual(Date.now())

    const tooMany = Array.from({ length: GUEST_HISTORY_MAX_ENTRIES + 1 }, (_, index) => ({
      job_id: jobIds[index] ?? '',
      last_viewed_at: earlier,
    }))
    expect((await call(app, guest, 'POST', '/import', { entries: tooMany })).status).toBe(400)
    expect((await call(app, null, 'POST', '/import', { entries: [] })).status).toBe(401)
  })

  test('the person can clear it; another person never sees or clears it; unknown jobs and guests are refused', async () => {
    const capped = person('capped')
    const other = person('other')
    await call(app, capped, 'POST', '', { job_id: jobIds[7] })
    await call(app, other, 'POST', '', { job_id: jobIds[8] })
    expect((await listOf(app, other)).map((item) => item.job_id)).toEqual([jobIds[8]])

    expect((await call(app, capped, 'DELETE', '')).status).toBe(204)
    expect(await listOf(app, capped)).toEqual([])
    expect((await listOf(app, other)).map((item) => item.job_id)).toEqual([jobIds[8]])

    expect((await call(app, capped, 'POST', '', { job_id: 'no-such-job' })).status).toBe(404)
    expect((await call(app, null, 'POST', '', { job_id: jobIds[0] })).status).toBe(401)
    expect((await call(app, null, 'GET', '')).status).toBe(401)
  })

  test('download-my-data carries the history; deleting the account erases it', async () => {
    const anu = person('anu')
    await call(app, anu, 'POST', '', { job_id: jobIds[9], search_query: 'pharmacist' })
    const exported = await app.request(`${TEST_PUBLIC_URL}/api/account/export`, { headers: anu.headers() })
    const data = await exported.json()
    expect(data.jobViewHistory).toMatchObject([{ jobId: jobIds[9], jobTitle: 'Pharmacist 9', searchQuery: 'pharmacist', viewCount: 1 }])

    const deleted = await app.request(`${TEST_PUBLIC_URL}/api/account`, { method: 'DELETE', headers: anu.headers() })
    expect(deleted.status).toBe(204)
    const rows = await getHandle().db.select().from(jobSearchHistory).where(eq(jobSearchHistory.userId, anu.userId))
    expect(rows).toEqual([])
  })
})
