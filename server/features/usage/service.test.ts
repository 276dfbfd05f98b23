import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { beforeAll, beforeEach, expect, test } from 'vitest'
import { englishMessage } from '#core/errors/error-text.server.ts'
import { dailyLimitOf, USAGE_FEATURES } from '#core/plans/plans.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { subscriptions, user } from '#server/db/schema/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createBillingService } from '#server/features/billing/index.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { createUsageService, type UsageService, type UsageSubject } from './service.ts'

/**
 * Issue 17's concurrency test of the one usage service (decision 037): many parallel check-and-counts
 * for one person and feature never pass the limit and count exactly, on PGlite and on PostgreSQL (a
 * pool of 4 connections, so the statements really run side by side); India's midnight starts a new day.
 */

const PARALLEL = 40

/** 10:00 in India on 24 November 2026. */
const MORNING_IST = new Date('2026-11-24T04:30:00.000Z')

async function insertUser(handle: DatabaseHandle): Promise<string> {
  const id = randomUUID()
  await handle.db.insert(user).values({ id, name: 'Asha Verma', email: `${id}@example.com`, emailVerified: true })
  return id
}

async function storedCount(handle: DatabaseHandle, subject: UsageSubject, feature: string): Promise<number> {
  const column = subject.kind === 'user' ? sql`user_id = ${subject.userId}` : sql`visitor_id = ${subject.visitorId}`
  const rows = await handle.query<{ total: number }>(
    sql`select coalesce(sum(count), 0)::int as total from usage_counters where ${column} and feature = ${feature}`,
  )
  return rows[0]?.total ?? 0
}

/** Runs every attempt at once and sorts the answers into counts and refusal codes. */
async function settleAll(attempts: Array<Promise<{ count: number }>>): Promise<{ counts: number[]; refusals: string[] }> {
  const settled = await Promise.allSettled(attempts)
  const counts: number[] = []
  const refusals: string[] = []
  for (const result of settled) {
    if (result.status === 'fulfilled') counts.push(result.value.count)
    else if (result.reason instanceof AppError) refusals.push(result.reason.code)
    else throw result.reason
  }
  return { counts: counts.sort((a, b) => a - b), refusals }
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index)
}

