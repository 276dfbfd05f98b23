import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import type { TestApp } from '#tests/support/services.ts'
import { buildSignInApp, codeIn, cookieFrom, getAuth, latestMessage, postAuth } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

/**
 * Phone sign-in codes through /api/auth/phone-number (issue 10, DESIGN.md Security): a 6-digit code
 * read from the outbox as from the phone, good once and for 10 minutes, 3 wrong tries, a few codes an
 * hour per number; every failure in our shape with the spec's reason.
 */

let numberCounter = 0

/** A valid Indian mobile number no other test uses. */
function freshNumber(): string {
  numberCounter += 1
  return `+9198${String(Date.now() % 100_000).padStart(5, '0')}${String(numberCounter).padStart(3, '0')}`
}

async function readError(response: Response) {
  return apiErrorSchema.parse(await response.json()).error
}

describeOnDatabases('phone sign-in codes', (getHandle) => {
  let app: TestApp
  let origin: string

  beforeAll(() => {
    ;({ app, origin } = buildSignInApp(getHandle()))
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  async function sendCode(phoneNumber: string): Promise<string> {
    const sent = await postAuth(app, origin, '/phone-number/send-otp', { phoneNumber })
    expect(sent.status).toBe(200)
    return codeIn(await latestMessage(getHandle(), phoneNumber, 'phone-code'))
  }

  it('signs in with the code from the text message, and refuses the same code a second time', async () => {
    const phoneNumber = freshNumber()
    const code = await sendCode(phoneNumber)
    const verified = await postAuth(app, origin, '/phone-number/verify', { phoneNumber, code })
    expect(verified.status).toBe(200)
    const session = await getAuth(app, origin, '/get-session', { cookie: cookieFrom(verified) })
    expect(await session.json()).toMatchObject({ user: { phoneNumber, phoneNumberVerified: true } })

    const again = await postAuth(app, origin, '/phone-number/verify', { phoneNumber, code })
    expect(again.status).toBe(401)
    expect(await readError(again)).toEqual({
      code: 'AUTH_INVALID_CREDENTIALS',
      reason: 'invalid_code',
      message: 'Invalid verification code. Please try again.',
      retryable: false,
    })
  })

  it('refuses a code after 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'))
    const phoneNumber = freshNumber()
    const code = await sendCode(phoneNumber)
    vi.setSystemTime(new Date('2026-11-24T09:09:50Z'))
    const early = freshNumber()
    const earlyCode = await sendCode(early)
    vi.setSystemTime(new Date('2026-11-24T09:10:01Z'))
    const late = await postAuth(app, origin, '/phone-number/verify', { phoneNumber, code })
    expect(late.status).toBe(401)
    expect((await readError(late)).reason).toBe('invalid_code')
    // A code sent later is still good.
    expect((await postAuth(app, origin, '/phone-number/verify', { phoneNumber: early, code: earlyCode })).status).toBe(200)
  })

  it('spends the code after 3 wrong tries: even the right one is refused then', async () => {
    const phoneNumber = freshNumber()
    const code = await sendCode(phoneNumber)
    const wrongCode = code === '000000' ? '111111' : '000000'
    for (let index = 0; index < 3; index += 1) {
      const wrong = await postAuth(app, origin, '/phone-number/verify', { phoneNumber, code: wrongCode })
      expect((await readError(wrong)).reason).toBe('invalid_code')
    }
    const right = await postAuth(app, origin, '/phone-number/verify', { phoneNumber, code })
    expect(right.status).toBe(429)
    expect((await readError(right)).reason).toBe('too_many_requests')
  })

  it('sends at most 5 codes an hour to one number, whoever asks', async () => {
    const phoneNumber = freshNumber()
    for (let index = 0; index < 5; index += 1) await sendCode(phoneNumber)
    const sixth = await postAuth(app, origin, '/phone-number/send-otp', { phoneNumber })
    expect(sixth.status).toBe(429)
    expect((await readError(sixth)).reason).toBe('too_many_requests')
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(3000)
  })

  it('answers a number that is not an Indian mobile with code_send_failed', async () => {
    const response = await postAuth(app, origin, '/phone-number/send-otp', { phoneNumber: '+911234567890' })
    expect(response.status).toBe(400)
    expect(await readError(response)).toEqual({
      code: 'VALIDATION_INVALID_PHONE',
      reason: 'code_send_failed',
      message: 'Failed to send verification code. Please check your phone number.',
      retryable: false,
      fields: [{ path: 'phoneNumber', message: 'Please enter a valid 10-digit phone number' }],
    })
  })
})
