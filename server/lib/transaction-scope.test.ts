import { eq } from 'drizzle-orm'
import { beforeEach, expect, it } from 'vitest'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { rateLimits } from '#server/db/schema/index.ts'
import { createTransactionScope, type TransactionScope } from './transaction-scope.ts'

/**
 * One transaction around work whose queries a library makes through `scope.db`: everything made
 * through it inside run() commits or rolls back together, and work waiting for the commit runs only
 * after it.
 */
describeOnDatabases('transaction scope', (getHandle) => {
  let scope: TransactionScope

  beforeEach(async () => {
    const { db } = getHandle()
    await db.delete(rateLimits)
    scope = createTransactionScope(db)
  })

  // Any table does: the throttle's has a text key and no foreign keys.
  const write = (key: string) => scope.db.insert(rateLimits).values({ key, count: 1, windowEndsAt: new Date() })
  const keys = async () => (await getHandle().db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).sort()

  it('commits what is written through scope.db, in savepoints too, and then runs what waited for the commit', async () => {
    const ran: string[] = []
    const result = await scope.run(async () => {
      await write('a')
      // A library's own transaction becomes a savepoint of the scope's.
      await scope.db.transaction(async (tx) => {
        await tx.insert(rateLimits).values({ key: 'b', count: 1, windowEndsAt: new Date() })
      })
      scope.afterCommit(() => ran.push('after commit'))
      // Not visible outside the transaction yet (PostgreSQL; PGlite would wait here, so only read through the scope).
      expect((await scope.db.select().from(rateLimits)).map((row) => row.key).sort()).toEqual(['a', 'b'])
      ran.push('work done')
      return 'answer'
    })
    expect(result).toBe('answer')
    expect(ran).toEqual(['work done', 'after commit'])
    expect(await keys()).toEqual(['a', 'b'])
  })

  it('rolls everything back when the work throws, and runs nothing that waited for a commit', async () => {
    const ran: string[] = []
    await expect(
      scope.run(async () => {
        await write('a')
        scope.afterCommit(() => ran.push('after commit'))
        throw new Error('the work failed')
      }),
    ).rejects.toThrow('the work failed')
    expect(ran).toEqual([])
    expect(await keys()).toEqual([])
  })

  it('rolls back and still answers when shouldCommit says no (a 5xx answer)', async () => {
    const answer = await scope.run(
      async () => {
        await write('a')
        return { status: 500 }
      },
      { shouldCommit: (result) => result.status < 500 },
    )
    expect(answer).toEqual({ status: 500 })
    expect(await keys()).toEqual([])
  })

  it('rolls back and throws when a failure was reported inside, even if the work went on and returned', async () => {
    const failure = new Error('a message could not be written')
    await expect(
      scope.run(async () => {
        await write('a')
        // As a library does that catches a callback's error and only logs it.
        scope.fail(failure)
        await write('b')
        return 'ok'
      }),
    ).rejects.toBe(failure)
    expect(await keys()).toEqual([])
  })

  it('joins the scope already open, and is the bare database outside any', async () => {
    await scope.run(async () => {
      await write('outer')
      await scope.run(async () => write('inner'))
    })
    expect(await keys()).toEqual(['inner', 'outer'])
    let ranAt: string | null = null
    scope.afterCommit(() => (ranAt = 'at once'))
    expect(ranAt).toBe('at once')
    scope.fail(new Error('outside a scope: nothing to fail'))
    await write('bare')
    expect(await getHandle().db.select().from(rateLimits).where(eq(rateLimits.key, 'bare'))).toHaveLength(1)
  })
})
