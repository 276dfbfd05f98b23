import { indiaCalendarDay } from '#core/format/india-day.ts'
import { dailyLimitOf, limitReachedCode, USAGE_FEATURES, type DailyLimit, type Plan, type UsageFeature } from '#core/plans/plans.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import * as repo from './repo.ts'
import type { UsageSubject } from './repo.ts'

export type { UsageSubject } from './repo.ts'

/** A subject's use of one feature on one India-time day, against its plan's limit (null: none). */
export interface Usage {
  feature: UsageFeature
  day: string
  count: number
  limit: DailyLimit
}

/** A counted use: what `refund` needs to give it back, on the day it was counted even after midnight. */
export interface CountedUse extends Usage {
  subject: UsageSubject
  /** The id this use was noted under (decision 073), forgotten again by `refund`. */
  key?: string
}

/**
 * The one usage service (DESIGN.md "Limits and plans live once"; decision 037): every feature with a
 * daily limit counts through it, and premium lifts the limits everywhere at once because the limits
 * come from the subject's plan (core/plans/plans.ts) at the moment of each use.
 *
 * Count before doing the thing and refund when the thing fails (or use `withCountedUse`). Do not call
 * it inside an open transaction of your own: on PGlite, one connection, it would wait for that
 * transaction for ever.
 */
export interface UsageService {
  /** The plan whose limits apply: guest for a visitor (or null, a guest not yet counted), else free or premium (the billing service). */
  readPlan(subject: UsageSubject | null): Promise<Plan>
  /** Today's use of one feature; null is a guest with nothing counted yet. */
  readUsage(subject: UsageSubject | null, feature: UsageFeature): Promise<Usage>
  /** Today's use of every counted feature, with the plan they were measured against. */
  readAllUsage(subject: UsageSubject | null): Promise<{ plan: Plan; day: string; usage: Usage[] }>
  /**
   * Checks and counts one use, atomically: answers the use, or throws the feature's AppError when the
   * day's limit is reached (DAILY_APPLICATION_LIMIT, GUEST_CHAT_LIMIT, API_QUOTA_EXCEEDED; AUTH_REQUIRED
   * for a guest with no use of it), counting nothing then.
   */
  countUse(subject: UsageSubject, feature: UsageFeature, options?: { key?: string }): Promise<CountedUse>
  /**
   * Spec 000 §7 increment-usage with the id of the use (decision 073): a use already noted under `key`
   * (the chat endpoint notes each message it counts) is not counted again, and the call answers today's
   * usage with `isCounted` false; otherwise it counts one as `countUse` does, refusals included.
   */
  countUseOnce(subject: UsageSubject, feature: UsageFeature, key: string): Promise<{ usage: Usage; isCounted: boolean }>
  /** Gives a counted use back, so a failed application does not use up a free one. */
  refund(use: CountedUse): Promise<void>
  /** Counts one use, runs `action`, and refunds the use when `action` throws (then rethrows). */
  withCountedUse<T>(subject: UsageSubject, feature: UsageFeature, action: (use: CountedUse) => Promise<T>): Promise<T>
  /** Deletes guests' counts and everyone's noted keys older than GUEST_COUNTS_KEPT_DAYS (the `usage-prune` job); answers how many rows went. */
  pruneGuestCounts(): Promise<number>
}

/** How many India-time days of a guest's counts are kept: a week outlives any refund of a counted use. */
export const GUEST_COUNTS_KEPT_DAYS = 7

