import { eq, inArray, or } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { outbox } from '#server/db/schema/index.ts'
import { addressesOf, type PersonalData } from '#server/lib/personal-data.ts'
import { listMessagesOf } from './outbox-repo.ts'
import { renderOrNull } from './templates.ts'

/**
 * The outbox's part of a person's data (DPDP Act; decisions 018 and 038): the messages that name
 * their account and those sent to their address or number before it existed (phone codes), exported
 * as they read, and erased with the account.
 */

/** A person's message as their data export shows it: what it said, in its language, and what became of it. */
export interface ExportedMessage {
  channel: string
  template: string
  locale: string
  recipient: string
  subject: string | null
  text: string | null
  state: string
  createdAt: Date
  sentAt: Date | null
}

export async function exportMessagesOf(db: Database, person: { userId: string; addresses: readonly string[] }): Promise<ExportedMessage[]> {
  const rows = await listMessagesOf(db, person)
  return rows.map((row) => {
    const rendered = renderOrNull(row)
    return {
      channel: row.channel,
      template: row.template,
      locale: row.locale,
      recipient: row.recipient,
      subject: rendered?.channel === 'email' ? rendered.subject : null,
      text: rendered?.text ?? null,
      state: row.state,
      createdAt: row.createdAt,
      sentAt: row.sentAt,
    }
  })
}

/** Deletes the messages that name the person's account or were sent to their addresses. */
export async function eraseMessagesTo(tx: Database, person: { userId: string; addresses: readonly string[] }): Promise<void> {
  await tx.delete(outbox).where(or(eq(outbox.userId, person.userId), inArray(outbox.recipient, [...person.addresses])))
}

export const messagesData: PersonalData = {
  key: 'messages',
  tables: [outbox],
  export: (db, person) => exportMessagesOf(db, { userId: person.userId, addresses: addressesOf(person) }),
  erase: (tx, person) => eraseMessagesTo(tx, { userId: person.userId, addresses: addressesOf(person) }),
}
