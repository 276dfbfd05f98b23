/**
 * What the error-monitoring dashboard's Sync Status tab shows about the offline queue. The queue
 * registers a reader here when it starts; until one does, the tab says no queue is running. Kept to
 * this one function so the dashboard never imports the queue (nor the queue the dashboard).
 */
export type SyncStatus = {
  /** Actions waiting to be sent. */
  pending: number
  /** When the last sync finished (ms since the epoch); null before the first. */
  lastSyncAt: number | null
  /** The latest sync failures, newest last, in the reader's words or as codes. */
  errors: readonly string[]
}

let source: (() => SyncStatus) | null = null

/** Registers the offline queue's reader; returns the function that removes it. */
export function registerSyncStatusSource(read: () => SyncStatus): () => void {
  source = read
  return () => {
    if (source === read) source = null
  }
}

/** The queue's state now, or null when no queue has registered. */
export function readSyncStatus(): SyncStatus | null {
  return source?.() ?? null
}
