import type { ErrorCode } from '#core/errors/codes.ts'
import { AppError } from './app-error.ts'

/**
 * An outside service (e-mail, SMS; later payments, WhatsApp, AI) failed. Adapters throw this in place
 * of whatever the vendor's client threw, in our own words: the vendor's answer is never passed on (it
 * can echo credentials, addresses or message text), only a status code where the protocol has one.
 *
 * `isRetryable` is the adapter's judgement of the same request later: a time-out, a refused
 * connection, a 4xx SMTP reply or an HTTP 5xx/429 can succeed on a later attempt; a refused
 * credential, a refused recipient or a malformed request cannot, so the caller gives up at once.
 */
export class ProviderError extends AppError {
  readonly provider: string
  readonly isRetryable: boolean

  constructor(input: { provider: string; reason: string; isRetryable: boolean; code?: ErrorCode }) {
    super(input.code ?? 'API_SERVICE_UNAVAILABLE', { detail: `${input.provider}: ${input.reason}` })
    this.name = 'ProviderError'
    this.provider = input.provider
    this.isRetryable = input.isRetryable
  }
}
