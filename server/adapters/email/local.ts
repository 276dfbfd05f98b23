import { randomUUID } from 'node:crypto'
import type { Logger } from '#server/lib/logger.ts'
import type { EmailSender } from './port.ts'

/**
 * The embedded default (EMAIL_PROVIDER=local): nothing leaves the machine. The outbox row is the
 * delivered copy, readable at /dev/mailbox, so sending only has to say it is done. Attachments are
 * made at each delivery and not kept: the log records each file's name, type and size, so a developer
 * sees that the message carried them (the invoice's PDF itself is at /settings).
 */
export function createLocalEmailSender(options: { logger?: Logger } = {}): EmailSender {
  return {
    provider: 'local',
    async send(message) {
      const providerMessageId = `local-${randomUUID()}`
      if (message.attachments?.length) {
        const attachments = message.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          bytes: file.content.byteLength,
        }))
        options.logger?.info({ providerMessageId, attachments }, 'local e-mail delivered with attachments')
      }
      return { providerMessageId }
    },
  }
}
