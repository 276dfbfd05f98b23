import { toApiError, type ApiError } from '#app/lib/api-client.ts'
import type { OfflineDatabase } from './offline-db.ts'
import type { QueueableKind, QueueItem } from './record-kinds.ts'
import { markQueueMayHaveRecords, MAX_KEPT_SYNC_ERRORS, updateSyncStatus } from './sync-status.ts'

/** Spec 001 §9 "Network, sync and health": every 30 s, batch size 5, max retries 3, first sync 2 s after start, 1 s after reconnect. */
export const SYNC_INTERVAL_MS = 30_000
export const SYNC_BATCH_SIZE = 5
export const SYNC_MAX_RETRIES = 3
export const FIRST_SYNC_DELAY_MS = 2_000
export const RECONNECT_SYNC_DELAY_MS = 1_000

/** The spec's messages (spec 001 §8 "Other shell messages") for the recorded sync error. */
export const DROPPED_SYNC_MESSAGE = 'Failed to sync offline actions'

/** What a round did, for the page's toasts ('Offline action synced', 'Sync failed: …', 'Failed to sync offline actions'). */
export interface SyncRoundResult {
  synced: number
  /** Failed this round and kept for another try. */
  retrying: number
  /** Dropped after their last retry, or refused for good by the server. */
  dropped: number
  /** Left untouched: the network or the session is not there (they do not use up a retry). */
  waiting: number
}

export interface SyncEngineDeps {
  db: OfflineDatabase
  /** The record kinds to send: every feature's (app/features.ts `loadRecordKinds`). */
  kinds: readonly QueueableKind[]
  isOnline: () => boolean
  /**
   * Who is signed in now (null: nobody). Only their records are sent: another person's actions on a
   * shared browser wait for that person instead of landing in this account.
   */
  currentUserId: () => string | null
  now?: () => number
  onRound?: (result: SyncRoundResult) => void
}

export interface SyncEngine {
  /** One round, unless offline or a round is already running (then resolves to null). */
  syncNow(): Promise<SyncRoundResult | null>
  /** Timers: first round after 2 s, then every 30 s, and 1 s after the browser comes back online. */
  start(): void
  stop(): void
}

/**
 * No answer (offline, timed out, server unreachable) or no session: the action waits without using
 * up a retry, so a long outage or an expired sign-in never loses it (DESIGN.md "Nothing lost").
 */
function isWaiting(failure: ApiError): boolean {
  return failure.status === 0 || failure.status === 401
}

/** A refusal that no retry can change (bad input, unknown job, a reused key): dropped at once. */
function isPermanent(failure: ApiError): boolean {
  return failure.status >= 400 && failure.status < 500 && ![408, 409, 429].includes(failure.status)
}

function byPriorityThenAge(a: QueueItem, b: QueueItem): number {
  return b.record.priority - a.record.priority || a.record.timestamp - b.record.timestamp
}

export function createSyncEngine(deps: SyncEngineDeps): SyncEngine {
  const now = deps.now ?? (() => Date.now())
  let isSyncing = false
  const timers: Array<ReturnType<typeof setTimeout>> = []
  let interval: ReturnType<typeof setInterval> | null = null

  async function publishCounts(): Promise<void> {
    const counts = await Promise.all(deps.kinds.map(async (kind) => [kind.kind, await kind.count(deps.db)] as const))
    const pending = counts.reduce((sum, [, count]) => sum + count, 0)
    const errors = await deps.db.syncErrors.orderBy('timestamp').reverse().limit(MAX_KEPT_SYNC_ERRORS).toArray()
    updateSyncStatus({
      pending,
      pendingByKind: Object.fromEntries(counts),
      errors: errors.map(({ kind, code, message, timestamp }) => ({ kind, code, message, timestamp })),
    })
    markQueueMayHaveRecords(pending > 0)
  }

  async function drop(item: QueueItem, failure: ApiError): Promise<void> {
    await item.remove()
    await deps.db.syncErrors.add({
      kind: item.kind,
      recordId: item.record.id,
      code: failure.body.code,
      message: DROPPED_SYNC_MESSAGE,
      timestamp: now(),
    })
    // Only the latest errors are kept: the store is a log for the dashboard, not an archive.
    const stale = await deps.db.syncErrors.orderBy('timestamp').reverse().offset(MAX_KEPT_SYNC_ERRORS).primaryKeys()
    await deps.db.syncErrors.bulkDelete(stale)
  }

  async function runRound(): Promise<SyncRoundResult> {
    const result: SyncRoundResult = { synced: 0, retrying: 0, dropped: 0, waiting: 0 }
    const userId = deps.currentUserId()
    if (userId === null) return result
    const lists = await Promise.all(deps.kinds.map((kind) => kind.list(deps.db)))
    const own = lists.flat().filter((item) => item.record.userId === userId)
    const batch = own.sort(byPriorityThenAge).slice(0, SYNC_BATCH_SIZE)
    // One at a time, oldest first: a save then a remove of the same job must reach the server in that order.
    for (const [index, item] of batch.entries()) {
      try {
        await item.send()
        await item.remove()
        result.synced += 1
      } catch (error) {
        const failure = toApiError(error)
        if (isWaiting(failure)) {
          result.waiting += batch.length - index
          break
        }
        const retryCount = item.record.retryCount + 1
        if (isPermanent(failure) || retryCount >= item.record.maxRetries) {
          await drop(item, failure)
          result.dropped += 1
        } else {
          await item.setRetryCount(retryCount)
          result.retrying += 1
        }
      }
    }
    return result
  }

  async function syncNow(): Promise<SyncRoundResult | null> {
    if (isSyncing || !deps.isOnline()) return null
    isSyncing = true
    updateSyncStatus({ state: 'syncing' })
    try {
      const result = await runRound()
      deps.onRound?.(result)
      return result
    } finally {
      isSyncing = false
      updateSyncStatus({ state: 'idle', lastSyncAt: now() })
      await publishCounts()
    }
  }

  const syncSoon = (delayMs: number) => {
    timers.push(setTimeout(() => void syncNow(), delayMs))
  }
  const onOnline = () => syncSoon(RECONNECT_SYNC_DELAY_MS)

  return {
    syncNow,
    start() {
      if (interval !== null) return
      void publishCounts()
      syncSoon(FIRST_SYNC_DELAY_MS)
      interval = setInterval(() => void syncNow(), SYNC_INTERVAL_MS)
      window.addEventListener('online', onOnline)
    },
    stop() {
      if (interval !== null) clearInterval(interval)
      interval = null
      for (const timer of timers.splice(0)) clearTimeout(timer)
      window.removeEventListener('online', onOnline)
    },
  }
}
