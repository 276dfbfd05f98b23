import { eq, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import type { Database } from '#server/db/client.ts'
import { user } from '#server/db/schema/index.ts'

/**
 * What a feature holds about a person, declared by the feature beside its tables (DPDP Act 2023:
 * access and erasure; decisions 018 and 038). "Download my data" and "Delete account" walk every
 * feature's declarations; `tests/integration/personal-data-coverage.test.ts` fails when a table with a
 * user column is in no declaration.
 */

/** Whom the data is about: the account's id and the addresses rows may name them by. */
export interface Person {
  userId: string
  email: string
  phoneNumber: string | null
}

export interface PersonalData {
  /** The part's key in the exported document (`savedJobs`). */
  key: string
  /** The tables it reads and erases: every table with a user column must be in one declaration's list. */
  tables: readonly PgTable[]
  /** What the person's rows say, as they should read it; secrets (tokens, password hashes) left out. */
  export(db: Database, person: Person): Promise<unknown>
  /**
   * Deletes the person's rows, inside the one transaction that deletes the account. Rows that cascade
   * from `user` are deleted here too, so erasure never rests on a foreign key a later table forgot.
   */
  erase(tx: Database, person: Person): Promise<void>
}

/**
 * The declaration of a table whose rows name their owner in one column, the common case: export
 * reads the owner's rows (only `fields` when given, so secrets stay out; in `orderBy` order) and
 * erasure deletes them. `single` exports the one row (or null) of a table with one row per person.
 */
export function ownedRows(part: {
  key: string
  table: PgTable
  owner: PgColumn
  fields?: SelectedFields
  orderBy?: readonly (PgColumn | SQL)[]
  single?: boolean
}): PersonalData {
  const { key, table, owner, fields, orderBy = [], single = false } = part
  return {
    key,
    tables: [table],
    async export(db, person) {
      const selection = fields ? db.select(fields).from(table) : db.select().from(table)
      const rows: unknown[] = await selection.where(eq(owner, person.userId)).orderBy(...orderBy)
      return single ? (rows[0] ?? null) : rows
    },
    async erase(tx, person) {
      await tx.delete(table).where(eq(owner, person.userId))
    },
  }
}

/** The addresses a person's rows may name them by (messages sent before the account existed name only the address). */
export function addressesOf(person: Pick<Person, 'email' | 'phoneNumber'>): string[] {
  return person.phoneNumber ? [person.email, person.phoneNumber] : [person.email]
}

async function findPerson(db: Database, userId: string, options: { forUpdate: boolean }): Promise<Person | null> {
  const query = db.select({ userId: user.id, email: user.email, phoneNumber: user.phoneNumber }).from(user).where(eq(user.id, userId))
  const [row] = options.forUpdate ? await query.for('update') : await query
  return row ?? null
}

/** Every declared part of what is held about the user, under each part's key; null when the account does not exist. */
export async function exportPersonalData(
  db: Database,
  declarations: readonly PersonalData[],
  userId: string,
): Promise<Record<string, unknown> | null> {
  const person = await findPerson(db, userId, { forUpdate: false })
  if (!person) return null
  const parts = await Promise.all(declarations.map(async (part) => [part.key, await part.export(db, person)] as const))
  return Object.fromEntries(parts)
}

/** Erases every declared part in one transaction, the account row locked first; false when the account does not exist. */
export async function erasePersonalData(db: Database, declarations: readonly PersonalData[], userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const person = await findPerson(tx, userId, { forUpdate: true })
    if (!person) return false
    for (const part of declarations) await part.erase(tx, person)
    return true
  })
}
