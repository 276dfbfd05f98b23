import nodemailer from 'nodemailer'
import { ProviderError } from '#server/lib/provider-error.ts'
import type { EmailSender } from './port.ts'

export interface SmtpOptions {
  /** smtp://user:password@host:587 or smtps://…:465 (SMTP_URL); credentials in the URL turn on AUTH. */
  url: string
  /** The From header (EMAIL_FROM). */
  from: string
  /** Bounds on a slow server, so a send never holds the dispatcher (and shutdown) for minutes. */
  timeoutMs?: number
}

const PROVIDER = 'smtp'
const DEFAULT_TIMEOUT_MS = 15_000
/** nodemailer's codes for failures below SMTP (no reply code): the network, DNS, TLS or a time-out. */
const CONNECTION_FAILURES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'ECONNREFUSED', 'ECONNRESET'])

/** EMAIL_PROVIDER=smtp: any SMTP relay (Amazon SES, Postmark, Brevo, a company server) through nodemailer. */
export function createSmtpEmailSender(options: SmtpOptions): EmailSender {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const transport = nodemailer.createTransport(
    { url: options.url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs },
    { from: options.from },
  )
  return {
    provider: PROVIDER,
    async send(message) {
      try {
        const info = await transport.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html === undefined ? {} : { html: message.html }),
          ...(message.headers === undefined ? {} : { headers: { ...message.headers } }),
          // nodemailer writes the multipart/mixed message and each file's base64 lines itself.
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((file) => ({
                  filename: file.filename,
                  contentType: file.contentType,
                  content: Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength),
                })),
              }
            : {}),
        })
        return { providerMessageId: info.messageId }
      } catch (error) {
        throw toProviderError(error)
      }
    },
  }
}

/**
 * SMTP says itself what may pass later: a 4xx reply is temporary, a 5xx reply permanent (RFC 5321
 * §4.2.1). Below SMTP, a lost or refused connection is worth another try; anything else nodemailer
 * refuses before talking to the server (no recipient, a bad address) is not.
 */
export function toProviderError(error: unknown): ProviderError {
  const code = readProperty(error, 'code')
  const responseCode = readProperty(error, 'responseCode')
  if (typeof responseCode === 'number') {
    const isRetryable = responseCode >= 400 && responseCode < 500
    if (code === 'EAUTH') {
      return new ProviderError({
        provider: PROVIDER,
        reason: `the server refused the credentials in SMTP_URL (${responseCode})`,
        isRetryable,
      })
    }
    if (code === 'EENVELOPE' && !isRetryable) {
      return new ProviderError({
        provider: PROVIDER,
        code: 'VALIDATION_INVALID_EMAIL',
        reason: `the server refused the recipient (${responseCode})`,
        isRetryable,
      })
    }
    const verb = isRetryable ? 'deferred' : 'refused'
    return new ProviderError({ provider: PROVIDER, reason: `the server ${verb} the message (${responseCode})`, isRetryable })
  }
  if (typeof code === 'string' && CONNECTION_FAILURES.has(code)) {
    return new ProviderError({ provider: PROVIDER, reason: `could not reach the server (${code})`, isRetryable: true })
  }
  if (code === 'EAUTH') {
    return new ProviderError({ provider: PROVIDER, reason: 'the server does not accept the credentials in SMTP_URL', isRetryable: false })
  }
  const label = typeof code === 'string' ? code : 'no code'
  return new ProviderError({ provider: PROVIDER, reason: `the message could not be sent (${label})`, isRetryable: false })
}

function readProperty(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined
  return Reflect.get(value, key)
}
