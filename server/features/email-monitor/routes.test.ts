import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { emailMonitorResponseSchema, type EmailMonitorStatus } from '#core/email-monitor/email-monitor.schema.ts'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import type { StaffRole } from '#core/auth/roles.ts'
import { createImapMailbox } from '#server/adapters/mailbox/imap.ts'
import { auditLog, emailMonitor, emailMonitorMatches, jobApplicationEvents, jobApplications } from '#server/db/schema/index.ts'
import { startImapStandIn, type ImapStandIn } from '#tests/stand-ins/imap.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

type Caller = 'signed-out' | 'not-staff' | StaffRole

const PASSWORD = 'imap-Secret-42'

describeOnDatabases('the e-mail-response monitor', (getHandle) => {
  let standIn: ImapStandIn
  let app: TestApp
  let services: ReturnType<typeof buildTestServices>
  const cookies = new Map<Caller, string | undefined>()
  let ravi: TestAccount
  let meera: TestAccount
  let asha: TestAccount

  beforeAll(async () => {
    standIn = await startImapStandIn({ user: 'replies@jobyatra.test', password: PASSWORD })
    services = buildTestServices(getHandle(), { builtAdapters: { mailbox: createImapMailbox({ timeoutMs: 5_000 }) } })
    app = buildTestApp(getHandle(), { services })
    cookies.set('signed-out', undefined)
    for (const role of ['analyst', 'support_agent', 'editor', 'admin', 'super_admin'] as const) {
      cookies.set(
        role,
        (await createSignedInAccount(app, getHandle(), { email: `monitor.${role.replace('_', '-')}@example.com`, role })).cookie,
      )
    }
    ravi = await createSignedInAccount(app, getHandle(), { email: 'ravi.monitor@example.in' })
    meera = await createSignedInAccount(app, getHandle(), { email: 'meera.monitor@example.in' })
    asha = await createSignedInAccount(app, getHandle(), { email: 'asha.monitor@example.in' })
    cookies.set('not-staff', ravi.cookie)
  })

  afterAll(async () => {
    await standIn.close()
  })

  function send(caller: Caller, method: string, path: string, body?: unknown) {
    const cookie = cookies.get(caller)
    return app.request(`${TEST_PUBLIC_URL}/api/admin/email-monitor${path}`, {
      method,
      headers: {
        origin: TEST_PUBLIC_URL,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  }

  async function statusOf(response: Response): Promise<EmailMonitorStatus> {
    expect(response.status, await response.clone().text()).toBeLessThan(300)
    return emailMonitorResponseSchema.parse(await response.json()).data
  }

  const settings = (overrides: Record<string, unknown> = {}) => ({
    host: '127.0.0.1',
    port: standIn.port,
    tls: false,
    user: 'replies@jobyatra.test',
    password: PASSWORD,
    ...overrides,
  })

  async function track(account: TestAccount, values: { jobTitle: string; employerName: string; applyLink: string; status: string }) {
    const [row] = await getHandle()
      .db.insert(jobApplications)
      .values({ userId: account.userId, jobId: `monitor-${values.jobTitle}-${account.userId}`, ...values })
      .returning()
    if (!row) throw new Error('no application')
    return row
  }

  async function statusOfApplication(id: number) {
    const [row] = await getHandle().db.select().from(jobApplications).where(eq(jobApplications.id, id))
    return row?.status
  }

  test.each([
    ['signed-out', 401],
    ['not-staff', 403],
    ['analyst', 403],
    ['support_agent', 403],
    ['editor', 403],
    ['admin', 200],
    ['super_admin', 200],
  ] as const)('%s: reading answers %i, and every write is refused the same way', async (caller, status) => {
    expect((await send(caller, 'GET', '')).status).toBe(status)
    if (status === 200) return
    expect((await send(caller, 'POST', '/test', settings())).status).toBe(status)
    expect((await send(caller, 'POST', '/start')).status).toBe(status)
    expect((await send(caller, 'POST', '/stop')).status).toBe(status)
    expect((await send(caller, 'POST', '/check')).status).toBe(status)
  })

  test("start is refused with 'Please test connection first' until a test of the saved credentials passed", async () => {
    const refused = await send('admin', 'POST', '/start')
    expect(refused.status).toBe(409)
    expect(apiErrorSchema.parse(await refused.json()).error).toMatchObject({
      code: 'EDIT_CONFLICT',
      reason: 'email_monitor_untested',
      message: 'Please test connection first',
    })

    // A first save needs its password.
    const { password: _password, ...withoutPassword } = settings()
    expect((await send('admin', 'POST', '/test', withoutPassword)).status).toBe(400)

    const failed = await statusOf(await send('admin', 'POST', '/test', settings({ password: 'wrong' })))
    expect(failed.connection).toMatchObject({ result: 'failed', failure: 'login' })
    expect((await send('admin', 'POST', '/start')).status).toBe(409)

    const passed = await statusOf(await send('admin', 'POST', '/test', settings()))
    expect(passed.connection).toMatchObject({ result: 'passed', failure: null })
    expect(passed.settings).toEqual({
      host: '127.0.0.1',
      port: standIn.port,
      tls: false,
      user: 'replies@jobyatra.test',
      has_password: true,
    })
    const [row] = await getHandle().db.select().from(emailMonitor)
    expect(row?.passwordCipher).not.toContain(PASSWORD)
    expect(JSON.stringify(await (await send('admin', 'GET', '')).json())).not.toContain(PASSWORD)

    // Changed credentials are untested again, and a test with the password left out keeps the saved one.
    const moved = await statusOf(await send('admin', 'POST', '/test', { ...withoutPassword, user: 'other@jobyatra.test' }))
    expect(moved.connection).toMatchObject({ result: 'failed', failure: 'login' })
    expect((await send('admin', 'POST', '/start')).status).toBe(409)
    expect((await statusOf(await send('admin', 'POST', '/test', withoutPassword))).connection.result).toBe('passed')

    const started = await statusOf(await send('admin', 'POST', '/start'))
    expect(started.state).toBe('active')
    const stopped = await statusOf(await send('super_admin', 'POST', '/stop'))
    expect(stopped.state).toBe('inactive')
    expect((await send('admin', 'POST', '/check')).status).toBe(409)

    const audit = await getHandle().db.select().from(auditLog).where(eq(auditLog.targetType, 'email_monitor')).orderBy(asc(auditLog.id))
    expect(audit.map((entry) => [entry.action, entry.actorLabel])).toEqual([
      ['email_monitor.credentials', 'monitor.admin@example.com'],
      ['email_monitor.test', 'monitor.admin@example.com'],
      ['email_monitor.credentials', 'monitor.admin@example.com'],
      ['email_monitor.test', 'monitor.admin@example.com'],
      ['email_monitor.credentials', 'monitor.admin@example.com'],
      ['email_monitor.test', 'monitor.admin@example.com'],
      ['email_monitor.credentials', 'monitor.admin@example.com'],
      ['email_monitor.test', 'monitor.admin@example.com'],
      ['email_monitor.start', 'monitor.admin@example.com'],
      ['email_monitor.stop', 'monitor.super-admin@example.com'],
    ])
    expect(JSON.stringify(audit)).not.toContain(PASSWORD)
  })

  test('a check moves replied applications once, with a dated note on the timeline, and never moves an offer back', async () => {
    const infosys = await track(ravi, {
      jobTitle: 'Data Analyst',
      employerName: 'Infosys Limited',
      applyLink: 'https://careers.infosys.com/jobs/1',
      status: 'applied',
    })
    const tcs = await track(meera, {
      jobTitle: 'Java Developer',
      employerName: 'Tata Consultancy Services',
      applyLink: 'https://boards.greenhouse.io/tcs/1',
      status: 'interviewing',
    })
    const razorpay = await track(asha, {
      jobTitle: 'Product Designer',
      employerName: 'Razorpay',
      applyLink: 'https://jobs.lever.co/razorpay/1',
      status: 'offer_received',
    })
    const message = (from: string, to: string, subject: string, text: string) =>
      `From: ${from}\nTo: ${to}\nSubject: ${subject}\nContent-Type: text/plain; charset=utf-8\n\n${text}\n`
    standIn.deliver(
      message('Talent <talent@infosys.com>', ravi.email, 'Data Analyst', 'We would like to invite you for an interview on Monday.'),
    )
    standIn.deliver(message('hr@tcs.com', `Meera <${meera.email}>`, 'आवेदन की स्थिति', 'खेद है कि इस बार आपका चयन नहीं हुआ।'))
    standIn.deliver(
      message('no-reply@hire.lever.co', asha.email, 'Your application to Razorpay', 'We regret to inform you that the role is filled.'),
    )
    standIn.deliver(message('hr@infosys.com', ravi.email, 'Thanks', 'We received your application.'))

    await statusOf(await send('admin', 'POST', '/test', settings()))
    await statusOf(await send('admin', 'POST', '/start'))
    // No queue runs in this test: the check runs inside the request.
    const checked = await statusOf(await send('admin', 'POST', '/check'))

    expect(await statusOfApplication(infosys.id)).toBe('interviewing')
    expect(await statusOfApplication(tcs.id)).toBe('rejected')
    expect(await statusOfApplication(razorpay.id)).toBe('offer_received')
    expect(checked.last_check).toMatchObject({ is_ok: true, failure: null, messages: 4, moved: 2 })
    expect(checked.matches.map((match) => [match.applicant, match.kind, match.from_status, match.to_status, match.is_moved])).toEqual(
      expect.arrayContaining([
        [ravi.email, 'interview', 'applied', 'interviewing', true],
        [meera.email, 'rejection', 'interviewing', 'rejected', true],
        [asha.email, 'rejection', 'offer_received', 'offer_received', false],
      ]),
    )
    const timeline = await getHandle()
      .db.select()
      .from(jobApplicationEvents)
      .where(and(eq(jobApplicationEvents.applicationId, infosys.id), eq(jobApplicationEvents.kind, 'status')))
    expect(timeline.map((event) => [event.status, event.note])).toEqual([
      ['interviewing', 'moved by e-mail monitoring: Data Analyst from talent@infosys.com: invite you for an interview'],
    ])

    // Read again (a second check, a restarted server that forgot where it was): nothing is moved or recorded twice.
    await statusOf(await send('admin', 'POST', '/check'))
    await getHandle().db.update(emailMonitor).set({ lastUid: null })
    const restarted = buildTestServices(getHandle(), { builtAdapters: { mailbox: createImapMailbox({ timeoutMs: 5_000 }) } })
    await restarted.emailMonitor.runCheck()
    expect(await getHandle().db.select().from(emailMonitorMatches)).toHaveLength(3)
    expect(await getHandle().db.select().from(jobApplicationEvents).where(eq(jobApplicationEvents.applicationId, infosys.id))).toHaveLength(
      1,
    )
    const [position] = await getHandle().db.select().from(emailMonitor)
    expect(position).toMatchObject({ uidValidity: standIn.uidValidity, lastUid: standIn.messages.at(-1)?.uid })
  })

  test("a check that cannot read the mailbox records 'Monitoring Failed' with its reason and stays active", async () => {
    const before = await statusOf(await send('admin', 'GET', ''))
    expect(before.state).toBe('active')
    standIn.credentials.password = 'changed-on-the-server'
    try {
      await services.emailMonitor.runCheck()
      const after = await statusOf(await send('admin', 'GET', ''))
      expect(after.state).toBe('active')
      expect(after.last_check).toMatchObject({ is_ok: false, failure: 'login' })
    } finally {
      standIn.credentials.password = PASSWORD
    }
    await services.emailMonitor.runCheck()
    expect((await statusOf(await send('admin', 'GET', ''))).last_check).toMatchObject({ is_ok: true, failure: null })
  })
})
