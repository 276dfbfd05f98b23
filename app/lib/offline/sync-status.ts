/**
 * The offline queue's state for whoever wants to show it (the error dashboard's Sync Status tab),
 * without loading Dexie: a plain store the sync engine writes and anyone reads. `readSyncStatus()` is
 * the snapshot; `subscribeSyncStatus` fits React's useSyncExternalStore.
 */

export interface SyncErrorEntry {
  kind: string
  code: string
  message: string
  timestamp: number
}

export interface SyncStatus {
  /** Spec 001 §4 "Sync": idle or syncing. */
  state: 'idle' | 'syncing'
  /** When the last round ended (ms since the epoch), or null before the first. */
  lastSyncAt: number | null
  /** Queued actions, in all, and by record kind ('saved-job', 'profile-update' …). */
  pending: number
  pendingByKind: Readonly<Record<string, number>>
  /** Actions dropped after their last retry, newest first (at most MAX_KEPT_SYNC_ERRORS). */
  errors: readonly SyncErrorEntry[]
}

export const MAX_KEPT_SYNC_ERRORS = 20

const initialStatus: SyncStatus = { state: 'idle', lastSyncAt: null, pending: 0, pendingByKind: {}, errors: [] }

let status: SyncStatus = initialStatus
const listeners = new Set<() => void>()

export function readSyncStatus(): SyncStatus {
  return status
}

export function subscribeSyncStatus(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function updateSyncStatus(change: Partial<SyncStatus>): void {
  status = { ...status, ...change }
  for (const listener of listeners) listener()
}

/**
 * Whether this browser may have queued actions, kept in localStorage so a page can decide to start
 * the sync engine (and load Dexie) without opening IndexedDB first.
 */
export const QUEUE_FLAG_KEY = 'jobyatra:offline-queue'

export function markQueueMayHaveRecords(mayHave: boolean): void {
  try {
    if (mayHave) window.localStorage.setItem(QUEUE_FLAG_KEY, '1')
    else window.localStorage.removeItem(QUEUE_FLAG_KEY)
  } catch {
    // Storage blocked: the engine then starts only when something is queued on this page.
  }
}

export function mayQueueHaveRecords(): boolean {
  try {
    return window.localStorage.getItem(QUEUE_FLAG_KEY) !== null
  } catch {
    return false
  }
}
