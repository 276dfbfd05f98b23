/**
 * What the product needs from an e-mail service: send one message. server/main.ts picks the adapter
 * (EMAIL_PROVIDER); the outbox dispatcher (server/features/notifications) is its only caller.
 *
 * Failures are thrown as `ProviderError` (server/lib/provider-error.ts), never as the vendor's own
 * error: `isRetryable` true for what may pass later (no connection, a time-out, a 4xx SMTP reply:
 * greylisting, a full mailbox, a rate limit), false for what cannot (credentials refused, a 5xx reply
 * such as an unknown recipient, a message the server will not take).
 */
export interface EmailSender {
  /** Which adapter this is, for logs. */
  readonly provider: 'local' | 'smtp'
  send(message: EmailMessage): Promise<SentEmail>
}

export interface EmailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

export interface SentEmail {
  /** The id the provider knows the message by (the Message-ID header for SMTP). */
  providerMessageId: string
}
