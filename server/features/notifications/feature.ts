import type { EmailSender } from '#server/adapters/email/port.ts'
import type { SmsSender } from '#server/adapters/sms/port.ts'
import type { WhatsAppSender } from '#server/adapters/whatsapp/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { JobQueue } from '#server/jobs/job-definition.ts'
import type { Logger } from '#server/lib/logger.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import type { TransactionScope } from '#server/lib/transaction-scope.ts'
import { outboxDispatchJob } from './jobs.ts'
import { messagesData } from './personal-data.ts'
import { createNotificationsService, type MessagingSettings } from './service.ts'

/** E-mail and SMS through the outbox: the messages other features send, their delivery, the local mailbox. */
export const notificationsFeature = defineServerFeature({
  name: 'notifications',
  services: (
    deps: {
      database: DatabaseHandle
      logger: Logger
      messaging: MessagingSettings
      adapters: { email: EmailSender; sms: SmsSender; whatsapp: WhatsAppSender }
      accounts: { publicUrl: string }
      queue?: JobQueue
    },
    needs: { transactions: TransactionScope },
  ) => ({
    notifications: createNotificationsService({
      email: deps.adapters.email,
      sms: deps.adapters.sms,
      whatsapp: deps.adapters.whatsapp,
      ...deps.messaging,
      db: deps.database.db,
      logger: deps.logger,
      transactions: needs.transactions,
      publicUrl: deps.accounts.publicUrl,
      ...(deps.queue ? { queue: deps.queue } : {}),
    }),
  }),
  personalData: [messagesData],
  jobs: [outboxDispatchJob],
})
