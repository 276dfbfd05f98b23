import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMsg91StandIn, type Msg91StandIn } from '#tests/stand-ins/msg91.ts'
import { createMsg91SmsSender } from './msg91.ts'
import { providerErrorOf } from '#tests/support/provider-error.ts'

let standIn: Msg91StandIn

beforeAll(async () => {
  standIn = await startMsg91StandIn()
})

afterAll(async () => {
  await standIn.close()
})

function sender(overrides: { authKey?: string; templateId?: string; baseUrl?: string } = {}) {
  return createMsg91SmsSender({
    authKey: standIn.authKey,
    templateId: standIn.templateId,
    baseUrl: standIn.baseUrl,
    timeoutMs: 2000,
    ...overrides,
  })
}

const message = { to: '+919876543210', code: '482913', text: '482913 is your JobYatra verification code.' }

describe('MSG91 SMS client against the SendOTP API', () => {
  it('sends the code through the OTP template with the auth key header and returns the request id', async () => {
    const sent = await sender().sendVerificationCode(message)
    expect(standIn.sent.at(-1)).toEqual({
      mobile: '919876543210',
      otp: '482913',
      templateId: standIn.templateId,
      requestId: sent.providerMessageId,
    })
    const request = standIn.requests.at(-1)
    expect(request).toMatchObject({ method: 'POST', path: '/api/v5/otp', hasValidAuthKey: true })
    // The key travels in the header, never in the URL (where proxies and logs would keep it).
    expect(request?.query).not.toHaveProperty('authkey')
  })

  it('maps a refused auth key (HTTP 200, type error) to a permanent error in our words', async () => {
    const error = await providerErrorOf(sender({ authKey: 'wrong' }).sendVerificationCode(message))
    expect(error.isRetryable).toBe(false)
    expect(error.message).toBe('msg91: the API refused MSG91_AUTH_KEY')
  })

  it('maps a refused template and a refused number to permanent errors', async () => {
    const template = await providerErrorOf(sender({ templateId: 'unknown' }).sendVerificationCode(message))
    expect(template.message).toBe('msg91: the API refused MSG91_TEMPLATE_ID')
    const number = await providerErrorOf(sender().sendVerificationCode({ ...message, to: '+911234567890' }))
    expect(number).toMatchObject({ code: 'VALIDATION_INVALID_PHONE', isRetryable: false })
  })

  it('maps HTTP 5xx and 429 to retryable errors without the body', async () => {
    standIn.answerNext({ status: 503, body: '<html>upstream overloaded for 919876543210</html>' })
    const unavailable = await providerErrorOf(sender().sendVerificationCode(message))
    expect(unavailable.isRetryable).toBe(true)
    expect(unavailable.message).toBe('msg91: the API answered HTTP 503')
    standIn.answerNext({ status: 429, body: '{"type":"error","message":"Too many requests"}' })
    expect((await providerErrorOf(sender().sendVerificationCode(message))).isRetryable).toBe(true)
  })

  it('maps an API it cannot reach to a retryable error', async () => {
    const closed = await startMsg91StandIn()
    await closed.close()
    const error = await providerErrorOf(sender({ baseUrl: closed.baseUrl }).sendVerificationCode(message))
    expect(error).toMatchObject({ isRetryable: true, message: 'msg91: could not reach the API' })
  })
})
