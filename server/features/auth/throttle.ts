import { createHash } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { signInFailures, user } from '#server/db/schema/index.ts'
import { createRateLimiter, secondsUntil, type Limited } from '#server/lib/rate-limit.ts'
import {
  ACCOUNT_ATTEMPTS_PER_HOUR,
  FAILURE_DELAY_CAP_SECONDS,
  FAILURES_BEFORE_DELAY,
  IP_ATTEMPTS_PER_MINUTE,
  OAUTH_ATTEMPTS_PER_MINUTE,
  PHONE_CODES_PER_HOUR,
} from './constants.ts'

/**
 * Sign-in throttling (DESIGN.md Security, NIST 800-63B §5.2.2, decision 020) on the one rate limiter
 * (server/lib/rate-limit.ts): per client address and kind of request, per account and per phone
 * number; plus the consecutive failures per account in `sign_in_failures`. An account is its user id
 * whichever way a password is tried (e-mail, phone number, a signed-in check), so failures on one
 * way slow every other; a name no account has is counted under its fingerprint, never the address.
 */

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/**
 * The kinds of request a client address is limited on, each with its own count: passwords, sign-ups,
 * sending codes, typed codes, the tokens of e-mailed links, e-mails sent, and Google's answers.
 */
export type IpAction = 'sign-in' | 'sign-up' | 'otp-send' | 'otp-verify' | 'link-token' | 'email-send' | 'oauth'

export type { Limited }

/** Who a password or code proof is about: an account's user id, or the name typed when no account has it. */
export type AccountKey = `user:${string}` | `name:${string}`

/** A short, stable stand-in for an e-mail address or phone number in keys and logs: never the value itself. */
export function fingerprint(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 16)
}

/** The growing delay after the fifth consecutive failure: 1 s, 2 s, 4 s … capped (DESIGN.md Security). */
export function failureDelaySeconds(failures: number): number {
  if (failures < FAILURES_BEFORE_DELAY) return 0
  return Math.min(2 ** (failures - FAILURES_BEFORE_DELAY), FAILURE_DELAY_CAP_SECONDS)
}

/** How many requests of a kind one client address may make a minute. */
export function ipLimitOf(action: IpAction): number {
  return action === 'oauth' ? OAUTH_ATTEMPTS_PER_MINUTE : IP_ATTEMPTS_PER_MINUTE
}

export function accountKeyOfUser(userId: string): AccountKey {
  return `user:${userId}`
}

/** The rate limiter's purposes this feature counts under. */
const purposes = {
  ip: (action: IpAction) => `auth-ip-${action}`,
  account: 'auth-account',
  phone: 'auth-phone',
} as const

export function createThrottle(db: Database, now: () => Date) {
  const limiter = createRateLimiter(db, now)

  return {
    /** Per client address: 10 a minute of each kind (Google's answers 60). */
    hitIp(action: IpAction, ip: string): Promise<Limited | null> {
      return limiter.hit(purposes.ip(action), ip, { limit: ipLimitOf(action), windowMs: MINUTE_MS })
    },

    /** Per account: at most 100 password proofs an hour, by whichever way they come. */
    hitAccount(account: AccountKey): Promise<Limited | null> {
      return limiter.hit(purposes.account, account, { limit: ACCOUNT_ATTEMPTS_PER_HOUR, windowMs: HOUR_MS })
    },

    /** Per phone number: a few codes an hour, whoever asks. */
    hitPhone(phoneNumber: string): Promise<Limited | null> {
      return limiter.hit(purposes.phone, fingerprint(phoneNumber), { limit: PHONE_CODES_PER_HOUR, windowMs: HOUR_MS })
    },

    /** The account an e-mail address or phone number names: its user id, or the name's fingerprint when no account has it. */
    async accountOf(name: { email: string } | { phoneNumber: string }): Promise<AccountKey> {
      const [found] =
        'email' in name
          ? await db.select({ id: user.id }).from(user).where(eq(user.email, name.email.trim().toLowerCase())).limit(1)
          : await db.select({ id: user.id }).from(user).where(eq(user.phoneNumber, name.phoneNumber.trim())).limit(1)
      if (found) return accountKeyOfUser(found.id)
      return `name:${fingerprint('email' in name ? name.email : name.phoneNumber)}`
    },

    /** Limited while the account is inside its growing delay after 5 consecutive failures. */
    async accountDelay(account: AccountKey): Promise<Limited | null> {
      const [row] = await db.select().from(signInFailures).where(eq(signInFailures.accountKey, account))
      if (!row) return null
      const until = new Date(row.lastFailedAt.getTime() + failureDelaySeconds(row.failures) * 1000)
      const at = now()
      return until > at ? { retryAfterSeconds: secondsUntil(until, at) } : null
    },

    /** One more consecutive failure; returns the count. */
    async recordFailure(account: AccountKey): Promise<number> {
      const at = now()
      const [row] = await db
        .insert(signInFailures)
        .values({ accountKey: account, failures: 1, lastFailedAt: at })
        .onConflictDoUpdate({
          target: signInFailures.accountKey,
          set: { failures: sql`${signInFailures.failures} + 1`, lastFailedAt: at },
        })
        .returning({ failures: signInFailures.failures })
      return row?.failures ?? 1
    },

    /** A proof that succeeded starts the count again. */
    async resetFailures(account: AccountKey): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.accountKey, account))
    },
  }
}

export type Throttle = ReturnType<typeof createThrottle>

/**
 * Forgets every count that names a user (account erasure, in the erasing transaction): their
 * account's failures and hourly window, and the hourly code windows of their phone number.
 */
export async function forgetThrottleCounts(db: Database, owner: { id: string; email: string; phoneNumber: string | null }): Promise<void> {
  const names = owner.phoneNumber ? [owner.email, owner.phoneNumber] : [owner.email]
  const accounts: AccountKey[] = [accountKeyOfUser(owner.id), ...names.map((name): AccountKey => `name:${fingerprint(name)}`)]
  await db.delete(signInFailures).where(inArray(signInFailures.accountKey, accounts))
  const limiter = createRateLimiter(db)
  await limiter.forget(purposes.account, accounts)
  if (owner.phoneNumber) await limiter.forget(purposes.phone, [fingerprint(owner.phoneNumber)])
}
