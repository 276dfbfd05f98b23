import { eq, inArray, or, sql, type Column, type SQL } from 'drizzle-orm'
import { account, session, signInFailures, user, verification } from '#server/db/schema/index.ts'
import { addressesOf, ownedRows, type PersonalData } from '#server/lib/personal-data.ts'
import { forgetThrottleCounts } from './throttle.ts'

/** `column` ends with `suffix`, compared literally (an address's `_` is no LIKE wildcard here). */
function endsWith(column: Column, suffix: string): SQL {
  return sql`right(${column}, ${suffix.length}) = ${suffix}`
}

/**
 * The account itself. Export: the `user` row (it holds no secret). Erasure: the rows that name the
 * person without a foreign key — pending verification and reset tokens, sign-in counters (which name
 * them by their account's id or a fingerprint of the address, throttle.ts) — then the `user` row, last. Tokens and
 * counters are not exported: they are keys and security records, not information about the person.
 */
export const accountData: PersonalData = {
  key: 'user',
  tables: [user, verification, signInFailures],
  async export(db, person) {
    const [row] = await db.select().from(user).where(eq(user.id, person.userId))
    return row ?? null
  },
  async erase(tx, person) {
    const addresses = addressesOf(person)
    const email = person.email.toLowerCase()
    await tx
      .delete(verification)
      .where(
        or(
          eq(verification.value, person.userId),
          inArray(verification.identifier, addresses),
          endsWith(verification.identifier, `:${email}`),
        ),
      )
    await forgetThrottleCounts(tx, { id: person.userId, email: person.email, phoneNumber: person.phoneNumber })
    await tx.delete(user).where(eq(user.id, person.userId))
  },
}

/** Where the person is signed in (no tokens). */
export const sessionsData = ownedRows({
  key: 'sessions',
  table: session,
  owner: session.userId,
  fields: {
    id: session.id,
    userAgent: session.userAgent,
    ipAddress: session.ipAddress,
    createdAt: session.createdAt,
    updatedAt: session.updatedAt,
    expiresAt: session.expiresAt,
  },
})

/** How the person signs in: provider ids only (no password hash, no provider tokens). */
export const signInMethodsData = ownedRows({
  key: 'accounts',
  table: account,
  owner: account.userId,
  fields: {
    providerId: account.providerId,
    accountId: account.accountId,
    scope: account.scope,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
  },
})
