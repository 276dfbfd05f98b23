/**
 * What the product needs from an SMS service: send a one-time code (phone sign-in). In India every
 * SMS must match a template registered on the DLT platform, so providers send a template filled with
 * variables, not free text: the port names the one message the product sends by SMS and carries its
 * variable (the code) beside the written-out text the local provider shows. A second kind of SMS
 * gets a method of its own, with its own template.
 *
 * Failures are thrown as `ProviderError` (server/lib/provider-error.ts): `isRetryable` true for no
 * answer, a time-out, HTTP 5xx or 429; false for a refused auth key or template, a number the
 * provider will not take, or any other refusal of the request itself.
 */
export interface SmsSender {
  /** Which adapter this is, for logs. */
  readonly provider: 'local' | 'msg91'
  sendVerificationCode(message: VerificationCodeSms): Promise<SentSms>
}

export interface VerificationCodeSms {
  /** E.164, e.g. +919876543210. */
  to: string
  /** The digits the person types back. */
  code: string
  /** The message as the person reads it (what the provider's template must say). */
  text: string
}

export interface SentSms {
  /** The id the provider knows the request by (MSG91's request_id). */
  providerMessageId: string
}
