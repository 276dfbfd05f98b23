import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  jobSourceListResponseSchema,
  jobSourceResponseSchema,
  jobSourceRunsResponseSchema,
  runQueuedResponseSchema,
} from '#core/admin/job-sources.schema.ts'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { healthReportSchema } from '#core/health.schema.ts'
import type { StaffRole } from '#core/auth/roles.ts'
import { auditLog, jobSources } from '#server/db/schema/index.ts'
import { startTestJobQueue, type TestJobQueue } from '#tests/support/job-queue.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

type Caller = 'signed-out' | 'not-staff' | StaffRole

const greenhouse = { kind: 'greenhouse', board: 'razorpay', name: 'Razorpay' }

describeOnDatabases('the admin sources API', (getHandle) => {
  let queue: TestJobQueue
  let app: TestApp
  const cookies = new Map<Caller, string | undefined>()
  let adminId = ''

  beforeAll(async () => {
    queue = await startTestJobQueue(getHandle())
    const services = buildTestServices(getHandle(), {
      ingest: { declaredSources: null, unseenDays: 30, run: null },
      queue: queue.queue,
    })
    app = buildTestApp(getHandle(), { services })
    cookies.set('signed-out', undefined)
    cookies.set('not-staff', (await createSignedInAccount(app, getHandle(), { email: 'job-seeker@example.com' })).cookie)
    for (const role of ['analyst', 'support_agent', 'editor', 'super_admin'] as const) {
      cookies.set(role, (await createSignedInAccount(app, getHandle(), { email: `${role.replace('_', '-')}@example.com`, role })).cookie)
    }
    const admin = await createSignedInAccount(app, getHandle(), { email: 'sources.admin@example.com', role: 'admin' })
    cookies.set('admin', admin.cookie)
    adminId = admin.userId
  })

  afterAll(async () => {
    await queue.stop()
  })

  function send(caller: Caller, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = cookies.get(caller)
    return app.request(`/api/admin/sources${path}`, {
      method,
      headers: {
        origin: TEST_PUBLIC_URL,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  }

  async function sourceAudit() {
    const rows = await getHandle().db.select().from(auditLog).where(eq(auditLog.targetType, 'job_source')).orderBy(asc(auditLog.id))
    return rows.map((row) => [row.actorUserId, row.actorLabel, row.action, row.targetId, row.before, row.after])
  }

  test('an admin adds a source (201): it is listed, scheduled, its first run queued, and the audit log names who added it', async () => {
    const added = await send('admin', 'POST', '', greenhouse)
    expect(added.status).toBe(201)
    expect(jobSourceResponseSchema.parse(await added.json()).data).toMatchObject({
      id: 'greenhouse-razorpay',
      name: 'Razorpay',
      kind: 'greenhouse',
      origin: 'admin',
      target: 'razorpay',
      health: 'never_run',
      activity: 'queued',
    })
    // The first run is the server's own, recorded as scheduled: nobody pressed Run now.
    expect((await queue.boss.findJobs('ingest-source', { queued: true })).map((job) => job.data)).toEqual([
      { sourceId: 'greenhouse-razorpay', trigger: 'schedule' },
    ])
    const listed = await send('admin', 'GET', '')
    expect(listed.status).toBe(200)
    expect(listed.headers.get('cache-control')).toBe('private, no-store')
    expect(jobSourceListResponseSchema.parse(await listed.json()).data.map((source) => source.id)).toEqual(['greenhouse-razorpay'])
    expect((await queue.boss.getSchedules('ingest-source')).map((schedule) => schedule.key)).toEqual(['greenhouse-razorpay'])
    expect(await sourceAudit()).toEqual([
      [
        adminId,
        'sources.admin@example.com',
        'job_source.add',
        'greenhouse-razorpay',
        null,
        { name: 'Razorpay', kind: 'greenhouse', config: { board: 'razorpay' }, schedule: null },
      ],
    ])
  })

  test('a declaration the schema refuses, or one that exists, is a 400 naming the field', async () => {
    const invalid = await send('admin', 'POST', '', { kind: 'lever', company: 'has spaces', schedule: 'hourly' })
    expect(invalid.status).toBe(400)
    const invalidBody = apiErrorSchema.parse(await invalid.json())
    expect(invalidBody.error.code).toBe('VALIDATION_INVALID_FORMAT')
    expect(invalidBody.error.fields?.map((field) => field.path).sort()).toEqual(['company', 'schedule'])

    const unknownKind = await send('admin', 'POST', '', { kind: 'monster', url: 'https://example.com' })
    expect(unknownKind.status).toBe(400)

    const again = await send('admin', 'POST', '', { ...greenhouse, name: 'Razorpay again' })
    expect(again.status).toBe(400)
    expect(apiErrorSchema.parse(await again.json()).error).toMatchObject({
      code: 'VALIDATION_INVALID_FORMAT',
      reason: 'source_exists',
      message: 'A source reading the same board, company, URL or search exists already',
      fields: [{ path: 'board', message: 'A source reading the same board, company, URL or search exists already' }],
    })
  })

  test('PATCH pauses and resumes, answering the source as it is; each change is audited', async () => {
    const paused = await send('admin', 'PATCH', '/greenhouse-razorpay', { enabled: false })
    expect(paused.status).toBe(200)
    expect(jobSourceResponseSchema.parse(await paused.json()).data).toMatchObject({ is_enabled: false, health: 'paused' })
    expect(await queue.boss.getSchedules('ingest-source')).toEqual([])
    const resumed = await send('super_admin', 'PATCH', '/greenhouse-razorpay', { enabled: true })
    expect(jobSourceResponseSchema.parse(await resumed.json()).data).toMatchObject({ is_enabled: true, health: 'never_run' })
    expect((await sourceAudit()).slice(1).map((row) => [row[1], row[2], row[4], row[5]])).toEqual([
      ['sources.admin@example.com', 'job_source.pause', { enabled: true }, { enabled: false }],
      ['super-admin@example.com', 'job_source.resume', { enabled: false }, { enabled: true }],
    ])
    const notBoolean = await send('admin', 'PATCH', '/greenhouse-razorpay', { enabled: 'no' })
    expect(notBoolean.status).toBe(400)
    const extraKey = await send('admin', 'PATCH', '/greenhouse-razorpay', { enabled: true, name: 'Renamed' })
    expect(extraKey.status).toBe(400)
  })

  test('POST /run answers 202 at once: false while a run waits (the first one), then queued once it has gone; each is audited', async () => {
    const whileWaiting = await send('admin', 'POST', '/greenhouse-razorpay/run')
    expect(whileWaiting.status).toBe(202)
    expect(runQueuedResponseSchema.parse(await whileWaiting.json())).toEqual({ queued: false })
    // No worker runs in this suite: the waiting first run is taken away as a worker would take it.
    await queue.boss.deleteQueuedJobs('ingest-source')
    const listedIdle = jobSourceListResponseSchema.parse(await (await send('admin', 'GET', '')).json())
    expect(listedIdle.data[0]?.activity).toBe('idle')

    const queued = await send('admin', 'POST', '/greenhouse-razorpay/run')
    expect(runQueuedResponseSchema.parse(await queued.json())).toEqual({ queued: true })
    const listed = jobSourceListResponseSchema.parse(await (await send('admin', 'GET', '')).json())
    expect(listed.data[0]?.activity).toBe('queued')
    expect((await sourceAudit()).slice(-2).map((row) => [row[0], row[2], row[5]])).toEqual([
      [adminId, 'job_source.run', { queued: false }],
      [adminId, 'job_source.run', { queued: true }],
    ])
  })

  test('GET /{id}/runs lists the runs, newest first', async () => {
    const response = await send('admin', 'GET', '/greenhouse-razorpay/runs')
    expect(response.status).toBe(200)
    expect(jobSourceRunsResponseSchema.parse(await response.json())).toEqual({ data: [] })
  })

  test('every route refuses the signed-out (401) and roles outside admin and super_admin (403), and writes nothing', async () => {
    const auditBefore = (await sourceAudit()).length
    const routes: Array<[string, string, unknown]> = [
      ['GET', '', undefined],
      ['POST', '', { kind: 'lever', company: 'kitelane' }],
      ['PATCH', '/greenhouse-razorpay', { enabled: false }],
      ['POST', '/greenhouse-razorpay/run', undefined],
      ['GET', '/greenhouse-razorpay/runs', undefined],
    ]
    for (const caller of ['signed-out', 'not-staff', 'analyst', 'support_agent', 'editor'] as const) {
      for (const [method, path, body] of routes) {
        const response = await send(caller, method, path, body)
        const expected = caller === 'signed-out' ? 401 : 403
        expect(response.status, `${caller} ${method} ${path}`).toBe(expected)
        expect(apiErrorSchema.parse(await response.json()).error.code).toBe(expected === 401 ? 'AUTH_REQUIRED' : 'INSUFFICIENT_PRIVILEGES')
      }
    }
    expect(await sourceAudit()).toHaveLength(auditBefore)
    const [source] = await getHandle().db.select().from(jobSources).where(eq(jobSources.id, 'greenhouse-razorpay'))
    expect(source?.isEnabled).toBe(true)
  })

  test('a cross-site write carrying the session cookie is refused by the CSRF guard', async () => {
    const response = await send('admin', 'PATCH', '/greenhouse-razorpay', { enabled: false }, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('PERMISSION_DENIED')
  })

  test('hostile ids are a 400 or 404 in the error shape, never a 5xx', async () => {
    const ids = [
      'UPPER-case',
      'under_score',
      '-leading-dash',
      'a'.repeat(121),
      '%00',
      'a%00b',
      '%FF',
      '..',
      '%2e%2e',
      "greenhouse-razorpay'--",
      'greenhouse%20razorpay',
      'demo',
      'greenhouse-nobody',
      'a'.repeat(120),
    ]
    for (const id of ids) {
      for (const [method, suffix, body] of [
        ['PATCH', '', { enabled: false }],
        ['POST', '/run', undefined],
        ['GET', '/runs', undefined],
      ] as const) {
        const response = await send('admin', method, `/${id}${suffix}`, body)
        expect([400, 404], `${method} ${id}${suffix}`).toContain(response.status)
        expect(apiErrorSchema.safeParse(await response.json()).success, `${method} ${id}${suffix}`).toBe(true)
      }
    }
    const [source] = await getHandle().db.select().from(jobSources).where(eq(jobSources.id, 'greenhouse-razorpay'))
    expect(source?.isEnabled).toBe(true)
  })

  test('/api/health reports each source in the services terms, and a failing one leaves the overall status alone', async () => {
    await getHandle()
      .db.update(jobSources)
      .set({ lastRunAt: new Date('2026-11-24T03:45:00.000Z'), lastStatus: 'failed', consecutiveFailures: 2 })
      .where(eq(jobSources.id, 'greenhouse-razorpay'))
    const response = await app.request('/api/health')
    expect(response.status).toBe(200)
    const report = healthReportSchema.parse(await response.json())
    expect(report.status).toBe('available')
    expect(report.sources).toEqual([
      {
        id: 'greenhouse-razorpay',
        name: 'Razorpay',
        status: 'degraded',
        health: 'failing',
        last_run_at: '2026-11-24T03:45:00.000Z',
        consecutive_failures: 2,
      },
    ])
  })
})
