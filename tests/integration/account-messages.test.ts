import { and, eq, like, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { outbox, user, verification } from '#server/db/schema/index.ts'
import { MESSAGES_PER_RECIPIENT_PER_HOUR } from '#server/features/auth/constants.ts'
import { createRecordingLogger, type LogRecord, type TestApp } from '#tests/support/services.ts'
import { buildSignInApp, createSignedInAccount, freshIp, newAccount, postAuth, signUp } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

/**
 * The messages sign-in requests cause, end to end through /api/auth.
 *
 * Issue 17: a message exists exactly when the change that caused it committed. better-auth commits
 * its change (the account, the reset token) before it calls the send hook, so these requests run in
 * one transaction (server/features/auth/routes.ts): a message that cannot be written undoes the
 * change, and a change that fails leaves no message.
 *
 * Issue 18: "30 reset requests from 30 addresses put 30 e-mails in one inbox; 41 verification e-mails
 * reached one unverified address." Messages anyone can ask for are capped per recipient and hour, and
 * a capped request is answered exactly as any other, so the answer tells nothing about the account.
 */
describeOnDatabases('messages caused by sign-in requests', (getHandle) => {
  let app: TestApp
  let origin: string
  let records: LogRecord[]

  beforeAll(async () => {
    const recording = createRecordingLogger()
    records = recording.records
    ;({ app, origin } = buildSignInApp(getHandle(), { logger: recording.logger }))
    // The database refuses messages to doomed-… addresses, and refuses at commit an account whose
    // address starts with rollback-… (a deferred check: it fails the change after its messages were written).
    await getHandle().db.execute(sql`
      create function refuse_doomed_message() returns trigger language plpgsql as $$
      begin
        if new.recipient like 'doomed-%' then raise exception 'the outbox refuses this message'; end if;
        return new;
      end $$`)
    await getHandle().db.execute(
      sql`create trigger refuse_doomed_message before insert on outbox for each row execute function refuse_doomed_message()`,
    )
    await getHandle().db.execute(sql`
      create function refuse_account_at_commit() returns trigger language plpgsql as $$
      begin
        if new.email like 'rollback-%' then raise exception 'the change fails at commit'; end if;
        return new;
      end $$`)
    await getHandle().db.execute(sql`
      create constraint trigger refuse_account_at_commit after insert on "user" deferrable initially deferred
      for each row execute function refuse_account_at_commit()`)
  })

  const messagesTo = (recipient: string) => getHandle().db.select().from(outbox).where(eq(outbox.recipient, recipient))
  const accountsWith = (email: string) => getHandle().db.select({ id: user.id }).from(user).where(eq(user.email, email))

  describe('written with the change', () => {
    it.each([
      ['makes no account when its verification e-mail cannot be written', 'doomed'],
      ['leaves no message when the sign-up fails at commit, after its messages were written', 'rollback'],
    ])('%s', async (_, prefix) => {
      const account = newAccount({ email: `${prefix}-${Date.now()}@example.com` })
      const response = await signUp(app, account)
      expect(response.status).toBe(500)
      expect(await accountsWith(account.email)).toEqual([])
      expect(await messagesTo(account.email)).toEqual([])
    })

    it('keeps no reset token when the reset e-mail cannot be written', async () => {
      // An account whose address the outbox refuses from now on (its own sign-up messages went out before).
      const account = await createSignedInAccount(app, getHandle(), { email: `reset-${Date.now()}@example.com` })
      const doomed = `doomed-${account.email}`
      await getHandle().db.update(user).set({ email: doomed }).where(eq(user.id, account.userId))
      const response = await postAuth(app, origin, '/request-password-reset', { email: doomed, redirectTo: '/auth/reset' })
      expect(response.status).toBe(500)
      const tokens = await getHandle()
        .db.select()
        .from(verification)
        .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, account.userId)))
      expect(tokens).toEqual([])
      expect(await messagesTo(doomed)).toEqual([])
    })

    it('writes the account and both its messages when nothing fails', async () => {
      const account = newAccount()
      expect((await signUp(app, account)).status).toBe(200)
      expect(await accountsWith(account.email)).toHaveLength(1)
      expect((await messagesTo(account.email)).map((message) => message.template).sort()).toEqual(['verify-email', 'welcome'])
    })
  })

  describe('capped per recipient', () => {
    it(`puts at most ${MESSAGES_PER_RECIPIENT_PER_HOUR} reset e-mails in one inbox, answering all 30 requests as for any address`, async () => {
      const account = await createSignedInAccount(app, getHandle())
      const stranger = await postAuth(app, origin, '/request-password-reset', { email: newAccount().email, redirectTo: '/auth/reset' })
      const expected = { status: stranger.status, body: await stranger.text() }
      expect(expected.status).toBe(200)

      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          postAuth(app, origin, '/request-password-reset', { email: account.email, redirectTo: '/auth/reset' }, { ip: freshIp() }),
        ),
      )
      for (const answer of answers) expect({ status: answer.status, body: await answer.text() }).toEqual(expected)
      // The cap counts the sign-up's verification e-mail of this hour too: one of the messages anyone can ask for.
      const templates = (await messagesTo(account.email)).map((message) => message.template).filter((template) => template !== 'welcome')
      expect(templates.sort()).toEqual([...Array<string>(MESSAGES_PER_RECIPIENT_PER_HOUR - 1).fill('reset-password'), 'verify-email'])
      // Each one left out is logged, without the address.
      const capped = records.filter((record) => record.msg === 'message not written: its recipient reached the hourly cap')
      expect(capped.length).toBeGreaterThanOrEqual(30 - (MESSAGES_PER_RECIPIENT_PER_HOUR - 1))
      expect(JSON.stringify(capped)).not.toContain(account.email)
    })

    it('stops verification e-mails to one unverified address, however they are asked for, and answers as before', async () => {
      const account = newAccount()
      expect((await signUp(app, account)).status).toBe(200)
      const resend = () => postAuth(app, origin, '/send-verification-email', { email: account.email }, { ip: freshIp() })
      const signInUnverified = () => postAuth(app, origin, '/sign-in/email', { email: account.email, password: account.password })

      const resent = await Promise.all(Array.from({ length: 8 }, resend))
      for (const answer of resent)
        expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 200, body: { status: true } })
      const refusals = await Promise.all(Array.from({ length: 4 }, signInUnverified))
      for (const refusal of refusals) expect(refusal.status).toBe(403)

      const verifications = (await messagesTo(account.email)).filter((message) => message.template === 'verify-email')
      expect(verifications).toHaveLength(MESSAGES_PER_RECIPIENT_PER_HOUR)
    })
  })
})
