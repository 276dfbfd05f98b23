import { eq } from 'drizzle-orm'
import { beforeEach, expect, it } from 'vitest'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import type { Database } from '#server/db/client.ts'
import { outbox } from '#server/db/schema/index.ts'
import { enqueueMessage } from './outbox.ts'
import type { NewMessage } from './templates.ts'

/**
 * The outbox is written in the transaction of the change that caused the message (issue 17): the
 * message exists exactly when the change committed. The per-recipient cap (issue 18) counts what the
 * database holds under a lock held until the change commits, so it holds on every server at once.
 */

const HOUR_MS = 60 * 60 * 1000

function resetEmailTo(recipient: string): NewMessage {
  return {
    template: 'reset-password',
    userId: null,
    recipient,
    locale: 'en',
    params: { url: 'http://localhost:3000/api/auth/reset-password/t' },
  }
}

describeOnDatabases('the outbox', (getHandle) => {
  let db: Database

  beforeEach(async () => {
    db = getHandle().db
    await db.delete(outbox)
  })

  const messagesTo = (recipient: string) => db.select().from(outbox).where(eq(outbox.recipient, recipient))

  it('holds no message when the change fails after enqueueing it, and one when the change commits', async () => {
    const failed = db.transaction(async (tx) => {
      const written = await enqueueMessage(tx, resetEmailTo('asha@example.in'))
      expect(written.isWritten).toBe(true)
      // Inside the change the message is there…
      expect(await tx.select().from(outbox).where(eq(outbox.recipient, 'asha@example.in'))).toHaveLength(1)
      throw new Error('the change failed after its message was enqueued')
    })
    await expect(failed).rejects.toThrow('the change failed after its message was enqueued')
    // …and with the change rolled back, it never was.
    expect(await messagesTo('asha@example.in')).toEqual([])

    await db.transaction(async (tx) => {
      await enqueueMessage(tx, resetEmailTo('asha@example.in'))
    })
    expect(await messagesTo('asha@example.in')).toMatchObject([
      {
        template: 'reset-password',
        channel: 'email',
        locale: 'en',
        state: 'pending',
        params: { url: 'http://localhost:3000/api/auth/reset-password/t' },
      },
    ])
  })

  it('writes at most the cap to one recipient in an hour, and again once the hour has passed', async () => {
    const start = new Date('2026-11-24T09:00:00Z')
    const results = []
    for (let minute = 0; minute < 7; minute += 1) {
      results.push(
        await enqueueMessage(db, resetEmailTo('ravi@example.in'), { capPerHour: 5, now: new Date(start.getTime() + minute * 60_000) }),
      )
    }
    expect(results.map((result) => result.isWritten)).toEqual([true, true, true, true, true, false, false])
    expect(results[5]).toEqual({ isWritten: false, reason: 'recipient_cap' })
    expect(await messagesTo('ravi@example.in')).toHaveLength(5)
    // Another recipient has a cap of its own.
    expect((await enqueueMessage(db, resetEmailTo('meera@example.in'), { capPerHour: 5, now: start })).isWritten).toBe(true)
    // The welcome is not counted, and is not capped.
    const welcome: NewMessage = { template: 'welcome', userId: null, recipient: 'ravi@example.in', locale: 'en', params: { name: 'Ravi' } }
    expect((await enqueueMessage(db, welcome, { now: start })).isWritten).toBe(true)
    // An hour after the first, one more fits.
    const later = new Date(start.getTime() + HOUR_MS + 1)
    expect((await enqueueMessage(db, resetEmailTo('ravi@example.in'), { capPerHour: 5, now: later })).isWritten).toBe(true)
    expect((await enqueueMessage(db, resetEmailTo('ravi@example.in'), { capPerHour: 5, now: later })).isWritten).toBe(false)
  })

  it('does not count a message whose change rolled back', async () => {
    await expect(
      db.transaction(async (tx) => {
        for (let index = 0; index < 5; index += 1) await enqueueMessage(tx, resetEmailTo('kiran@example.in'), { capPerHour: 5 })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect((await enqueueMessage(db, resetEmailTo('kiran@example.in'), { capPerHour: 5 })).isWritten).toBe(true)
  })

  it('holds the cap when many changes write to one recipient at once', async () => {
    // Each in a transaction of its own that lasts a moment after enqueueing, as a request's does.
    const attempts = Array.from({ length: 16 }, () =>
      db.transaction(async (tx) => {
        const result = await enqueueMessage(tx, resetEmailTo('zoya@example.in'), { capPerHour: 5 })
        await tx.execute('select pg_sleep(0.01)')
        return result
      }),
    )
    const results = await Promise.all(attempts)
    expect(results.filter((result) => result.isWritten)).toHaveLength(5)
    expect(await messagesTo('zoya@example.in')).toHaveLength(5)
  })
})