describeOnDatabases('the usage service', (getHandle) => {
  let clock: Date
  let usage: UsageService

  beforeAll(() => {
    const now = () => clock
    const billing = createBillingService({ database: getHandle(), now })
    usage = createUsageService({ database: getHandle(), readUserPlan: (userId) => billing.readPlan(userId), now })
  })

  beforeEach(() => {
    clock = MORNING_IST
  })

  test(`${PARALLEL} parallel applications of one free user count exactly 5 and refuse the rest with DAILY_APPLICATION_LIMIT`, async () => {
    const subject: UsageSubject = { kind: 'user', userId: await insertUser(getHandle()) }
    const { counts, refusals } = await settleAll(range(1, PARALLEL).map(() => usage.countUse(subject, 'job_applications')))
    expect(counts).toEqual([1, 2, 3, 4, 5])
    expect(refusals).toEqual(Array.from({ length: PARALLEL - 5 }, () => 'DAILY_APPLICATION_LIMIT'))
    expect(await storedCount(getHandle(), subject, 'job_applications')).toBe(5)
  })

  test('a guest gets 3 chat messages a day under parallel sends (GUEST_CHAT_LIMIT), a free user 10 (API_QUOTA_EXCEEDED)', async () => {
    const guest: UsageSubject = { kind: 'visitor', visitorId: randomUUID() }
    const guestAnswers = await settleAll(range(1, PARALLEL).map(() => usage.countUse(guest, 'chatbot_messages')))
    expect(guestAnswers.counts).toEqual([1, 2, 3])
    expect(new Set(guestAnswers.refusals)).toEqual(new Set(['GUEST_CHAT_LIMIT']))
    expect(await storedCount(getHandle(), guest, 'chatbot_messages')).toBe(3)

    const member: UsageSubject = { kind: 'user', userId: await insertUser(getHandle()) }
    const memberAnswers = await settleAll(range(1, PARALLEL).map(() => usage.countUse(member, 'chatbot_messages')))
    expect(memberAnswers.counts).toEqual(range(1, 10))
    expect(new Set(memberAnswers.refusals)).toEqual(new Set(['API_QUOTA_EXCEEDED']))
  })

  test('the refusal carries the spec’s text with the limit of the plans table', async () => {
    const subject: UsageSubject = { kind: 'user', userId: await insertUser(getHandle()) }
    for (const _ of range(1, 5)) await usage.countUse(subject, 'job_applications')
    const limited = await usage.countUse(subject, 'job_applications').catch((error: unknown) => error)
    expect(limited).toMatchObject({ code: 'DAILY_APPLICATION_LIMIT', params: { limit: 5 } })
    expect(englishMessage(limited instanceof AppError ? limited : { code: 'UNKNOWN_ERROR' })).toBe(
      "You've used all 5 free applications today. Upgrade for unlimited access",
    )
    const guest: UsageSubject = { kind: 'visitor', visitorId: randomUUID() }
    for (const _ of range(1, 3)) await usage.countUse(guest, 'chatbot_messages')
    const guestLimited = await usage.countUse(guest, 'chatbot_messages').catch((error: unknown) => error)
    expect(guestLimited).toMatchObject({ code: 'GUEST_CHAT_LIMIT', params: { limit: 3 } })
    expect(englishMessage(guestLimited instanceof AppError ? guestLimited : { code: 'UNKNOWN_ERROR' })).toBe(
      "You've reached the 3 message limit for guests.",
    )
  })

  test('a guest is asked to sign in for what needs an account, and nothing is counted', async () => {
    const guest: UsageSubject = { kind: 'visitor', visitorId: randomUUID() }
    await expect(usage.countUse(guest, 'job_applications')).rejects.toMatchObject({ code: 'AUTH_REQUIRED' })
    expect(await storedCount(getHandle(), guest, 'job_applications')).toBe(0)
  })

  test('counts of two people, and of two features, never mix', async () => {
    const asha: UsageSubject = { kind: 'user', userId: await insertUser(getHandle()) }
    const ravi: UsageSubject = { kind: 'user', userId: await insertUser(getHandle()) }
    await Promise.all([
      ...range(1, 5).map(() => usage.countUse(asha, 'job_applications')),
      ...range(1, 2).map(() => usage.countUse(ravi, 'job_applications')),
      usage.countUse(asha, 'whatsapp_applications'),
    ])
    expect((await usage.readUsage(asha, 'job_applications')).count).toBe(5)
    expect((await usage.readUsage(ravi, 'job_applications')).count).toBe(2)
    expect((await usage.readUsage(asha, 'whatsapp_applications')).count).toBe(1)
    expect((await usage.countUse(ravi, 'job_applications')).count).toBe(3)
  })

  test('a new day in India (midnight IST, 18:30 UTC) starts every count again; the day before keeps its own', async () => {
    const subject: UsageSubject = { kind: 'user', userId: await insertUser(getHandle()) }
    clock = new Date('2026-11-24T18:29:59.000Z')
    for (const _ of range(1, 5)) await usage.countUse(subject, 'job_applications')
    await expect(usage.countUse(subject, 'job_applications')).rejects.toMatchObject({ code: 'DAILY_APPLICATION_LIMIT' })
    expect(await usage.readUsage(subject, 'job_applications')).toEqual({
      feature: 'job_applications',
      day: '2026-11-24',
      count: 5,
      limit: 5,
    })

    clock = new Date('2026-11-24T18:30:00.000Z')
    expect(await usage.readUsage(subject, 'job_applications')).toEqual({
      feature: 'job_applications',
      day: '2026-11-25',
      count: 0,
      limit: 5,
    })
    const { counts } = await settleAll(range(1, 8).map(() => usage.countUse(subject, 'job_applications')))
    expect(counts).toEqual([1, 2, 3, 4, 5])
    expect(await storedCount(getHandle(), subject, 'job_applications')).toBe(10)
  })

  test('a refund gives one use back on the day it was counted, even after midnight, and never goes below 0', async () => {
    const subject: UsageSubject = { kind: 'user', userId: await insertUser(getHandle()) }
    for (const _ of range(1, 4)) await usage.countUse(subject, 'job_applications')
    const fifth = await usage.countUse(subject, 'job_applications')
    await usage.refund(fifth)
    expect((await usage.readUsage(subject, 'job_applications')).count).toBe(4)
    expect((await usage.countUse(subject, 'job_applications')).count).toBe(5)

    const lateEvening = new Date('2026-11-24T18:29:00.000Z')
    clock = lateEvening
    const other: UsageSubject = { kind: 'user', userId: await insertUser(getHandle()) }
    const late = await usage.countUse(other, 'job_applications')
    clock = new Date('2026-11-24T18:31:00.000Z')
    await usage.countUse(other, 'job_applications')
    await usage.refund(late)
    await usage.refund(late)
    clock = lateEvening
    expect((await usage.readUsage(other, 'job_applications')).count).toBe(0)
    clock = new Date('2026-11-24T18:31:00.000Z')
    expect((await usage.readUsage(other, 'job_applications')).count).toBe(1)
  })

  test('withCountedUse refunds a use whose action failed, so a failed application does not use up a free one', async () => {
    const subject: UsageSubject = { kind: 'user', userId: await insertUser(getHandle()) }
    for (const _ of range(1, 4)) await usage.countUse(subject, 'job_applications')
    await expect(
      usage.withCountedUse(subject, 'job_applications', async () => {
        throw new AppError('API_SERVICE_UNAVAILABLE')
      }),
    ).rejects.toMatchObject({ code: 'API_SERVICE_UNAVAILABLE' })
    expect((await usage.readUsage(subject, 'job_applications')).count).toBe(4)
    expect(await usage.withCountedUse(subject, 'job_applications', async (use) => `sent as use ${use.count}`)).toBe('sent as use 5')
    await expect(usage.withCountedUse(subject, 'job_applications', async () => 'never runs')).rejects.toMatchObject({
      code: 'DAILY_APPLICATION_LIMIT',
    })
    expect((await usage.readUsage(subject, 'job_applications')).count).toBe(5)
  })

  test('premium lifts every limit at once: parallel uses all count, and the limit returns when the plan ends', async () => {
    const userId = await insertUser(getHandle())
    const subject: UsageSubject = { kind: 'user', userId }
    const endsAt = new Date('2026-11-24T12:00:00.000Z')
    await getHandle()
      .db.insert(subscriptions)
      .values({ userId, planType: 'professional', status: 'active', expiresAt: endsAt, isPremium: true })
    expect(await usage.readPlan(subject)).toBe('premium')
    const { counts, refusals } = await settleAll(range(1, PARALLEL).map(() => usage.countUse(subject, 'job_applications')))
    expect(counts).toEqual(range(1, PARALLEL))
    expect(refusals).toEqual([])
    const all = await usage.readAllUsage(subject)
    expect(all.plan).toBe('premium')
    expect(all.usage.map((entry) => [entry.feature, entry.limit])).toEqual(
      USAGE_FEATURES.map((feature) => [feature, dailyLimitOf(feature, 'premium')]),
    )
    expect(await settleAll(range(1, 3).map(() => usage.countUse(subject, 'whatsapp_jobs')))).toEqual({ counts: [1, 2, 3], refusals: [] })

    clock = new Date(endsAt.getTime() + 1)
    expect(await usage.readPlan(subject)).toBe('free')
    await expect(usage.countUse(subject, 'job_applications')).rejects.toMatchObject({ code: 'DAILY_APPLICATION_LIMIT' })
    await expect(usage.countUse(subject, 'whatsapp_jobs')).rejects.toMatchObject({ code: 'API_QUOTA_EXCEEDED' })
  })

  test('a guest never counted reads zeros against the guest limits', async () => {
    const all = await usage.readAllUsage(null)
    expect(all).toMatchObject({ plan: 'guest', day: '2026-11-24' })
    expect(all.usage.find((entry) => entry.feature === 'chatbot_messages')).toEqual({
      feature: 'chatbot_messages',
      day: '2026-11-24',
      count: 0,
      limit: 3,
    })
  })

  test("the nightly prune deletes guests' counts older than a week and keeps every user's", async () => {
    const guest: UsageSubject = { kind: 'visitor', visitorId: randomUUID() }
    const member: UsageSubject = { kind: 'user', userId: await insertUser(getHandle()) }
    clock = new Date('2026-11-10T04:30:00.000Z')
    await usage.countUse(guest, 'chatbot_messages')
    await usage.countUse(member, 'chatbot_messages')
    clock = new Date('2026-11-20T04:30:00.000Z')
    await usage.countUse(guest, 'chatbot_messages')
    expect(await usage.pruneGuestCounts()).toBeGreaterThanOrEqual(1)
    // The guest's count of the 10th went; the 20th's stays, and the user's of the 10th too.
    expect(await storedCount(getHandle(), guest, 'chatbot_messages')).toBe(1)
    expect(await storedCount(getHandle(), member, 'chatbot_messages')).toBe(1)
  })

  test('a use counted under an id is confirmed once; a refund forgets the id, and the prune forgets old ids (decision 073)', async () => {
    const member: UsageSubject = { kind: 'user', userId: await insertUser(getHandle()) }
    clock = MORNING_IST
    const sent = await usage.countUse(member, 'chatbot_messages', { key: 'message-0001' })
    expect(sent).toMatchObject({ count: 1, key: 'message-0001' })
    expect(await usage.countUseOnce(member, 'chatbot_messages', 'message-0001')).toEqual({
      usage: { feature: 'chatbot_messages', day: '2026-11-24', count: 1, limit: 10 },
      isCounted: false,
    })
    // Another subject's use of the same id is its own.
    const guest: UsageSubject = { kind: 'visitor', visitorId: randomUUID() }
    expect((await usage.countUseOnce(guest, 'chatbot_messages', 'message-0001')).isCounted).toBe(true)

    // The model failed and the use was given back: the id names nothing now, so a confirmation counts.
    await usage.refund(sent)
    expect(await storedCount(getHandle(), member, 'chatbot_messages')).toBe(0)
    expect((await usage.countUseOnce(member, 'chatbot_messages', 'message-0001')).isCounted).toBe(true)

    // A week later the id is pruned.
    clock = new Date(MORNING_IST.getTime() + 8 * 24 * 60 * 60 * 1000)
    await usage.pruneGuestCounts()
    expect((await usage.countUseOnce(member, 'chatbot_messages', 'message-0001')).isCounted).toBe(true)
  })
})
