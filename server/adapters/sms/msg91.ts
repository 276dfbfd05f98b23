import { ProviderError } from '#server/lib/provider-error.ts'
import { createVendorHttp, type VendorAnswer } from '#server/lib/vendor-http.ts'
import type { SmsSender } from './port.ts'

export interface Msg91Options {
  /** MSG91_AUTH_KEY, sent in the `authkey` header. */
  authKey: string
  /** MSG91_TEMPLATE_ID: the OTP template (DLT-approved) whose ##OTP## MSG91 fills with the code. */
  templateId: string
  /** MSG91_BASE_URL: https://control.msg91.com, or a stand-in in tests. */
  baseUrl: string
  timeoutMs?: number
}

const PROVIDER = 'msg91'
const DEFAULT_TIMEOUT_MS = 10_000

/**
 * SMS_PROVIDER=msg91: MSG91's SendOTP API (v5). One call sends our code through the OTP template:
 * `POST {base}/api/v5/otp?template_id=…&mobile=91XXXXXXXXXX&otp=…` with the `authkey` header and a JSON
 * body (the template's extra variables; none here). MSG91 answers `{"type":"success","request_id":…}`
 * (older accounts put the id in `message`) or `{"type":"error","message":…}`, often with HTTP 200, so
 * the body decides, not the status. Codes are checked by better-auth, not by MSG91's verify call.
 */
export function createMsg91SmsSender(options: Msg91Options): SmsSender {
  // No retries here: the outbox dispatcher tries a retryable failure again on its own schedule.
  const http = createVendorHttp({
    provider: PROVIDER,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    explainRefusal: (answer) => (answer.status === 429 || answer.status >= 500 ? null : readRefusal(answer)),
  })
  return {
    provider: PROVIDER,
    async sendVerificationCode({ to, code }) {
      // MSG91 wants the country code without '+': 919876543210.
      const mobile = to.replace(/^\+/, '')
      if (!/^\d{10,15}$/.test(mobile)) {
        throw new ProviderError({
          provider: PROVIDER,
          code: 'VALIDATION_INVALID_PHONE',
          reason: 'the number is not in E.164 form',
          isRetryable: false,
        })
      }
      const url = new URL('/api/v5/otp', options.baseUrl)
      url.searchParams.set('template_id', options.templateId)
      url.searchParams.set('mobile', mobile)
      url.searchParams.set('otp', code)
      const answer = await http.request({
        url,
        method: 'POST',
        headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: '{}',
      })
      const body = answer.json()
      if (readString(body, 'type') === 'success') {
        const id = readString(body, 'request_id') ?? readString(body, 'message')
        if (id) return { providerMessageId: id }
      }
      throw readRefusal(answer)
    },
  }
}

/** An answer that is not a sent code: MSG91's refusal named in our words, or an answer in a form we do not know. */
function readRefusal(answer: VendorAnswer): ProviderError {
  const body = answer.json()
  if (readString(body, 'type') === 'error' || answer.status === 401 || answer.status === 403) {
    return refusal(readString(body, 'message') ?? '', answer.status)
  }
  // Neither a success nor a refusal we know: the code may or may not have gone out; another try is
  // the lesser harm for a sign-in code.
  return new ProviderError({
    provider: PROVIDER,
    reason: `the API answered in an unknown form (HTTP ${answer.status})`,
    isRetryable: true,
  })
}

/** MSG91's refusals, named in our words (its message is matched, never passed on). */
function refusal(message: string, status: number): ProviderError {
  if (/auth/i.test(message) || status === 401 || status === 403) {
    return new ProviderError({ provider: PROVIDER, reason: 'the API refused MSG91_AUTH_KEY', isRetryable: false })
  }
  if (/template/i.test(message)) {
    return new ProviderError({ provider: PROVIDER, reason: 'the API refused MSG91_TEMPLATE_ID', isRetryable: false })
  }
  if (/mobile|number/i.test(message)) {
    return new ProviderError({
      provider: PROVIDER,
      code: 'VALIDATION_INVALID_PHONE',
      reason: 'the API refused the mobile number',
      isRetryable: false,
    })
  }
  return new ProviderError({ provider: PROVIDER, reason: `the API refused the request (HTTP ${status})`, isRetryable: false })
}

function readString(value: unknown, key: string): string | null {
  if (typeof value !== 'object' || value === null || !(key in value)) return null
  const field: unknown = Reflect.get(value, key)
  return typeof field === 'string' && field !== '' ? field : null
}
