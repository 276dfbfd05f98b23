import { ProviderError } from '#server/lib/provider-error.ts'
import { createVendorHttp, type VendorAnswer } from '#server/lib/vendor-http.ts'
import { outsideWindow } from './local.ts'
import type { SentWhatsApp, WhatsAppSender } from './port.ts'

export interface CloudApiOptions {
  /** WHATSAPP_ACCESS_TOKEN: a system user's permanent token, sent as a Bearer token. */
  accessToken: string
  /** WHATSAPP_PHONE_NUMBER_ID: the business number's id in WhatsApp Manager (not the number itself). */
  phoneNumberId: string
  /** WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN: the webhook's. */
  appSecret: string
  verifyToken: string
  /** WHATSAPP_API_BASE_URL: https://graph.facebook.com, or a stand-in in tests. */
  baseUrl: string
  /** WHATSAPP_API_VERSION: the Graph API version in the path (v21.0). */
  apiVersion: string
  /** WHATSAPP_MESSAGES_PER_SECOND: the number's throughput (80 by default on Cloud API). */
  messagesPerSecond: number
  timeoutMs?: number
}

const PROVIDER = 'whatsapp'
const DEFAULT_TIMEOUT_MS = 10_000

/**
 * WHATSAPP_PROVIDER=cloud: Meta's WhatsApp Cloud API. One call per message:
 * `POST {base}/{version}/{phone-number-id}/messages` with the token as a Bearer header and
 * `{messaging_product:'whatsapp', to, type:'template'|'text', …}`; a sent message answers
 * `{messages:[{id:'wamid…'}]}`, a refused one HTTP 4xx/5xx with `{error:{code, error_subcode, …}}`,
 * whose numeric code alone is read (the message text can echo the number or the text we sent).
 */
export function createCloudApiWhatsAppSender(options: CloudApiOptions): WhatsAppSender {
  // No retries here: the outbox dispatcher tries a retryable failure again on its own schedule.
  const http = createVendorHttp({
    provider: PROVIDER,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    requestsPerSecond: options.messagesPerSecond,
    explainRefusal: readRefusal,
  })
  const url = new URL(`/${options.apiVersion}/${encodeURIComponent(options.phoneNumberId)}/messages`, options.baseUrl)

  async function post(body: Record<string, unknown>): Promise<SentWhatsApp> {
    const answer = await http.request({
      url,
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.accessToken}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', ...body }),
    })
    const id = readMessageId(answer.json())
    if (id) return { providerMessageId: id }
    throw new ProviderError({
      provider: PROVIDER,
      reason: `the API answered in an unknown form (HTTP ${answer.status})`,
      isRetryable: false,
    })
  }

  return {
    provider: 'cloud',
    messagesPerSecond: options.messagesPerSecond,
    webhook: { appSecret: options.appSecret, verifyToken: options.verifyToken },
    async sendTemplate(message) {
      return post({
        to: waNumber(message.to),
        type: 'template',
        template: {
          name: message.template,
          language: { code: message.language },
          components:
            message.params.length === 0 ? [] : [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }],
        },
      })
    },
    async sendText(message) {
      const now = message.now ?? new Date()
      if (!message.windowOpenUntil || message.windowOpenUntil <= now) throw outsideWindow(PROVIDER)
      return post({ to: waNumber(message.to), type: 'text', text: { body: message.text, preview_url: false } })
    },
    describe: () => ({
      provider: 'cloud',
      apiBaseUrl: new URL(options.baseUrl).origin,
      apiVersion: options.apiVersion,
      phoneNumberId: options.phoneNumberId,
      hasAccessToken: options.accessToken !== '',
      hasAppSecret: options.appSecret !== '',
      hasVerifyToken: options.verifyToken !== '',
      messagesPerSecond: options.messagesPerSecond,
    }),
  }
}

/** WhatsApp wants the number with its country code and no '+': 919876543210. */
function waNumber(to: string): string {
  const digits = to.replace(/^\+/, '')
  if (!/^[1-9]\d{7,14}$/.test(digits)) {
    throw new ProviderError({
      provider: PROVIDER,
      code: 'VALIDATION_INVALID_PHONE',
      reason: 'the number is not in E.164 form',
      isRetryable: false,
    })
  }
  return digits
}

function readMessageId(body: unknown): string | null {
  if (!isRecord(body) || !Array.isArray(body.messages)) return null
  const first: unknown = body.messages[0]
  return isRecord(first) && typeof first.id === 'string' && first.id !== '' ? first.id : null
}

/**
 * The Cloud API's error codes in our words (developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes):
 * only the numbers are read.
 */
export function readRefusal(answer: VendorAnswer): ProviderError | null {
  const body = answer.json()
  const error = isRecord(body) && isRecord(body.error) ? body.error : null
  const code = error && typeof error.code === 'number' ? error.code : null
  const refused = (reason: string, isRetryable: boolean, errorCode?: 'API_RATE_LIMITED' | 'VALIDATION_INVALID_PHONE') =>
    new ProviderError({ provider: PROVIDER, reason, isRetryable, ...(errorCode ? { code: errorCode } : {}) })
  if (code === 190 || answer.status === 401) return refused('the API refused WHATSAPP_ACCESS_TOKEN', false)
  if (code === 10 || code === 200 || code === 3 || answer.status === 403)
    return refused('the token lacks the whatsapp_business_messaging permission', false)
  if (code === 4 || code === 80007 || code === 130429 || code === 131048 || code === 131056 || answer.status === 429) {
    return refused('the API is rate limiting this number', true, 'API_RATE_LIMITED')
  }
  if (code === 131047) return refused('free-form text outside the 24-hour customer-service window (send a template)', false)
  if (code === 132000 || code === 132001 || code === 132005 || code === 132007 || code === 132012) {
    return refused('the API refused the template (unknown, unapproved, or its parameters do not fit)', false)
  }
  if (code === 131026 || code === 131030 || code === 131021) {
    return refused('the API cannot deliver to this number', false, 'VALIDATION_INVALID_PHONE')
  }
  if (code === 131050) return refused('the recipient stopped marketing messages from us', false)
  if (code === 133010) return refused('WHATSAPP_PHONE_NUMBER_ID is not registered', false)
  if (code === 1 || code === 2 || code === 131000 || code === 131016 || answer.status >= 500) return null
  if (code === 100) return refused('the API refused a parameter of the request', false)
  return null
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
