import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { indiaCalendarDay } from '#core/format/india-day.ts'
import { applicationDetailSchema, applicationsResponseSchema, recordedApplicationSchema } from '#core/workspace/applications.schema.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { jobApplicationEvents, jobApplications, subscriptions, usageCounters } from '#server/db/schema/index.ts'
import { buildJob, insertJobs } from '#tests/support/factories.ts'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

function call(app: TestApp, account: TestAccount | null, method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = account ? account.headers(extra) : { origin: TEST_PUBLIC_URL, ...extra }
  if (body !== undefined) headers['content-type'] = 'application/json'
  return app.request(`${TEST_PUBLIC_URL}/api/job-applications${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

async function apply(app: TestApp, account: TestAccount, jobId: string, extra: Record<string, unknown> = {}, key: string = randomUUID()) {
  return call(app, account, 'POST', '', { job_id: jobId, ...extra }, { 'idempotency-key': key })
}

async function appliedCount(handle: DatabaseHandle, userId: string): Promise<number> {
  const [row] = await handle.db
    .select({ count: usageCounters.count })
    .from(usageCounters)
    .where(
      sql`${usageCounters.userId} = ${userId} and ${usageCounters.feature} = 'job_applications' and ${usageCounters.day} = ${indiaCalendarDay(new Date())}`,
    )
  return row?.count ?? 0
}

async function rowsOf(handle: DatabaseHandle, userId: string) {
  return handle.db.select().from(jobApplications).where(eq(jobApplications.userId, userId))
}

const LIMIT_ERROR = {
  error: {
    code: 'DAILY_APPLICATION_LIMIT',
    message: "You've used all 5 free applications today. Upgrade for unlimited access",
    retryable: false,
    params: { limit: 5 },
  },
}

describeOnDatabases('application tracking API', (getHandle) => {
  let app: TestApp
  const people: Record<string, TestAccount> = {}
  const person = (name: string): TestAccount => {
    const account = people[name]
    if (!account) throw new Error(`no test account ${name}`)
    return account
  }
  const jobIds = Array.from({ length: 12 }, (_, index) => `app-job-${index}`)

  beforeAll(async () => {
    await insertJobs(getHandle(), [
      ...jobIds.map((id, index) => buildJob({ job_id: id, job_title: `Data Analyst ${index}`, employer_name: `Infosys ${index}` })),
      buildJob(
        { job_id: 'app-listed', job_title: 'Nurse', employer_name: 'Apollo', job_apply_link: 'https://apollo.example.com/jobs/1' },
        {
          applyOptions: [
            { publisher: 'Apollo Careers', apply_link: 'https://apollo.example.com/jobs/1', is_direct: true },
            { publisher: 'LinkedIn', apply_link: 'https://linkedin.example.com/jobs/99', is_direct: false },
          ],
        },
      ),
      buildJob({ job_id: 'app-formula', job_title: '=HYPERLINK("x")', employer_name: 'Acme, "Ltd"' }),
    ])
    app = buildTestApp(getHandle())
    // Sign-ups are rate limited per minute: nine people, each test starting a new India-time day where it needs one.
    for (const name of ['asha', 'ravi', 'meena', 'kiran', 'sunil', 'priya', 'owner', 'other', 'anu']) {
      people[name] = await createSignedInAccount(app, getHandle(), { name })
    }
  })

  /** As if midnight in India had passed for this person: their count of applications starts again. */
  async function startNewDay(account: TestAccount): Promise<void> {
    await getHandle().db.delete(usageCounters).where(eq(usageCounters.userId, account.userId))
  }

  test('signed out, every application API answers 401', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['GET', '/export'],
      ['GET', '/1'],
      ['PATCH', '/1'],
      ['POST', '/1/events'],
      ['DELETE', '/1'],
    ] as const) {
      const response = await call(app, null, method, path, method === 'GET' || method === 'DELETE' ? undefined : {})
      expect(response.status, `${method} ${path}`).toBe(401)
    }
  })

  test('Apply records the application as applied with a dated event, and applying again counts nothing', async () => {
    const asha = person('asha')
    const first = await apply(app, asha, jobIds[0] ?? '')
    expect(first.status).toBe(200)
    const recorded = recordedApplicationSchema.parse(await first.json())
    expect(recorded).toMatchObject({
      is_new: true,
      open_link: `https://careers.example.com/jobs/${jobIds[0]}`,
      applications_left_today: 4,
      application: { job_title: 'Data Analyst 0', employer_name: 'Infosys 0', application_status: 'applied', resume_id: null },
    })
    expect(recorded.application.applied_at).not.toBeNull()

    const again = recordedApplicationSchema.parse(await (await apply(app, asha, jobIds[0] ?? '')).json())
    expect(again).toMatchObject({ is_new: false, applications_left_today: 4, application: { id: recorded.application.id } })
    expect(await appliedCount(getHandle(), asha.userId)).toBe(1)

    const detail = applicationDetailSchema.parse(await (await call(app, asha, 'GET', `/${recorded.application.id}`)).json())
    expect(detail.events.map((event) => [event.kind, event.application_status])).toEqual([['status', 'applied']])
  })

  test('a free user applies 5 times a day; the sixth is refused with the spec’s message and records nothing; a job already applied to still answers', async () => {
    const ravi = person('ravi')
    for (const [index, jobId] of jobIds.slice(0, 5).entries()) {
      const answer = recordedApplicationSchema.parse(await (await apply(app, ravi, jobId)).json())
      expect(answer.applications_left_today).toBe(4 - index)
    }
    const sixth = await apply(app, ravi, jobIds[5] ?? '')
    expect(sixth.status).toBe(429)
    expect(await sixth.json()).toEqual(LIMIT_ERROR)
    expect(await rowsOf(getHandle(), ravi.userId)).toHaveLength(5)

    const repeat = await apply(app, ravi, jobIds[2] ?? '')
    expect(repeat.status).toBe(200)
    expect(await repeat.json()).toMatchObject({ is_new: false, applications_left_today: 0 })
    expect(await appliedCount(getHandle(), ravi.userId)).toBe(5)
  })

  test('parallel applications to one job (double click, two tabs, two devices) record one and count one', async () => {
    const meena = person('meena')
    const answers = await Promise.all(Array.from({ length: 8 }, () => apply(app, meena, jobIds[3] ?? '')))
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => 200))
    const bodies = await Promise.all(answers.map(async (answer) => recordedApplicationSchema.parse(await answer.json())))
    expect(bodies.filter((body) => body.is_new)).toHaveLength(1)
    expect(new Set(bodies.map((body) => body.application.id)).size).toBe(1)
    expect(await rowsOf(getHandle(), meena.userId)).toHaveLength(1)
    expect(await appliedCount(getHandle(), meena.userId)).toBe(1)
    const events = await getHandle().db.select().from(jobApplicationEvents).where(eq(jobApplicationEvents.userId, meena.userId))
    expect(events).toHaveLength(1)
  })

  test('parallel applications to ten jobs never pass the limit: 5 recorded, 5 refused', async () => {
    const kiran = person('kiran')
    const answers = await Promise.all(jobIds.slice(0, 10).map((jobId) => apply(app, kiran, jobId)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429])
    expect(await rowsOf(getHandle(), kiran.userId)).toHaveLength(5)
    expect(await appliedCount(getHandle(), kiran.userId)).toBe(5)
  })

  test('the same Idempotency-Key replays the first answer and changes nothing', async () => {
    const lata = person('asha')
    await startNewDay(lata)
    const key = 'apply-queue-0001-abcd'
    const first = await apply(app, lata, jobIds[7] ?? '', {}, key)
    const firstBody = await first.text()
    const repeat = await apply(app, lata, jobIds[7] ?? '', {}, key)
    expect(repeat.headers.get('idempotent-replayed')).toBe('true')
    expect(await repeat.text()).toBe(firstBody)
    expect(await appliedCount(getHandle(), lata.userId)).toBe(1)
  })

  test('an "Also listed on" portal is recorded and its link answered; a portal the job is not on is refused', async () => {
    const neha = person('kiran')
    await startNewDay(neha)
    const wrong = await apply(app, neha, 'app-listed', { portal: 'Naukri' })
    expect(wrong.status).toBe(400)
    expect(await appliedCount(getHandle(), neha.userId)).toBe(0)
    const answer = recordedApplicationSchema.parse(await (await apply(app, neha, 'app-listed', { portal: 'LinkedIn' })).json())
    expect(answer).toMatchObject({ open_link: 'https://linkedin.example.com/jobs/99', application: { portal: 'LinkedIn' } })

    const own = person('meena')
    await startNewDay(own)
    expect(await (await apply(app, own, 'app-listed')).json()).toMatchObject({ application: { portal: 'Apollo Careers' } })
    const unknownJob = await apply(app, own, 'no-such-job')
    expect(unknownJob.status).toBe(404)
    expect(await appliedCount(getHandle(), own.userId)).toBe(1)
  })

  test('status transitions: saved, interviewing, applied (counted once, applied_at set then kept), rejected; each a dated event with its note', async () => {
    const sunil = person('sunil')
    const saved = recordedApplicationSchema.parse(await (await apply(app, sunil, jobIds[8] ?? '', { application_status: 'saved' })).json())
    expect(saved.application).toMatchObject({ application_status: 'saved', applied_at: null })
    expect(await appliedCount(getHandle(), sunil.userId)).toBe(0)
    const id = saved.application.id

    const change = (status: string, note: string | null = null) => call(app, sunil, 'PATCH', `/${id}`, { application_status: status, note })
    const interviewing = applicationDetailSchema.parse(await (await change('interviewing', 'HR called')).json())
    expect(interviewing).toMatchObject({ application_status: 'interviewing', applied_at: null })
    const applied = applicationDetailSchema.parse(await (await change('applied')).json())
    expect(applied.applied_at).not.toBeNull()
    expect(await appliedCount(getHandle(), sunil.userId)).toBe(1)
    await change('rejected', 'Position filled')
    const again = applicationDetailSchema.parse(await (await change('applied')).json())
    expect(again.applied_at).toBe(applied.applied_at)
    expect(await appliedCount(getHandle(), sunil.userId)).toBe(1)

    const interviewAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString()
    const withDate = await call(app, sunil, 'POST', `/${id}/events`, { kind: 'interview', due_at: interviewAt, note: 'Round 2' })
    expect(withDate.status).toBe(200)
    const missingDate = await call(app, sunil, 'POST', `/${id}/events`, { kind: 'follow_up' })
    expect(missingDate.status).toBe(400)

    const detail = applicationDetailSchema.parse(await (await call(app, sunil, 'GET', `/${id}`)).json())
    expect(detail.events.map((event) => [event.kind, event.application_status, event.note])).toEqual([
      ['status', 'saved', null],
      ['status', 'interviewing', 'HR called'],
      ['status', 'applied', null],
      ['status', 'rejected', 'Position filled'],
      ['status', 'applied', null],
      ['interview', null, 'Round 2'],
    ])
    expect(detail.next_step).toEqual({ kind: 'interview', due_at: interviewAt })
    const list = applicationsResponseSchema.parse(await (await call(app, sunil, 'GET', '')).json())
    expect(list.data.map((item) => [item.id, item.next_step?.kind])).toEqual([[id, 'interview']])
    expect((await change('offer')).status).toBe(400)
  })

  test('moving a saved application to applied at the daily limit is refused like Apply', async () => {
    const tara = person('ravi')
    await startNewDay(tara)
    const saved = recordedApplicationSchema.parse(await (await apply(app, tara, jobIds[9] ?? '', { application_status: 'saved' })).json())
    // Five jobs Ravi has not applied to yet (he applied to the first five earlier).
    for (const jobId of [5, 6, 7, 8, 10].map((index) => jobIds[index] ?? '')) expect((await apply(app, tara, jobId)).status).toBe(200)
    const refused = await call(app, tara, 'PATCH', `/${saved.application.id}`, { application_status: 'applied' })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual(LIMIT_ERROR)
    const detail = applicationDetailSchema.parse(await (await call(app, tara, 'GET', `/${saved.application.id}`)).json())
    expect(detail).toMatchObject({ application_status: 'saved', applied_at: null })
    expect(detail.events).toHaveLength(1)
  })

  test('premium users apply without a limit', async () => {
    const priya = person('priya')
    await getHandle()
      .db.insert(subscriptions)
      .values({
        userId: priya.userId,
        planType: 'professional',
        status: 'active',
        expiresAt: new Date(Date.now() + 86_400_000),
        isPremium: true,
      })
    for (const jobId of jobIds.slice(0, 7)) {
      const answer = await apply(app, priya, jobId)
      expect(answer.status).toBe(200)
      expect(await answer.json()).toMatchObject({ is_new: true, applications_left_today: null })
    }
  })

  test('another person’s application is not found for reading, changing, noting or deleting', async () => {
    const owner = person('owner')
    const other = person('other')
    const { application } = recordedApplicationSchema.parse(await (await apply(app, owner, jobIds[1] ?? '')).json())
    const path = `/${application.id}`
    expect((await call(app, other, 'GET', path)).status).toBe(404)
    expect((await call(app, other, 'PATCH', path, { application_status: 'rejected' })).status).toBe(404)
    expect((await call(app, other, 'POST', `${path}/events`, { kind: 'note', note: 'mine now' })).status).toBe(404)
    expect((await call(app, other, 'DELETE', path)).status).toBe(204)
    expect(await rowsOf(getHandle(), owner.userId)).toMatchObject([{ status: 'applied' }])
    expect(applicationsResponseSchema.parse(await (await call(app, other, 'GET', '')).json()).data).toEqual([])

    expect((await call(app, owner, 'DELETE', path)).status).toBe(204)
    expect(await rowsOf(getHandle(), owner.userId)).toEqual([])
    const events = await getHandle().db.select().from(jobApplicationEvents).where(eq(jobApplicationEvents.userId, owner.userId))
    expect(events).toEqual([])
  })

  test('the CSV export lists one’s applications with formulas defused and quotes doubled', async () => {
    const vijay = person('owner')
    await apply(app, vijay, 'app-formula')
    const response = await call(app, vijay, 'GET', '/export')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="jobyatra-applications-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = (await response.text()).split('\r\n')
    expect(lines[0]).toBe(
      'job_title,employer_name,application_status,applied_at,status_updated_at,portal,apply_link,next_step,next_step_at',
    )
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\)","Acme, ""Ltd""",applied,/)
    expect(lines).toHaveLength(3)
  })

  test('download-my-data carries the applications and their timeline; deleting the account erases both', async () => {
    const anu = person('anu')
    const { application } = recordedApplicationSchema.parse(await (await apply(app, anu, jobIds[4] ?? '')).json())
    await call(app, anu, 'POST', `/${application.id}/events`, { kind: 'note', note: 'Sent portfolio' })
    const exported = await app.request(`${TEST_PUBLIC_URL}/api/account/export`, { headers: anu.headers() })
    const data = await exported.json()
    expect(data.applications).toMatchObject([{ jobId: jobIds[4], status: 'applied', jobTitle: 'Data Analyst 4' }])
    expect(data.applicationEvents.map((event: { kind: string }) => event.kind)).toEqual(['status', 'note'])

    const deleted = await app.request(`${TEST_PUBLIC_URL}/api/account`, { method: 'DELETE', headers: anu.headers() })
    expect(deleted.status).toBe(204)
    expect(await rowsOf(getHandle(), anu.userId)).toEqual([])
    const events = await getHandle().db.select().from(jobApplicationEvents).where(eq(jobApplicationEvents.userId, anu.userId))
    expect(events).toEqual([])
  })
})
