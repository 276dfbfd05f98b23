import { and, desc, eq, ilike, lt, type SQL } from 'drizzle-orm'
import { EMAIL_LOG_PAGE_SIZE, type OutboxState } from '#core/admin/email-logs.ts'
import type { EmailLogEntry, EmailLogQuery, EmailLogResponse } from '#core/admin/email-logs.schema.ts'
import type { Database } from '#server/db/client.ts'
import { auditLog, outbox, type OutboxRow } from '#server/db/schema/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import { containsPattern } from '#server/lib/like-pattern.ts'

/** Who resends a message, as the audit log names them. */
export interface EmailLogActor {
  userId: string
  label: string
}

function toEntry(row: OutboxRow): EmailLogEntry {
  return {
    id: String(row.id),
    channel: row.channel,
    template: row.template,
    locale: row.locale,
    recipient: row.recipient,
    state: row.state as OutboxState,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  }
}

/**
 * The outbox for staff (/admin/email-logs): every message with its state and attempts, filtered and
 * newest first, and the resend of a failed one. A resend puts the same row back in the queue, so the
 * log keeps one line per message with its attempts counted, and writes the audit row in the same
 * transaction; `kick` asks the dispatcher for a pass once it commits.
 */
export function createEmailLog(deps: { db: Database; kick: () => void }) {
  const { db } = deps

  async function list(query: EmailLogQuery): Promise<EmailLogResponse> {
    const conditions: SQL[] = []
    if (query.state) conditions.push(eq(outbox.state, query.state))
    if (query.template) conditions.push(eq(outbox.template, query.template))
    if (query.recipient) conditions.push(ilike(outbox.recipient, containsPattern(query.recipient)))
    if (query.after) conditions.push(lt(outbox.id, Number(query.after)))
    const rows = await db
      .select()
      .from(outbox)
      .where(and(...conditions))
      .orderBy(desc(outbox.id))
      .limit(EMAIL_LOG_PAGE_SIZE + 1)
    const page = rows.slice(0, EMAIL_LOG_PAGE_SIZE)
    const templates = await db.selectDistinct({ template: outbox.template }).from(outbox).orderBy(outbox.template)
    return {
      data: page.map(toEntry),
      next_after: rows.length > EMAIL_LOG_PAGE_SIZE ? (page.at(-1)?.id.toString() ?? null) : null,
      templates: templates.map((row) => row.template),
    }
  }

  async function resend(actor: EmailLogActor, id: number): Promise<EmailLogEntry> {
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update')
      if (!current) throw new AppError('NOT_FOUND')
      if (current.state !== 'failed') throw new AppError('EDIT_CONFLICT', { reason: 'message_not_failed' })
      const [updated] = await tx
        .update(outbox)
        .set({ state: 'pending', nextAttemptAt: new Date(), lastError: null })
        .where(eq(outbox.id, id))
        .returning()
      if (!updated) throw new AppError('NOT_FOUND')
      await tx.insert(auditLog).values({
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: 'outbox.resend',
        targetType: 'outbox',
        targetId: String(id),
        before: { state: current.state, attempts: current.attempts, lastError: current.lastError },
        after: { state: updated.state },
      })
      return updated
    })
    deps.kick()
    return toEntry(row)
  }

  return { list, resend }
}

export type EmailLog = ReturnType<typeof createEmailLog>
