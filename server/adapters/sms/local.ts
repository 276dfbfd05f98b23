import { randomUUID } from 'node:crypto'
import type { SmsSender } from './port.ts'

/**
 * The embedded default (SMS_PROVIDER=local): nothing leaves the machine. The outbox row is the
 * delivered copy, and /dev/mailbox shows its code, so sending only has to say it is done.
 */
export function createLocalSmsSender(): SmsSender {
  return {
    provider: 'local',
    async sendVerificationCode() {
      return { providerMessageId: `local-${randomUUID()}` }
    },
  }
}
