import { isOutboxState, splitMessageBody, type MailboxEntry } from '#core/notifications/mailbox.ts'
import type { EmailSender } from '#server/adapters/email/port.ts'
import type { SmsSender } from '#server/adapters/sms/port.ts'
import type { Database } from '#server/db/client.ts'
import type { OutboxRow } from '#server/db/schema/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import { createAccountMessages, readPhoneCode } from './account-messages.ts'
import { createOutboxDispatcher, type DispatcherOptions } from './dispatcher.ts'
import { listRecentMessages } from './outbox-repo.ts'

export interface NotificationsServiceDeps {
  db: Database
  logger: Logger
  email: EmailSender
  sms: SmsSender
  /** PUBLIC_URL: only links to its origin are clickable at /dev/mailbox. */
  publicUrl: string
  /** Whether /dev/mailbox exists: e-mail or SMS go to the local provider and APP_ENV is not production. */
  isMailboxEnabled: boolean
  /** Dispatcher tuning for tests; production runs on its defaults. */
  dispatcher?: Partial<Pick<DispatcherOptions, 'now' | 'pollIntervalMs' | 'batchSize' | 'maxAttempts' | 'retryBaseMs' | 'leaseMs'>>
}

/** The newest messages /dev/mailbox lists. */
export const MAILBOX_SIZE = 100

/**
 * Messages: the account messages other features enqueue, the dispatcher that delivers them
 * (server/main.ts starts and stops it), and the local mailbox.
 */
export function createNotificationsService(deps: NotificationsServiceDeps) {
  const dispatcher = createOutboxDispatcher({ ...deps.dispatcher, db: deps.db, logger: deps.logger, email: deps.email, sms: deps.sms })
  const accountMessages = createAccountMessages(deps.db, { onEnqueued: () => dispatcher.kick() })
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
