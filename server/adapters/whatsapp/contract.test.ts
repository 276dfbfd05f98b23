import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWhatsAppCloudStandIn, type WhatsAppCloudStandIn } from '#tests/stand-ins/whatsapp-cloud.ts'
import { providerErrorOf } from '#tests/support/provider-error.ts'
import { createCloudApiWhatsAppSender } from './cloud.ts'
import { createLocalWhatsAppSender } from './local.ts'

let standIn: WhatsAppCloudStandIn

beforeAll(async () => {
  standIn = await startWhatsAppCloudStandIn()
})

afterAll(async () => {
  await standIn.close()
})

function sender(overrides: { accessToken?: string; baseUrl?: string; phoneNumberId?: string } = {}) {
  return createCloudApiWhatsAppSender({
    accessToken: standIn.accessToken,
    phoneNumberId: standIn.phoneNumberId,
    appSecret: 'app-secret',
    verifyToken: 'verify-token',
    baseUrl: standIn.baseUrl,
    apiVersion: standIn.apiVersion,
    messagesPerSecond: 80,
    timeoutMs: 2000,
    ...overrides,
  })
}

const template = {
  to: '+919876543210',
  template: 'jobyatra_daily_jobs',
  language: 'hi' as const,
  params: ['2', '1. Data analyst, Pune'],
  text: 'unused by the Cloud API',
}

describe('WhatsApp Cloud API client against a Graph API stand-in', () => {
  it('sends an approved template with its language and body parameters and returns the wamid', async () => {
    const sent = await sender().sendTemplate(template)
    expect(sent.providerMessageId).toMatch(/^wamid\./)
    expect(standIn.sent.at(-1)).toEqual({
      to: '919876543210',
      type: 'template',
      template: { name: 'jobyatra_daily_jobs', language: 'hi', params: ['2', '1. Data analyst, Pune'] },
      id: sent.providerMessageId,
    })
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/${standIn.apiVersion}/${standIn.phoneNumberId}/messages`,
      authorization: `Bearer ${standIn.accessToken}`,
    })
  })

  it('refuses free-form text outside the 24-hour window before calling, and sends it inside', async () => {
    const before = standIn.requests.length
    const now = new Date('2026-11-28T03:30:00Z')
    const closed = await providerErrorOf(
      sender().sendText({ to: '+919876543210', text: 'hello', windowOpenUntil: new Date('2026-11-28T03:00:00Z'), now }),
    )
    expect(closed).toMatchObject({ isRetryable: false })
    expect(closed.message).toContain('24-hour')
    expect(standIn.requests.length).toBe(before)
    const never = await providerErrorOf(sender().sendText({ to: '+919876543210', text: 'hello', windowOpenUntil: null }))
    expect(never.isRetryable).toBe(false)

    standIn.openWindows.add('919876543210')
    const sent = await sender().sendText({ to: '+919876543210', text: 'hello', windowOpenUntil: new Date(Date.now() + 60_000) })
    expect(standIn.sent.at(-1)).toEqual({ to: '919876543210', type: 'text', text: 'hello', id: sent.providerMessageId })
  })

  it("maps Meta's own re-engagement refusal (131047) to the same permanent error", async () => {
    standIn.openWindows.clear()
    // Our record says the window is open, Meta's does not: Meta's word wins, not retried.
    const error = await providerErrorOf(
      sender().sendText({ to: '+919812345678', text: 'hi', windowOpenUntil: new Date(Date.now() + 60_000) }),
    )
    expect(error.isRetryable).toBe(false)
    expect(error.message).toContain('24-hour')
  })

  it('maps a refused token, an unknown template and an undeliverable number to permanent errors in our words', async () => {
    const token = await providerErrorOf(sender({ accessToken: 'wrong' }).sendTemplate(template))
    expect(token).toMatchObject({ isRetryable: false, message: 'whatsapp: the API refused WHATSAPP_ACCESS_TOKEN' })
    const unknown = await providerErrorOf(sender().sendTemplate({ ...template, template: 'not_approved' }))
    expect(unknown.isRetryable).toBe(false)
    expect(unknown.message).toContain('template')
    const params = await providerErrorOf(sender().sendTemplate({ ...template, params: ['only one'] }))
    expect(params.isRetryable).toBe(false)
    const number = await providerErrorOf(sender().sendTemplate({ ...template, to: '+0123' }))
    expect(number).toMatchObject({ code: 'VALIDATION_INVALID_PHONE', isRetryable: false })
  })

  it('maps a rate limit and HTTP 5xx to retryable errors, never passing on the body', async () => {
    standIn.answerNext({ status: 429, body: JSON.stringify({ error: { code: 130429, message: 'Rate limit hit for +919876543210' } }) })
    const limited = await providerErrorOf(sender().sendTemplate(template))
    expect(limited).toMatchObject({ isRetryable: true, code: 'API_RATE_LIMITED' })
    expect(limited.message).not.toContain('9876543210')
    standIn.answerNext({ status: 503, body: '<html>upstream 919876543210</html>' })
    const down = await providerErrorOf(sender().sendTemplate(template))
    expect(down).toMatchObject({ isRetryable: true, message: 'whatsapp: the API answered HTTP 503' })
  })

  it('maps an API it cannot reach to a retryable error', async () => {
    const closed = await startWhatsAppCloudStandIn()
    await closed.close()
    const error = await providerErrorOf(sender({ baseUrl: closed.baseUrl }).sendTemplate(template))
    expect(error).toMatchObject({ isRetryable: true, message: 'whatsapp: could not reach the API' })
  })

  it('describes its configuration without a secret', () => {
    const described = JSON.stringify(sender().describe())
    expect(described).not.toContain(standIn.accessToken)
    expect(described).not.toContain('app-secret')
    expect(described).not.toContain('verify-token')
  })

  it('the local sender keeps the 24-hour rule too', async () => {
    const local = createLocalWhatsAppSender()
    expect((await providerErrorOf(local.sendText({ to: '+919876543210', text: 'x', windowOpenUntil: null }))).isRetryable).toBe(false)
    expect((await local.sendTemplate(template)).providerMessageId).toMatch(/^local-wamid-/)
  })
})
