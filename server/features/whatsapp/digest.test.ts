import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Job } from '#core/jobs/job.schema.ts'
import type { Plan } from '#core/plans/plans.ts'
import { istDate } from '#core/whatsapp/whatsapp.ts'
import { createLocalWhatsAppSender } from '#server/adapters/whatsapp/local.ts'
import { outbox, user, whatsappDigests, whatsappSubscriptions } from '#server/db/schema/index.ts'
import { createNotificationsService, renderMessage } from '#server/features/notifications/index.ts'
import { createLocalEmailSender } from '#server/adapters/email/local.ts'
import { createLocalSmsSender } from '#server/adapters/sms/local.ts'
import { createTransactionScope } from '#server/lib/transaction-scope.ts'
import { startTestJobQueue, waitFor, type TestJobQueue } from '#tests/support/job-queue.ts'
import { buildWireJob } from '#tests/support/wire-job.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { whatsappDailyDigestJob, whatsappDigestUserJob } from './jobs.ts'
import { createWhatsappService, type WhatsappService } from './service.ts'
import { createSystemSettingsStore } from '#server/lib/system-settings.ts'

/**
 * The daily digest's promise (issue 24): a restart, a crash mid-run or two servers at once never send
 * a person the same digest twice and never skip one. Matches come from a stand-in ranking, so what is
 * tested is the digest's own bookkeeping on a real database.
 */

const DAY = '2026-11-28'
const jobs: Job[] = Array.from({ length: 8 }, (_, index) =>
  buildWireJob({ job_id: `dg-${index}`, job_title: `Data Analyst ${index}`, employer_name: 'Acme', job_city: 'Pune' }),
)

function buildService(
  db: Parameters<typeof createTransactionScope>[0],
  options: { plans: Map<string, Plan>; failFor?: Set<string> },
  queue?: TestJobQueue,
) {
  const logger = pino({ level: 'silent' })
  const notifications = createNotificationsService({
    db,
    logger,
    email: createLocalEmailSender(),
    sms: createLocalSmsSender(),
    whatsapp: createLocalWhatsAppSender(),
    transactions: createTransactionScope(db),
    publicUrl: 'http://localhost:3000',
    isMailboxEnabled: true,
  })
  return createWhatsappService({
    db,
    logger,
    whatsapp: createLocalWhatsAppSender(),
    outbox: notifications.outbox,
    readPlan: async (userId) => options.plans.get(userId) ?? 'free',
    async bestMatches(userId, limit) {
      if (options.failFor?.has(userId)) throw new Error('matching is down')
      return jobs.slice(0, limit)
    },
    exportPersonalData: async () => ({}),
    erasePersonalData: async () => true,
    publicUrl: 'http://localhost:3000',
    authSecret: 'digest-test-secret-of-thirty-two-chars',
    isMailboxEnabled: true,
    ...(queue ? { queue: queue.queue } : {}),
  })
}

