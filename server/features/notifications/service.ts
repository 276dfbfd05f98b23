import { isOutboxState, splitMessageBody, type MailboxEntry } from '#core/notifications/mailbox.ts'
import type { EmailSender } from '#server/adapters/email/port.ts'
import type { SmsSender } from '#server/adapters/sms/port.ts'
import type { Database } from '#server/db/client.ts'
import type { OutboxRow } from '#server/db/schema/index.ts'
import type { JobQueue } from '#server/jobs/job-definition.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import { createAccountMessages, readPhoneCode } from './account-messages.ts'
import { createOutboxDispatcher, type DispatcherOptions } from './dispatcher.ts'
import { outboxDispatchJob } from './jobs.ts'
import { listRecentMessages } from './outbox-repo.ts'

/** Where e-mail and SMS go (server/main.ts picks the adapters from config; tests pass their own). */
export interface MessagingSettings {
  email: EmailSender
  sms: SmsSender
  /** Whether /dev/mailbox exists: e-mail or SMS go to the local provider and APP_ENV is not production. */
  isMailboxEnabled: boolean
}

export interface NotificationsServiceDeps {
  db: Database
  logger: Logger
  email: EmailSender
  sms: SmsSender
  /** PUBLIC_URL: only links to its origin are clickable at /dev/mailbox. */
  publicUrl: string
  /** Whether /dev/mailbox exists: e-mail or SMS go to the local provider and APP_ENV is not production. */
  isMailboxEnabled: boolean
  /** The background job queue: each enqueue queues a dispatch pass at once. Absent (most tests), passes run when called. */
  queue?: JobQueue
  /** Dispatcher tuning for tests; production runs on its defaults. */
  dispatcher?: Partial<Pick<DispatcherOptions, 'now' | 'batchSize' | 'maxAttempts' | 'retryBaseMs' | 'leaseMs'>>
}

/** The newest messages /dev/mailbox lists. */
export const MAILBOX_SIZE = 100

/**
 * Messages: the account messages other features enqueue, the dispatcher that delivers them (its
 * passes are the `outbox-dispatch` background job, jobs.ts), and the local mailbox.
 */
export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { queue, logger } = deps
  const dispatcher = createOutboxDispatcher({ ...deps.dispatcher, db: deps.db, logger, email: deps.email, sms: deps.sms })
  // The kick: a pass queued now rather than at the next minute's; a failed kick leaves the message to that pass.
  const kick = () => {
    if (!queue) return
    queue
      .send(outboxDispatchJob, null)
      .catch((error: unknown) => logger.warn({ err: error }, 'could not queue an outbox pass; the next scheduled pass sends the message'))
  }
  const accountMessages = createAccountMessages(deps.db, { onEnqueued: kick })
  const siteOrigin = new URL(deps.publicUrl).origin

  return {
    accountMessages,
    dispatcher,
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
  return {
    id: row.id,
    channel: row.channel === 'sms' ? 'sms' : 'email',
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    state: isOutboxState(row.state) ? row.state : 'failed',
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    body: splitMessageBody(row.body, siteOrigin),
    code: readPhoneCode(row),
  }
}