export function createUsageService(deps: {
  database: DatabaseHandle
  /** The billing service's plan of a user (server/features/billing). */
  readUserPlan: (userId: string) => Promise<Plan>
  now?: () => Date
}): UsageService {
  const db = deps.database.db
  const now = deps.now ?? (() => new Date())

  function readPlan(subject: UsageSubject | null): Promise<Plan> {
    return subject?.kind === 'user' ? deps.readUserPlan(subject.userId) : Promise.resolve('guest')
  }

  /** Today's counts of `features`; a guest not yet counted has none. */
  async function readToday(subject: UsageSubject | null, features: readonly UsageFeature[]) {
    const day = indiaCalendarDay(now())
    const counts = subject === null ? new Map<string, number>() : await repo.readCounts(db, { subject, features, day })
    return { day, counts }
  }

  function refusal(feature: UsageFeature, plan: Plan, limit: DailyLimit): AppError {
    const code = limitReachedCode(feature, plan)
    return new AppError(code, limit === null ? {} : { params: { limit } })
  }

  /**
   * Counts one use; with a key, notes it first (a key noted before stays its earlier use's), so an
   * increment-usage call naming it meanwhile finds it counted, and forgets it again when refused.
   */
  async function countUse(subject: UsageSubject, feature: UsageFeature, options: { key?: string } = {}): Promise<CountedUse> {
    const plan = await readPlan(subject)
    const limit = dailyLimitOf(feature, plan)
    if (limit === 0) throw refusal(feature, plan, limit)
    const day = indiaCalendarDay(now())
    const { key } = options
    const isNoted = key !== undefined && (await repo.noteCountedKey(db, { subject, feature, key, day }))
    const count = await repo.countUse(db, { subject, feature, day, limit })
    if (count === null) {
      if (isNoted) await repo.forgetCountedKey(db, { subject, feature, key })
      throw refusal(feature, plan, limit)
    }
    return { subject, feature, day, count, limit, ...(isNoted ? { key } : {}) }
  }

  async function readUsage(subject: UsageSubject | null, feature: UsageFeature): Promise<Usage> {
    const plan = await readPlan(subject)
    const { day, counts } = await readToday(subject, [feature])
    return { feature, day, count: counts.get(feature) ?? 0, limit: dailyLimitOf(feature, plan) }
  }

  async function countUseOnce(subject: UsageSubject, feature: UsageFeature, key: string) {
    const plan = await readPlan(subject)
    const limit = dailyLimitOf(feature, plan)
    if (limit === 0) throw refusal(feature, plan, limit)
    const day = indiaCalendarDay(now())
    if (!(await repo.noteCountedKey(db, { subject, feature, key, day })))
      return { usage: await readUsage(subject, feature), isCounted: false }
    const count = await repo.countUse(db, { subject, feature, day, limit })
    if (count === null) {
      await repo.forgetCountedKey(db, { subject, feature, key })
      throw refusal(feature, plan, limit)
    }
    return { usage: { feature, day, count, limit }, isCounted: true }
  }

  async function refund(use: CountedUse): Promise<void> {
    await repo.returnUse(db, { subject: use.subject, feature: use.feature, day: use.day })
    if (use.key !== undefined) await repo.forgetCountedKey(db, { subject: use.subject, feature: use.feature, key: use.key })
  }

  return {
    async pruneGuestCounts() {
      const oldestKept = indiaCalendarDay(new Date(now().getTime() - GUEST_COUNTS_KEPT_DAYS * 24 * 60 * 60 * 1000))
      const counts = await repo.deleteGuestCountsBefore(db, oldestKept)
      return counts + (await repo.deleteCountedKeysBefore(db, oldestKept))
    },
    readPlan,
    async readAllUsage(subject) {
      const plan = await readPlan(subject)
      const { day, counts } = await readToday(subject, USAGE_FEATURES)
      const usage = USAGE_FEATURES.map((feature) => ({ feature, day, count: counts.get(feature) ?? 0, limit: dailyLimitOf(feature, plan) }))
      return { plan, day, usage }
    },
    readUsage,
    countUse,
    countUseOnce,
    refund,
    async withCountedUse(subject, feature, action) {
      const use = await countUse(subject, feature)
      try {
        return await action(use)
      } catch (error) {
        await refund(use)
        throw error
      }
    },
  }
}