describeOnDatabases('the daily digest', (getHandle) => {
  const people: string[] = []
  const plans = new Map<string, Plan>()

  beforeAll(async () => {
    const db = getHandle().db
    for (let index = 0; index < 6; index += 1) {
      const id = `digest-${randomUUID()}`
      people.push(id)
      await db.insert(user).values({ id, name: `Person ${index}`, email: `${id}@example.com`, emailVerified: true })
      await db.insert(whatsappSubscriptions).values({
        userId: id,
        phone: `+9198765000${String(index).padStart(2, '0')}`,
        state: 'active',
        isDailyOn: true,
        dailyChannel: index === 5 ? 'both' : 'whatsapp',
        locale: index === 4 ? 'hi' : 'en',
      })
    }
    plans.set(people[1] ?? '', 'premium')
    // Opted in but not yet active, and daily off: never due.
    const pending = `digest-${randomUUID()}`
    await db.insert(user).values({ id: pending, name: 'Pending', email: `${pending}@example.com`, emailVerified: true })
    await db.insert(whatsappSubscriptions).values({ userId: pending, phone: '+919876500099', state: 'pending', isDailyOn: true })
    people.push(pending)
  })

  async function messagesPerPerson(): Promise<Map<string, string[]>> {
    const rows = await getHandle().db.select().from(outbox).where(inArray(outbox.userId, people))
    const map = new Map<string, string[]>()
    for (const row of rows) map.set(row.userId ?? '', [...(map.get(row.userId ?? '') ?? []), row.template])
    return map
  }

  test('a crash mid-run, a restart and a second server at once: every due person gets exactly one digest', async () => {
    const service = buildService(getHandle().db, { plans })
    // The first run dies after the third person, as a killed worker would.
    let done = 0
    await expect(
      service.startDailyDigest({
        day: DAY,
        afterEach: () => {
          done += 1
          if (done === 3) throw new Error('worker killed')
        },
      }),
    ).rejects.toThrow('worker killed')
    expect((await messagesPerPerson()).size).toBe(3)

    // The restart, with a second server starting the same run at the same moment.
    const other = buildService(getHandle().db, { plans })
    await Promise.all([
      service.startDailyDigest({ day: DAY }),
      other.startDailyDigest({ day: DAY }),
      other.runDigestFor(people[4] ?? '', DAY),
    ])
    // And the scheduler's catch-up run a quarter of an hour later.
    await service.startDailyDigest({ day: DAY })

    const messages = await messagesPerPerson()
    for (const [index, person] of people.entries()) {
      const expected = index === 6 ? [] : index === 5 ? ['daily-jobs-email', 'whatsapp-daily'] : ['whatsapp-daily']
      expect([index, (messages.get(person) ?? []).sort()]).toEqual([index, expected])
    }
    const digests = await getHandle().db.select().from(whatsappDigests).where(inArray(whatsappDigests.userId, people))
    expect(digests).toHaveLength(6)
  })

  test("1 job for a free user, up to 5 for premium, in the person's language; the next day brings jobs not sent before", async () => {
    const rows = await getHandle().db.select().from(outbox).where(inArray(outbox.userId, people))
    const jobCount = (userId: string | undefined) => {
      const row = rows.find((candidate) => candidate.userId === userId && candidate.template === 'whatsapp-daily')
      return (row?.params as { jobs: unknown[] } | undefined)?.jobs.length
    }
    expect(jobCount(people[0])).toBe(1)
    expect(jobCount(people[1])).toBe(5)
    const hindi = rows.find((row) => row.userId === people[4])
    expect(hindi?.locale).toBe('hi')
    expect(hindi ? renderMessage(hindi).text : '').toContain('STOP')

    const service = buildService(getHandle().db, { plans })
    expect(await service.runDigestFor(people[0] ?? '', '2026-11-29')).toBe('sent')
    const [next] = await getHandle().db.select().from(whatsappDigests).where(eq(whatsappDigests.istDate, '2026-11-29'))
    expect(next?.jobIds).toEqual(['dg-1'])
  })

  test('a failure writes nothing, so a retry sends the digest', async () => {
    const failing = buildService(getHandle().db, { plans, failFor: new Set([people[2] ?? '']) })
    await expect(failing.runDigestFor(people[2] ?? '', '2026-11-30')).rejects.toThrow('matching is down')
    expect(await getHandle().db.select().from(whatsappDigests).where(eq(whatsappDigests.istDate, '2026-11-30'))).toHaveLength(0)
    const healthy = buildService(getHandle().db, { plans })
    expect(await healthy.runDigestFor(people[2] ?? '', '2026-11-30')).toBe('sent')
    expect(await healthy.runDigestFor(people[2] ?? '', '2026-11-30')).toBe('already')
  })
})

describeOnDatabases('the daily digest on pg-boss', (getHandle) => {
  let queue: TestJobQueue
  let service: WhatsappService
  const people: string[] = []

  beforeAll(async () => {
    queue = await startTestJobQueue(getHandle(), { jobs: [whatsappDailyDigestJob, whatsappDigestUserJob] })
    service = buildService(getHandle().db, { plans: new Map() }, queue)
    const db = getHandle().db
    for (let index = 0; index < 4; index += 1) {
      const id = `boss-${randomUUID()}`
      people.push(id)
      await db.insert(user).values({ id, name: `Boss ${index}`, email: `${id}@example.com`, emailVerified: true })
      await db.insert(whatsappSubscriptions).values({ userId: id, phone: `+9198700000${index}0`, state: 'active', isDailyOn: true })
    }
  })

  afterAll(async () => {
    await queue.stop()
  })

  test('is scheduled at 9 AM India time (with catch-up runs until noon)', async () => {
    const schedules = await queue.boss.getSchedules(whatsappDailyDigestJob.name)
    expect(schedules.map((schedule) => ({ cron: schedule.cron, timezone: schedule.timezone }))).toEqual([
      { cron: '*/15 9-11 * * *', timezone: 'Asia/Kolkata' },
    ])
  })

  test('one job per person keyed by (person, India date); queued twice, each person still gets one message', async () => {
    const day = istDate(new Date())
    await service.startDailyDigest({ day })
    await service.startDailyDigest({ day })
    const waiting = await queue.queue.listWaiting(whatsappDigestUserJob)
    const keys = waiting
      .map((run) => run.key)
      .filter((key): key is string => key !== null && people.some((person) => key.startsWith(person)))
    expect(keys.sort()).toEqual(people.map((person) => `${person}:${day}`).sort())

    await queue.startWorkers([whatsappDigestUserJob.bind({ whatsapp: service, systemSettings: createSystemSettingsStore(getHandle().db) })])
    await waitFor(async () => {
      const digests = await getHandle().db.select().from(whatsappDigests).where(inArray(whatsappDigests.userId, people))
      return digests.length === people.length ? true : undefined
    })
    const rows = await getHandle().db.select().from(outbox).where(inArray(outbox.userId, people))
    expect(rows).toHaveLength(people.length)
  })
})
