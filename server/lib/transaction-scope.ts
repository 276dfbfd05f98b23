import { AsyncLocalStorage } from 'node:async_hooks'
import type { Database, DatabaseHandle } from '#server/db/client.ts'
import { defineServerFeature } from './server-feature.ts'

/**
 * One transaction around work whose database calls we do not write ourselves (better-auth's), so
 * what it changes and what our code writes beside it commit together or not at all (decision 036).
 *
 * `scope.db` is the database as the current scope sees it: inside `run()` every query made through it
 * joins the scope's transaction (a `transaction()` inside becomes a savepoint), elsewhere it is the
 * database itself. Hand `scope.db` to the library and use it in the callbacks the library calls, and
 * both write in the one transaction.
 *
 * Inside `run()` nothing may wait on the database outside the scope: PGlite has one connection, so a
 * query through the bare handle would wait for the scope's transaction to end, which waits for it.
 */
export interface TransactionScope {
  readonly db: Database
  /**
   * Runs `fn` in one transaction and commits it when `fn` resolves, unless `fn` threw, `fail()` was
   * called inside, or `shouldCommit(result)` says no (then it rolls back and still returns the result).
   * Inside another scope of the same database, `fn` joins it.
   */
  run<T>(fn: () => Promise<T>, options?: { shouldCommit?: (result: T) => boolean }): Promise<T>
  /** Runs `callback` once the current scope has committed (never, if it rolls back); at once outside a scope. */
  afterCommit(callback: () => void): void
  /**
   * Makes the current scope roll back and its `run()` throw `error` when `fn` returns: for a failure
   * the library inside catches and only logs. A no-op outside a scope.
   */
  fail(error: unknown): void
}

interface ActiveScope {
  root: Database
  tx: Database
  afterCommit: Array<() => void>
  failure: { error: unknown } | null
}

const storage = new AsyncLocalStorage<ActiveScope>()

/** Thrown inside the transaction to roll it back when `shouldCommit` says no; never leaves `run()`. */
class RollbackWithResult extends Error {}

export function createTransactionScope(root: Database): TransactionScope {
  function current(): ActiveScope | undefined {
    const active = storage.getStore()
    return active?.root === root ? active : undefined
  }

  const db = new Proxy(root, {
    get(target, property) {
      const handle = current()?.tx ?? target
      const value: unknown = Reflect.get(handle, property, handle)
      return typeof value === 'function' ? value.bind(handle) : value
    },
  })

  async function run<T>(fn: () => Promise<T>, options: { shouldCommit?: (result: T) => boolean } = {}): Promise<T> {
    if (current()) return fn()
    const afterCommit: Array<() => void> = []
    const ended: { result?: { value: T }; isCommitted: boolean } = { isCommitted: false }
    try {
      await root.transaction(async (tx) => {
        const active: ActiveScope = { root, tx, afterCommit, failure: null }
        const value = await storage.run(active, fn)
        if (active.failure) throw active.failure.error
        ended.result = { value }
        if (options.shouldCommit && !options.shouldCommit(value)) throw new RollbackWithResult()
      })
      ended.isCommitted = true
    } catch (error) {
      if (!(error instanceof RollbackWithResult)) throw error
    }
    if (!ended.result) throw new Error('the scope ended without a result')
    if (ended.isCommitted) for (const callback of afterCommit) callback()
    return ended.result.value
  }

  return {
    db,
    run,
    afterCommit(callback) {
      const active = current()
      if (active) active.afterCommit.push(callback)
      else callback()
    },
    fail(error) {
      const active = current()
      if (active && !active.failure) active.failure = { error }
    },
  }
}

/**
 * The one request-transaction scope over the app's database, registered first (server/services.ts):
 * where a library's change and our writes must commit together (auth's messages, decision 036).
 */
export const transactionScopePlumbing = defineServerFeature({
  name: 'transactions',
  services: (deps: { database: DatabaseHandle }) => ({ transactions: createTransactionScope(deps.database.db) }),
})
