import { inArray } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { outbox } from '#server/db/schema/index.ts'
import { listMessagesOf } from './outbox-repo.ts'
import { renderOrNull } from './templates.ts'

/**
 * The outbox's part of a person's data (DPDP Act; decision 018): the messages that name their account
 * and those sent to their address or number before it existed (phone codes), exported as they read,
 * and erased with the account.
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

/** Deletes the messages sent to a person's addresses; those naming their account go with the `user` row (cascade). */
export async function eraseMessagesTo(tx: Database, addresses: readonly string[]): Promise<void> {
  await tx.delete(outbox).where(inArray(outbox.recipient, [...addresses]))
}
