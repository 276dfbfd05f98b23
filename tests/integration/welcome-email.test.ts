import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { outbox, user } from '#server/db/schema/index.ts'
import type { TestApp } from '#tests/support/services.ts'
import { buildSignInApp, codeIn, latestMessage, newAccount, postAuth, signIn, signUpAndVerify } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

/**
 * Spec 000 §4 and §7 "send-welcome-email": a new account gets one welcome e-mail, greeting it by name;
 * signing in again sends none; an account made by a phone code has no address to write to.
 */
describeOnDatabases('welcome e-mail', (getHandle) => {
  let app: TestApp
  let origin: string

  beforeAll(() => {
    ;({ app, origin } = buildSignInApp(getHandle()))
  })

  const welcomesTo = (email: string) =>
    getHandle()
      .db.select({ body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'welcome')))

  it('goes once to a new e-mail account, at sign-up, and not again at its sign-ins', async () => {
    const account = newAccount({ name: 'Kavya Menon' })
    await signUpAndVerify(app, getHandle(), account)
    await signIn(app, account)
    const welcomes = await welcomesTo(account.email)
    expect(welcomes).toHaveLength(1)
    expect(welcomes[0]?.body).toContain('Hi Kavya Menon,')
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
      .where(and(eq(outbox.kind, 'welcome'), eq(outbox.userId, made?.id ?? '')))
    expect(welcomes).toEqual([])
  })
})
