import { randomUUID } from 'node:crypto'
import { ProviderError } from '#server/lib/provider-error.ts'
import type { WhatsAppSender } from './port.ts'

/** The rate the local sender claims (Cloud API's default throughput is 80 messages a second). */
const LOCAL_MESSAGES_PER_SECOND = 80

/**
 * The embedded default (WHATSAPP_PROVIDER=local): nothing leaves the machine. The outbox row is the
 * delivered copy, readable at /dev/mailbox like an SMS. It keeps WhatsApp's one rule a sender can
 * break, the 24-hour window for free-form text, so a feature that ignores it fails here too. No
 * webhook reaches it: the development page simulates a person's reply instead.
 */
export function createLocalWhatsAppSender(): WhatsAppSender {
  return {
    provider: 'local',
    messagesPerSecond: LOCAL_MESSAGES_PER_SECOND,
    webhook: null,
    async sendTemplate() {
      return { providerMessageId: `local-wamid-${randomUUID()}` }
    },
    async sendText(message) {
      const now = message.now ?? new Date()
      if (!message.windowOpenUntil || message.windowOpenUntil <= now) throw outsideWindow('local-whatsapp')
      return { providerMessageId: `local-wamid-${randomUUID()}` }
    },
    describe: () => ({
      provider: 'local',
      apiBaseUrl: null,
      apiVersion: null,
      phoneNumberId: null,
      hasAccessToken: false,
      hasAppSecret: false,
      hasVerifyToken: false,
      messagesPerSecond: LOCAL_MESSAGES_PER_SECOND,
    }),
  }
}

/** Free-form text to a person whose 24-hour window is closed: WhatsApp refuses it, and so do we, before any call. */
export function outsideWindow(provider: string): ProviderError {
  return new ProviderError({
    provider,
    reason: 'free-form text outside the 24-hour customer-service window (send a template)',
    isRetryable: false,
  })
}
