import { expect, it } from 'vitest'
import { createRecordingLogger } from '#tests/support/services.ts'
import { buildSignInApp, getAuth, newAccount, signUp } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { LOG_TEXT_MAX } from '#server/lib/logger.ts'

/**
 * What sign-in writes to the log (issue 18): better-auth's own lines go through the scrubber, so a
 * double-clicked sign-up (two inserts of one address racing on PostgreSQL's unique index) logs no
 * address and no row, and a value a client sent is cut short however long it was.
 */
describeOnDatabases('auth log lines', (getHandle, kind) => {
  it('logs no address when parallel sign-ups of one address race', async () => {
    const { logger, records } = createRecordingLogger()
    const { app } = buildSignInApp(getHandle(), { logger })
    const account = newAccount({ email: `race.${Date.now()}@example.com` })
    const answers = await Promise.all(Array.from({ length: 6 }, () => signUp(app, account)))
    expect(answers.every((answer) => answer.status < 500)).toBe(true)
    // On PostgreSQL the race reaches better-auth's insert more than once, so its failure is there to
    // log (PGlite runs one statement at a time, and the losers find the address taken first).
    if (kind === 'postgres') expect(records.some((record) => String(record.msg).startsWith('better-auth:'))).toBe(true)
    const text = JSON.stringify(records)
    expect(text).not.toContain(account.email)
    expect(text).not.toContain(account.email.split('@')[0])
  })

  it('answers every loser of a parallel sign-up as an address already taken (issue 18 item 9)', async () => {
    const { app } = buildSignInApp(getHandle())
    const account = newAccount({ email: `race.loser.${Date.now()}@example.com` })
    const answers = await Promise.all(Array.from({ length: 6 }, () => signUp(app, account)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    const losers = await Promise.all(answers.filter((answer) => answer.status !== 200).map((answer) => answer.json()))
    expect(losers).toHaveLength(5)
    for (const loser of losers) {
      expect(loser).toMatchObject({
        error: {
          code: 'VALIDATION_INVALID_FORMAT',
          reason: 'user_already_registered',
          message: 'An account with this email already exists. Try signing in instead.',
        },
      })
    }
  })

  it('cuts a 100 KB callback URL short in every line', async () => {
    const { logger, records } = createRecordingLogger()
    const { app } = buildSignInApp(getHandle(), { logger })
    const callbackURL = `https://evil.example/${'a'.repeat(100_000)}`
    const answer = await getAuth(app, 'http://localhost:3000', `/verify-email?token=x&callbackURL=${encodeURIComponent(callbackURL)}`)
    expect(answer.status).toBeLessThan(500)
    const longest = Math.max(...records.map((record) => JSON.stringify(record).length))
    expect(longest).toBeLessThan(LOG_TEXT_MAX + 2_000)
    expect(records.some((record) => record.level >= 50)).toBe(false)
  })
})
