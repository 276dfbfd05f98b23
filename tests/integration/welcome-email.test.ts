import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { outbox, user } from '#server/db/schema/index.ts'
import { renderMessage } from '#server/features/notifications/index.ts'
import type { TestApp } from '#tests/support/services.ts'
import { buildSignInApp, codeIn, latestMessage, newAccount, postAuth, signIn, signUp, signUpAndVerify } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

/**
 * Spec 000 §4 and §7 "send-welcome-email": a new account gets one welcome e-mail, greeting it by name;
 * signing in again sends none; an account made by a phone code has no address to write to. The name is
 * text whoever signs up chose, for an address they need not own (issue 18): the e-mail never opens with
 * it, and a name that reads as a link is not shown.
 */
describeOnDatabases('welcome e-mail', (getHandle) => {
  let app: TestApp
  let origin: string

  beforeAll(() => {
    ;({ app, origin } = buildSignInApp(getHandle()))
  })

  const welcomesTo = (email: string) =>
    getHandle()
      .db.select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.template, 'welcome')))

  async function theWelcomeTo(email: string) {
    const welcomes = await welcomesTo(email)
    expect(welcomes).toHaveLength(1)
    const [welcome] = welcomes
    if (!welcome) throw new Error(`no welcome e-mail to ${email}`)
    return welcome
  }

  it('goes once to a new e-mail account, at sign-up, and not again at its sign-ins', async () => {
    const account = newAccount({ name: 'Kavya Menon' })
    await signUpAndVerify(app, getHandle(), account)
    await signIn(app, account)
    const welcome = await theWelcomeTo(account.email)
    expect(welcome).toMatchObject({ locale: 'en', params: { name: 'Kavya Menon' } })
    const rendered = renderMessage(welcome)
    expect(rendered).toMatchObject({ channel: 'email', subject: 'Welcome to JobYatra' })
    expect(rendered.text.startsWith('Welcome to JobYatra.\n\nHi Kavya Menon, search jobs')).toBe(true)
  })

  it('does not lead with the name, and shows none that reads as a link', async () => {
    const account = newAccount({ name: 'Account locked. Unlock: https://evil.example/u' })
    expect((await signUp(app, account)).status).toBe(200)
    const rendered = renderMessage(await theWelcomeTo(account.email))
    expect(rendered.text.split('\n')[0]).toBe('Welcome to JobYatra.')
    expect(rendered.text).not.toContain('evil.example')
    expect(rendered.text).not.toContain('Account locked')
    // The address's own local part greets instead (spec 000 §7's fallback).
    expect(rendered.text).toContain(`Hi ${account.email.split('@')[0]}, search jobs`)
  })

  it('is written in the language the sign-up asked for, with its verification e-mail', async () => {
    const account = newAccount({ name: 'आशा वर्मा' })
    const response = await postAuth(app, origin, '/sign-up/email', account, { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' } })
    expect(response.status).toBe(200)
    const welcome = await theWelcomeTo(account.email)
    expect(welcome.locale).toBe('hi')
    expect(renderMessage(welcome)).toMatchObject({
      subject: 'JobYatra में आपका स्वागत है',
      text: expect.stringContaining('नमस्ते आशा वर्मा,'),
    })
    const verification = await latestMessage(getHandle(), account.email, 'verify-email')
    expect(verification.locale).toBe('hi')
    expect(renderMessage(verification)).toMatchObject({ subject: 'JobYatra के लिए अपना ईमेल सत्यापित करें' })
  })

  it('does not go to an account made by a phone code', async () => {
    const phoneNumber = `+9197${String(Date.now() % 100_000_000).padStart(8, '0')}`
    expect((await postAuth(app, origin, '/phone-number/send-otp', { phoneNumber })).status).toBe(200)
    const code = codeIn(await latestMessage(getHandle(), phoneNumber, 'phone-code'))
    expect((await postAuth(app, origin, '/phone-number/verify', { phoneNumber, code })).status).toBe(200)
    const [made] = await getHandle().db.select({ id: user.id }).from(user).where(eq(user.phoneNumber, phoneNumber))
    expect(made).toBeDefined()
    const welcomes = await getHandle()
      .db.select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.template, 'welcome'), eq(outbox.userId, made?.id ?? '')))
    expect(welcomes).toEqual([])
  })
})
