import { randomUUID } from 'node:crypto'
import type { EmailSender } from './port.ts'

/**
 * The embedded default (EMAIL_PROVIDER=local): nothing leaves the machine. The outbox row is the
 * delivered copy, readable at /dev/mailbox, so sending only has to say it is done.
 */
export function createLocalEmailSender(): EmailSender {
  return {
    provider: 'local',
    async send() {
      return { providerMessageId: `local-${randomUUID()}` }
    },
  }
}
