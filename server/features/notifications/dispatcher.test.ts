import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { createRecordingLogger, type LogRecord } from '#tests/support/services.ts'
import { startMsg91StandIn, type Msg91StandIn } from '#tests/stand-ins/msg91.ts'
import { startSmtpStandIn, type SmtpStandIn } from '#tests/stand-ins/smtp.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { createSmtpEmailSender } from '#server/adapters/email/smtp.ts'
import { createMsg91SmsSender } from '#server/adapters/sms/msg91.ts'
import type { Database } from '#server/db/client.ts'
import { outbox } from '#server/db/schema/index.ts'
import { createTransactionScope } from '#server/lib/transaction-scope.ts'
import { enqueueMessage, type EnqueueResult } from './outbox.ts'
import { createNotificationsService } from './service.ts'

/**
 * The outbox dispatcher with the real SMTP and MSG91 clients against their stand-ins: what a failing
 * provider does to a row is what the stand-in answering errors does, not a mock of our code. Rows hold
 * templates; what reaches the stand-ins is rendered at delivery, in the row's language.
 */

let smtp: SmtpStandIn
let msg91: Msg91StandIn

beforeAll(async () => {
  smtp = await startSmtpStandIn({ credentials: { user: 'relay', password: 'relay-pass' } })
  msg91 = await startMsg91StandIn()
})

afterAll(async () => {
  await smtp.close()
  await msg91.close()
})

const SECOND = 1000

