import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createLocalEmailSender } from '#server/adapters/email/local.ts'
import { createMsg91SmsSender } from '#server/adapters/sms/msg91.ts'
import { startMsg91StandIn, type Msg91StandIn } from '#tests/stand-ins/msg91.ts'
import { startTestJobQueue, type TestJobQueue } from '#tests/support/job-queue.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { outboxDispatchJob } from './jobs.ts'
import { createNotificationsService, type NotificationsService } from './service.ts'
import { createTransactionScope } from '#server/lib/transaction-scope.ts'

/**
 * The outbox's delivery as the server runs it: passes of the dispatcher as the `outbox-dispatch`
 * background job on pg-boss (decision 038), against the MSG91 stand-in.
 */

let msg91: Msg91StandIn

beforeAll(async () => {
  msg91 = await startMsg91StandIn()
})

afterAll(async () => {
  await msg91.close()
})

describeOnDatabases('the outbox-dispatch background job', (getHandle) => {
  let queue: TestJobQueue
  let notifications: NotificationsService

  beforeAll(async () => {
    msg91.sent.length = 0
    queue = await startTestJobQueue(getHandle(), { jobs: [outboxDispatchJob] })
    notifications = createNotificationsService({
      db: getHandle().db,
      logger: pino({ level: 'silent' }),
      email: createLocalEmailSender(),
      sms: createMsg91SmsSender({ authKey: msg91.authKey, templateId: msg91.templateId, baseUrl: msg91.baseUrl }),
      transactions: createTransactionScope(getHandle().db),
      publicUrl: 'http://localhost:3000',
      isMailboxEnabled: false,
      queue: queue.queue,
    })
  })

  afterAll(async () => {
    await queue.stop()
  })

  function enqueuePhoneCode(recipient: string, code: string) {
    return notifications.outbox.enqueue(getHandle().db, { template: 'phone-code', userId: null, recipient, locale: 'en', params: { code } })
  }

  it('is scheduled every minute on pg-boss, which sends one run per occurrence across every server on the database', async () => {
    const schedules = await queue.boss.getSchedules(outboxDispatchJob.name)
    expect(schedules.map((schedule) => ({ cron: schedule.cron, timezone: schedule.timezone }))).toEqual([
      { cron: '* * * * *', timezone: 'Asia/Kolkata' },
    ])
  })

  it('keeps at most one pass waiting however often it is kicked', async () => {
    await enqueuePhoneCode('+919876500001', '100001')
    await enqueuePhoneCode('+919876500002', '100002')
    await enqueuePhoneCode('+919876500003', '100003')
    await expect.poll(async () => (await queue.queue.listWaiting(outboxDispatchJob)).length).toBe(1)
  })

  it('delivers what is due once its worker runs, and a message enqueued later at once, without waiting for the minute', async () => {
    await queue.startWorkers([outboxDispatchJob.bind({ notifications })])
    await expect.poll(() => msg91.sent.map((sent) => sent.otp).sort(), { timeout: 10_000 }).toEqual(['100001', '100002', '100003'])

    const enqueuedAt = Date.now()
    await enqueuePhoneCode('+919876500004', '100004')
    await expect.poll(() => msg91.sent.map((sent) => sent.otp), { timeout: 10_000 }).toContain('100004')
    // The kick wakes this process's worker: well inside the 60 s of the schedule.
    expect(Date.now() - enqueuedAt).toBeLessThan(10_000)
    expect(msg91.sent).toHaveLength(4)
  })
})
