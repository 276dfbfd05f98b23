/**
 * What the product needs from WhatsApp (decision 068): business-initiated messages are approved
 * templates filled with parameters (Meta refuses free text to a person who has not written to us in
 * the last 24 hours); free-form text is only a reply inside that customer-service window. The outbox
 * dispatcher (server/features/notifications) is the only sender; the WhatsApp feature reads the
 * webhook through `webhook`.
 *
 * Failures are thrown as `ProviderError` (server/lib/provider-error.ts): `isRetryable` true for no
 * answer, a time-out, HTTP 5xx, a rate limit; false for a refused token, an unknown template, a
 * number WhatsApp will not reach, and a free-form message outside the 24-hour window.
 */
export interface WhatsAppSender {
  /** Which adapter this is, for logs and the admin config screen. */
  readonly provider: 'local' | 'cloud'
  /** Messages a second this sender may start (the broadcasts throttle to it). */
  readonly messagesPerSecond: number
  /** An approved template with its body parameters, in the recipient's language. */
  sendTemplate(message: WhatsAppTemplateMessage): Promise<SentWhatsApp>
  /** Free-form text: refused (not retryable) unless `windowOpenUntil` is after `now`. */
  sendText(message: WhatsAppTextMessage): Promise<SentWhatsApp>
  /** The webhook's secrets: null where no webhook can reach us (the embedded default). */
  readonly webhook: WhatsAppWebhookSecrets | null
  /** What staff may see of the configuration: never a secret, only whether each is set. */
  describe(): WhatsAppConfigStatus
}

export interface WhatsAppTemplateMessage {
  /** E.164, e.g. +919876543210. */
  to: string
  /** The approved template's name in WhatsApp Manager (jobyatra_daily_jobs). */
  template: string
  /** The template's language: en or hi. */
  language: 'en' | 'hi'
  /** The body's {{1}}, {{2}} … in order. */
  params: readonly string[]
  /** The message as the person reads it (what the approved template says), for the local copy. */
  text: string
}

export interface WhatsAppTextMessage {
  to: string
  text: string
  /** When the person's last message to us stops allowing free-form replies; null when they never wrote. */
  windowOpenUntil: Date | null
  now?: Date
}

export interface SentWhatsApp {
  /** The id WhatsApp knows the message by (wamid.…): its delivery statuses name it. */
  providerMessageId: string
}

export interface WhatsAppWebhookSecrets {
  /** WHATSAPP_VERIFY_TOKEN: what Meta sends as hub.verify_token when the webhook is registered. */
  verifyToken: string
  /** WHATSAPP_APP_SECRET: the key of X-Hub-Signature-256 (HMAC-SHA256 of the raw body). */
  appSecret: string
}

export interface WhatsAppConfigStatus {
  provider: 'local' | 'cloud'
  apiBaseUrl: string | null
  apiVersion: string | null
  phoneNumberId: string | null
  hasAccessToken: boolean
  hasAppSecret: boolean
  hasVerifyToken: boolean
  messagesPerSecond: number
}

/** The approved templates the product sends (their names in WhatsApp Manager; en and hi each). */
export const WHATSAPP_TEMPLATES = {
  test: 'jobyatra_test_message',
  dailyJobs: 'jobyatra_daily_jobs',
  broadcast: 'jobyatra_announcement',
} as const
