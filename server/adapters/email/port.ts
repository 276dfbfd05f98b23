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
  /**
   * Extra header fields (List-Unsubscribe and List-Unsubscribe-Post of RFC 8058 on alert e-mails).
   * Names are checked by the dispatcher's caller; values are our own URLs, never text a person typed.
   */
  headers?: Readonly<Record<string, string>>
  /** Files the message carries (the GST invoice's PDF); made at delivery, never stored in the outbox. */
  attachments?: readonly EmailAttachment[]
}

/** One file of a message, sent as a base64 part of a multipart/mixed message. */
export interface EmailAttachment {
  /** The name the recipient's mail program saves it under (`JY-26-27-000123.pdf`). */
  filename: string
  /** Its MIME type (`application/pdf`). */
  contentType: string
  content: Uint8Array
}

export interface SentEmail {
  /** The id the provider knows the message by (the Message-ID header for SMTP). */
  providerMessageId: string
}
