import { isOutboxState, splitMessageBody, type MailboxEntry } from '#core/notifications/mailbox.ts'
import type { EmailSender } from '#server/adapters/email/port.ts'
import type { SmsSender } from '#server/adapters/sms/port.ts'
import type { WhatsAppSender } from '#server/adapters/whatsapp/port.ts'
import type { Database } from '#server/db/client.ts'
import type { OutboxRow } from '#server/db/schema/index.ts'
import type { JobQueue } from '#server/jobs/job-definition.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import { isLanguage } from '#server/lib/request-language.ts'
import type { TransactionScope } from '#server/lib/transaction-scope.ts'
import { createEmailLog } from './email-log.ts'
import { createAttachmentRegistry, type MessageAttachments } from './attachments.ts'
import { createOutboxDispatcher, type DispatcherOptions } from './dispatcher.ts'
import { outboxDispatchJob } from './jobs.ts'
import { enqueueMessage, type EnqueueOptions, type EnqueueResult } from './outbox.ts'
import { listRecentMessages } from './outbox-repo.ts'
import { renderOrNull, type NewMessage } from './templates.ts'

/** Messaging beyond its adapters (deps.adapters.email and .sms). */
export interface MessagingSettings {
  /** Whether /dev/mailbox exists: e-mail or SMS go to the local provider and APP_ENV is not production. */
  isMailboxEnabled: boolean
}

export interface NotificationsServiceDeps {
  db: Database
  logger: Logger
  email: EmailSender
  sms: SmsSender
  whatsapp?: WhatsAppSender
  /** The request transactions (server/services.ts): a message written inside one is kicked out once it commits. */
  transactions: TransactionScope
  /** PUBLIC_URL: only links to its origin are clickable at /dev/mailbox. */
  publicUrl: string
  /** Whether /dev/mailbox exists: e-mail or SMS go to the local provider and APP_ENV is not production. */
  isMailboxEnabled: boolean
  /** The background job queue: each committed enqueue queues a dispatch pass at once. Absent (most tests), passes run when called. */
  queue?: JobQueue
  /** Dispatcher tuning for tests; production runs on its defaults. */
  dispatcher?: Partial<Pick<DispatcherOptions, 'now' | 'batchSize' | 'maxAttempts' | 'retryBaseMs' | 'leaseMs'>>
}

/** The newest messages /dev/mailbox lists. */
export const MAILBOX_SIZE = 100

/** The outbox as other features write to it. */
export interface Outbox {
  /**
   * Writes `message` in `tx`, the transaction of the change that caused it (enqueueMessage). Once that
   * commits, a dispatch pass is queued at once; the next minute's scheduled pass finds it otherwise.
   */
  enqueue(tx: Database, message: NewMessage, options?: EnqueueOptions): Promise<EnqueueResult>
}

/**
 * Messages: the outbox other features write to, the dispatcher that renders and delivers it (its
 * passes are the `outbox-dispatch` background job, jobs.ts), and the local mailbox.
 */
export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { queue, logger } = deps
  const attachments = createAttachmentRegistry()
  const dispatcher = createOutboxDispatcher({
    ...deps.dispatcher,
    db: deps.db,
    logger,
    email: deps.email,
    sms: deps.sms,
    ...(deps.whatsapp ? { whatsapp: deps.whatsapp } : {}),
    attachments,
  })
  // The kick: a pass queued now rather than at the next minute's; a failed kick leaves the message to that pass.
  const kick = () => {
    if (!queue) return
    queue
      .send(outboxDispatchJob, null)
      .catch((error: unknown) => logger.warn({ err: error }, 'could not queue an outbox pass; the next scheduled pass sends the message'))
  }
  const siteOrigin = new URL(deps.publicUrl).origin

  const outbox: Outbox = {
    async enqueue(tx, message, options = {}) {
      const result = await enqueueMessage(tx, message, options)
      if (!result.isWritten) {
        // No recipient in the log: it is personal data.
        deps.logger.warn(
          { template: message.template, capPerHour: options.capPerHour },
          'message not written: its recipient reached the hourly cap',
        )
        return result
      }
      deps.transactions.afterCommit(kick)
      return result
    },
  }

  return {
    outbox,
    /** Where a feature declares the files its template's e-mails carry (the invoice's PDF). */
    attachments: { provide: attachments.provide } satisfies MessageAttachments,
    dispatcher,
    /** The outbox as staff read it and resend from (/admin/email-logs). */
    emailLog: createEmailLog({ db: deps.db, kick }),
    isMailboxEnabled: deps.isMailboxEnabled,
    /** The newest outbox rows as /dev/mailbox shows them; NOT_FOUND where the mailbox does not exist. */
    async listMailbox(): Promise<MailboxEntry[]> {
      if (!deps.isMailboxEnabled) throw new AppError('NOT_FOUND')
      const rows = await listRecentMessages(deps.db, MAILBOX_SIZE)
      return rows.map((row) => toMailboxEntry(row, siteOrigin))
    },
  }
}

export type NotificationsService = ReturnType<typeof createNotificationsService>

function toMailboxEntry(row: OutboxRow, siteOrigin: string): MailboxEntry {
  const rendered = renderOrNull(row)
  return {
    id: row.id,
    channel: row.channel === 'sms' || row.channel === 'whatsapp' ? row.channel : 'email',
    template: row.template,
    locale: isLanguage(row.locale) ? row.locale : 'en',
    recipient: row.recipient,
    subject: rendered?.channel === 'email' ? rendered.subject : null,
    state: isOutboxState(row.state) ? row.state : 'failed',
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    body: rendered ? splitMessageBody(rendered.text, siteOrigin) : null,
    code: rendered?.channel === 'sms' ? rendered.code : null,
  }
}