describeOnDatabases('outbox dispatcher', (getHandle) => {
  let db: Database
  let clock: Date
  let logRecords: LogRecord[]

  function buildService(options: { batchSize?: number } = {}) {
    const { logger, records } = createRecordingLogger()
    logRecords = records
    return createNotificationsService({
      db,
      logger,
      email: createSmtpEmailSender({ url: smtp.url, from: 'JobYatra <no-reply@jobyatra.in>', timeoutMs: 5000 }),
      sms: createMsg91SmsSender({ authKey: msg91.authKey, templateId: msg91.templateId, baseUrl: msg91.baseUrl }),
      transactions: createTransactionScope(db),
      publicUrl: 'http://localhost:3000',
      isMailboxEnabled: false,
      dispatcher: { now: () => clock, ...options },
    })
  }

  async function idOf(pending: Promise<EnqueueResult>): Promise<number> {
    const result = await pending
    if (!result.isWritten) throw new Error('the message was not written')
    return result.id
  }

  function enqueueEmail(recipient = 'asha@example.in') {
    return idOf(enqueueMessage(db, { template: 'welcome', userId: null, recipient, locale: 'en', params: { name: 'Asha' } }))
  }

  function enqueuePhoneCode(service: ReturnType<typeof buildService>, code: string) {
    return service.outbox.enqueue(db, { template: 'phone-code', userId: null, recipient: '+919876543210', locale: 'en', params: { code } })
  }

  async function readRow(id: number) {
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id))
    if (!row) throw new Error(`no outbox row ${id}`)
    return row
  }

  beforeEach(async () => {
    db = getHandle().db
    await db.delete(outbox)
    smtp.received.length = 0
    msg91.sent.length = 0
    clock = new Date(Date.now() + SECOND)
  })

  it('delivers a verification e-mail and a phone code rendered from their templates, and marks them sent', async () => {
    const service = buildService()
    await enqueuePhoneCode(service, '482913')
    const url = 'http://localhost:3000/api/auth/verify-email?token=t'
    const emailId = await idOf(
      enqueueMessage(db, { template: 'verify-email', userId: null, recipient: 'asha@example.in', locale: 'en', params: { url } }),
    )

    expect(await service.dispatcher.runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 })

    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]).toMatchObject({ to: ['asha@example.in'], subject: 'Verify your email for JobYatra', user: 'relay' })
    expect(smtp.received[0]?.text).toContain(`Confirm your email address to finish signing up for JobYatra:\n\n${url}\n\n`)
    // The code is the template's parameter, handed to MSG91's DLT template as it is.
    expect(msg91.sent).toEqual([expect.objectContaining({ mobile: '919876543210', otp: '482913' })])
    const email = await readRow(emailId)
    expect(email).toMatchObject({ state: 'sent', attempts: 1, lastError: null, providerMessageId: smtp.received[0]?.messageId })
    expect(email.sentAt).toEqual(clock)
    const rows = await db.select().from(outbox)
    expect(rows.map((row) => row.state)).toEqual(['sent', 'sent'])
    expect(await service.dispatcher.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 })
  })

  it('retries after a temporary refusal with a doubling wait, then delivers', async () => {
    const service = buildService()
    const id = await enqueueEmail()
    smtp.answerNext({ code: 451, message: 'Greylisted, try again later' }, 2)

    expect(await service.dispatcher.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 })
    const first = await readRow(id)
    expect(first).toMatchObject({ state: 'pending', attempts: 1, lastError: 'smtp: the server deferred the message (451)' })
    expect(first.nextAttemptAt.getTime() - clock.getTime()).toBe(30 * SECOND)
    // Not due yet: nothing happens.
    clock = new Date(clock.getTime() + 29 * SECOND)
    expect(await service.dispatcher.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 })

    clock = new Date(clock.getTime() + SECOND)
    expect(await service.dispatcher.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 })
    const second = await readRow(id)
    expect(second.nextAttemptAt.getTime() - clock.getTime()).toBe(60 * SECOND)

    clock = new Date(second.nextAttemptAt)
    expect(await service.dispatcher.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 })
    expect(await readRow(id)).toMatchObject({ state: 'sent', attempts: 3, lastError: null })
    expect(smtp.received).toHaveLength(1)
    expect(logRecords.filter((record) => record.msg === 'message not sent; retrying later')).toHaveLength(2)
  })

  it('attaches the files its template declares, made at delivery; a file that cannot be made is retried, not lost', async () => {
    const service = buildService()
    const pdf = new TextEncoder().encode('%PDF-1.7 stand-in')
    const asked: string[] = []
    let isRenderable = false
    service.attachments.provide('invoice', async ({ number }) => {
      asked.push(number)
      if (!isRenderable) throw new Error('the renderer timed out')
      return [{ filename: `${number.replaceAll('/', '-')}.pdf`, contentType: 'application/pdf', content: pdf }]
    })
    const params = { number: 'JY/26-27/000042', amountPaise: 39_900, url: 'http://localhost:3000/settings#payments' }
    const id = await idOf(enqueueMessage(db, { template: 'invoice', userId: null, recipient: 'asha@example.in', locale: 'en', params }))
    const welcomeId = await enqueueEmail('ravi@example.in')

    expect(await service.dispatcher.runOnce()).toEqual({ sent: 1, retrying: 1, failed: 0 })
    expect(await readRow(id)).toMatchObject({ state: 'pending', attempts: 1, lastError: 'outbox: could not make the attachment' })
    expect(logRecords.find((record) => record.msg === 'message attachment could not be made')).toMatchObject({ outboxId: id })
    // A template without a source goes as it did: text only.
    expect(smtp.received.map((mail) => [mail.to, mail.attachments])).toEqual([[['ravi@example.in'], []]])
    expect(await readRow(welcomeId)).toMatchObject({ state: 'sent' })

    isRenderable = true
    clock = new Date((await readRow(id)).nextAttemptAt.getTime())
    expect(await service.dispatcher.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 })
    expect(await readRow(id)).toMatchObject({ state: 'sent', attempts: 2, lastError: null })
    expect(asked).toEqual([params.number, params.number])
    expect(smtp.received.at(-1)?.attachments).toEqual([{ filename: 'JY-26-27-000042.pdf', contentType: 'application/pdf', content: pdf }])
    // The row keeps its parameters only: the file is made again at each delivery.
    expect((await readRow(id)).params).toEqual(params)
  })

  it('gives up after six attempts and logs the failure', async () => {
    const service = buildService()
    const id = await enqueueEmail()
    smtp.answerNext({ code: 421, message: 'Service not available' }, 6)
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await service.dispatcher.runOnce()
      clock = new Date((await readRow(id)).nextAttemptAt.getTime() + 24 * 60 * 60 * SECOND)
    }
    const row = await readRow(id)
    expect(row).toMatchObject({
      state: 'failed',
      attempts: 6,
      lastError: 'smtp: the server deferred the message (421); gave up after 6 attempts',
    })
    expect(await service.dispatcher.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 })
    expect(smtp.received).toHaveLength(0)
    expect(logRecords.find((record) => record.msg === 'message failed')).toMatchObject({ outboxId: id, attempt: 6 })
    // No recipient in the log: it is personal data.
    expect(JSON.stringify(logRecords)).not.toContain('asha@example.in')
  })

  it('fails at once on a permanent refusal (SMTP 5xx, a refused MSG91 template)', async () => {
    const service = buildService()
    const emailId = await enqueueEmail()
    smtp.answerNext({ code: 550, message: 'Mailbox unavailable' })
    msg91.answerNext({ status: 200, body: '{"type":"error","message":"Invalid template id"}' })
    await enqueuePhoneCode(service, '111222')

    expect(await service.dispatcher.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 2 })
    expect(await readRow(emailId)).toMatchObject({ state: 'failed', attempts: 1, lastError: 'smtp: the server refused the message (550)' })
    const [sms] = await db.select().from(outbox).where(eq(outbox.channel, 'sms'))
    expect(sms).toMatchObject({ state: 'failed', attempts: 1, lastError: 'msg91: the API refused MSG91_TEMPLATE_ID' })
  })

  it('takes back a message left sending by a stopped process once its lease has run out', async () => {
    const service = buildService()
    const resumed = await enqueueEmail('resumed@example.in')
    const abandoned = await enqueueEmail('abandoned@example.in')
    const leased = await enqueueEmail('leased@example.in')
    const past = new Date(clock.getTime() - SECOND)
    await db.update(outbox).set({ state: 'sending', attempts: 1, nextAttemptAt: past }).where(eq(outbox.id, resumed))
    await db.update(outbox).set({ state: 'sending', attempts: 6, nextAttemptAt: past }).where(eq(outbox.id, abandoned))
    await db
      .update(outbox)
      .set({ state: 'sending', attempts: 1, nextAttemptAt: new Date(clock.getTime() + 60 * SECOND) })
      .where(eq(outbox.id, leased))

    expect(await service.dispatcher.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 1 })
    expect(await readRow(resumed)).toMatchObject({ state: 'sent', attempts: 2 })
    expect(await readRow(abandoned)).toMatchObject({ state: 'failed', lastError: 'gave up: attempt 6 did not finish' })
    expect(await readRow(leased)).toMatchObject({ state: 'sending', attempts: 1 })
    expect(smtp.received.map((mail) => mail.to)).toEqual([['resumed@example.in']])
  })

  it('renders each message in its own language when it is delivered', async () => {
    const service = buildService()
    await enqueueMessage(db, {
      template: 'reset-password',
      userId: null,
      recipient: 'asha@example.in',
      locale: 'hi',
      params: { url: 'http://localhost:3000/api/auth/reset-password/t?callbackURL=' },
    })
    expect(await service.dispatcher.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 })
    expect(smtp.received[0]).toMatchObject({ subject: 'अपना JobYatra पासवर्ड रीसेट करें' })
    expect(smtp.received[0]?.text).toContain('अपने JobYatra खाते के लिए यहाँ नया पासवर्ड चुनें')
    expect(smtp.received[0]?.text).toContain('\nhttp://localhost:3000/api/auth/reset-password/t?callbackURL=\n')
  })

  it('fails a row it cannot render at once, naming why, and sends nothing', async () => {
    const service = buildService()
    const [row] = await db
      .insert(outbox)
      .values({
        channel: 'sms',
        template: 'phone-code',
        locale: 'en',
        params: { digits: '123456' },
        recipient: '+919876543210',
        createdAt: clock,
      })
      .returning({ id: outbox.id })

    expect(await service.dispatcher.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 })
    expect(await readRow(row?.id ?? 0)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'outbox: cannot render the message: the parameters do not fit the template "phone-code"',
    })
    expect(msg91.sent).toEqual([])
  })

  it('never sends one message twice when two dispatchers run at once', async () => {
    const count = 24
    for (let index = 0; index < count; index += 1) await enqueueEmail(`person${index}@example.in`)
    const first = buildService({ batchSize: 3 })
    const second = buildService({ batchSize: 3 })

    const [a, b] = await Promise.all([first.dispatcher.runOnce(), second.dispatcher.runOnce()])

    expect(a.sent + b.sent).toBe(count)
    const recipients = smtp.received.flatMap((mail) => mail.to)
    expect(recipients).toHaveLength(count)
    expect(new Set(recipients).size).toBe(count)
    const [row] = await db
      .select({ sent: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.state, 'sent'))
    expect(row?.sent).toBe(count)
  })
})
