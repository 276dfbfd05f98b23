import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { createRateLimiter } from './rate-limit.ts'

/**
 * The one rate limiter (decision 040): fixed windows in the database, so parallel hits never slip
 * past a limit and every server sharing the database shares the count.
 */
describeOnDatabases('the rate limiter', (getHandle) => {
  const rule = { limit: 3, windowMs: 60_000 }

  it('allows the limit in a window, refuses the rest with the seconds left, and starts again when the window ends', async () => {
    let clock = new Date('2026-11-27T10:00:00Z')
    const limiter = createRateLimiter(getHandle().db, () => clock)
    for (let index = 0; index < 3; index += 1) expect(await limiter.hit('test-window', 'a', rule)).toBeNull()
    clock = new Date('2026-11-27T10:00:45Z')
    expect(await limiter.hit('test-window', 'a', rule)).toEqual({ retryAfterSeconds: 15 })
    // Another subject, and another purpose, count on their own.
    expect(await limiter.hit('test-window', 'b', rule)).toBeNull()
    expect(await limiter.hit('test-other', 'a', rule)).toBeNull()
    clock = new Date('2026-11-27T10:01:00Z')
    expect(await limiter.hit('test-window', 'a', rule)).toBeNull()
  })

  it('counts parallel hits exactly: 3 of 20 at once pass', async () => {
    const limiter = createRateLimiter(getHandle().db)
    const answers = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('test-parallel', 'a', rule)))
    expect(answers.filter((answer) => answer === null)).toHaveLength(3)
  })

  it('forgets a subject, and purges windows that have ended', async () => {
    let clock = new Date('2026-11-27T11:00:00Z')
    const limiter = createRateLimiter(getHandle().db, () => clock)
    for (let index = 0; index < 4; index += 1) await limiter.hit('test-forget', 'a', rule)
    await limiter.forget('test-forget', ['a'])
    expect(await limiter.hit('test-forget', 'a', rule)).toBeNull()

    await limiter.hit('test-purge', 'old', rule)
    clock = new Date('2026-11-27T13:00:00Z')
    await limiter.hit('test-purge', 'new', rule)
    const removed = await limiter.purgeEnded(new Date('2026-11-27T12:00:00Z'))
    expect(removed).toBeGreaterThanOrEqual(1)
    const keys = await getHandle().query<{ key: string }>(sql`select key from rate_limits where key like 'test-purge:%' order by key`)
    expect(keys.map((row) => row.key)).toEqual(['test-purge:new'])
  })
})
