import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { authThrottle, signInFailures } from '#server/db/schema/index.ts'
import {
  ACCOUNT_ATTEMPTS_PER_HOUR,
  FAILURE_DELAY_CAP_SECONDS,
  FAILURES_BEFORE_DELAY,
  IP_ATTEMPTS_PER_MINUTE,
  PHONE_CODES_PER_HOUR,
} from './constants.ts'

/**
 * Sign-in throttling (DESIGN.md Security, NIST 800-63B §5.2.2): fixed windows per key in
 * `auth_throttle` and the consecutive failures per account in `sign_in_failures` (keyed by the
 * address's fingerprint, so no address that tried is stored), each changed by one atomic upsert (PGlite and PostgreSQL alike), so parallel requests cannot slip past a limit.
 */

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/** The kinds of request a client address is limited on, each with its own count. */
export type IpAction = 'sign-in' | 'sign-up' | 'otp-send' | 'otp-verify' | 'email-send'

export interface Limited {
  /** Seconds until the request may be tried again (the Retry-After header). */
  retryAfterSeconds: number
}

/** A short, stable stand-in for an e-mail address or phone number in keys and logs: never the value itself. */
export function fingerprint(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 16)
}

/** The growing delay after the fifth consecutive failure: 1 s, 2 s, 4 s … capped (DESIGN.md Security). */
export function failureDelaySeconds(failures: number): number {
  if (failures < FAILURES_BEFORE_DELAY) return 0
  return Math.min(2 ** (failures - FAILURES_BEFORE_DELAY), FAILURE_DELAY_CAP_SECONDS)
}

export function createThrottle(db: Database, now: () => Date) {
  /** Counts one attempt on `key`; Limited when it is over `limit` in the current window. */
  async function hit(key: string, limit: number, windowMs: number): Promise<Limited | null> {
    const at = now()
    const windowEndsAt = new Date(at.getTime() + windowMs)
    const isOver = sql`${authThrottle.windowEndsAt} <= ${at.toISOString()}::timestamptz`
    const [row] = await db
      .insert(authThrottle)
      .values({ key, count: 1, windowEndsAt })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          count: sql`case when ${isOver} then 1 else ${authThrottle.count} + 1 end`,
          windowEndsAt: sql`case when ${isOver} then excluded.window_ends_at else ${authThrottle.windowEndsAt} end`,
        },
      })
      .returning({ count: authThrottle.count, windowEndsAt: authThrottle.windowEndsAt })
    if (!row || row.count <= limit) return null
    return { retryAfterSeconds: secondsUntil(row.windowEndsAt, at) }
  }

  function secondsUntil(until: Date, at: Date): number {
    return Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000))
  }

  return {
    /** Per client address: 10 a minute of each kind. */
    hitIp(action: IpAction, ip: string): Promise<Limited | null> {
      return hit(`ip:${action}:${ip}`, IP_ATTEMPTS_PER_MINUTE, MINUTE_MS)
    },

    /** Per account (normalised e-mail): at most 100 sign-in attempts an hour. */
    hitAccount(email: string): Promise<Limited | null> {
      return hit(`account:${fingerprint(email)}`, ACCOUNT_ATTEMPTS_PER_HOUR, HOUR_MS)
    },

    /** Per phone number: a few codes an hour, whoever asks. */
    hitPhone(phoneNumber: string): Promise<Limited | null> {
      return hit(`phone:${fingerprint(phoneNumber)}`, PHONE_CODES_PER_HOUR, HOUR_MS)
    },

    /** Limited while the account is inside its growing delay after 5 consecutive failures. */
    async accountDelay(email: string): Promise<Limited | null> {
      const [row] = await db
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.email, fingerprint(email)))
      if (!row) return null
      const until = new Date(row.lastFailedAt.getTime() + failureDelaySeconds(row.failures) * 1000)
      const at = now()
      return until > at ? { retryAfterSeconds: secondsUntil(until, at) } : null
    },

    /** One more consecutive failure; returns the count. */
    async recordFailure(email: string): Promise<number> {
      const at = now()
      const [row] = await db
        .insert(signInFailures)
        .values({ email: fingerprint(email), failures: 1, lastFailedAt: at })
        .onConflictDoUpdate({
          target: signInFailures.email,
          set: { failures: sql`${signInFailures.failures} + 1`, lastFailedAt: at },
        })
        .returning({ failures: signInFailures.failures })
      return row?.failures ?? 1
    },

    /** A successful sign-in starts the count again. */
    async resetFailures(email: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.email, fingerprint(email)))
    },
  }
}

export type Throttle = ReturnType<typeof createThrottle>
