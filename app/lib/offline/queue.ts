import { ApiError, toApiError } from '#app/lib/api-client.ts'
import { getOfflineDatabase, type OfflineDatabase, type PendingRecord } from './offline-db.ts'
import type { QueueableKind, RecordKind } from './record-kinds.ts'
import { createSyncEngine, SYNC_MAX_RETRIES, type SyncEngine, type SyncRoundResult } from './sync-engine.ts'
import { markQueueMayHaveRecords, readSyncStatus, updateSyncStatus } from './sync-status.ts'

/**
 * What features call (through their record kinds: app/features/jobs/offline/saved-job.ts,
 * app/features/account/offline/profile-update.ts): an action that must reach the server is sent now
 * when the browser is online; offline, or when the send fails for want of a network, it is queued in
 * IndexedDB with the idempotency key made when the person acted, and the sync engine sends it later
 * with that same key. Resolves once the action is on the server ('sent') or safely on disk ('queued').
 */

export type ActionOutcome = 'sent' | 'queued'

/** The page's sync engine: started by sync-starter.tsx, or by the first queued action. */
let engine: SyncEngine | null = null
let roundListener: ((result: SyncRoundResult) => void) | null = null
let signedInUserId: string | null = null

export function startOfflineSync(options: {
  userId: string | null
  onRound: (result: SyncRoundResult) => void
  /** Every feature's record kinds (app/features.ts `loadRecordKinds`). */
  kinds: readonly QueueableKind[]
}): void {
  roundListener = options.onRound
  signedInUserId = options.userId
  if (engine) return
  engine = createSyncEngine({
    db: getOfflineDatabase(),
    kinds: options.kinds,
    isOnline: () => navigator.onLine,
    currentUserId: () => signedInUserId,
    onRound: (result) => roundListener?.(result),
  })
  engine.start()
}

function isNetworkFailure(error: ApiError): boolean {
  return error.status === 0
}

/** The last timestamp given: two actions in the same millisecond still queue in the order they were taken. */
let lastTimestamp = 0

function nextTimestamp(): number {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1)
  return lastTimestamp
}

/** The spec's fields of a new queued record (spec 001 §3), made when the person acts. */
export function newRecordBase(userId: string): PendingRecord {
  const timestamp = nextTimestamp()
  return {
    id: crypto.randomUUID(),
    userId,
    priority: 0,
    maxRetries: SYNC_MAX_RETRIES,
    timestamp,
    retryCount: 0,
    idempotencyKey: crypto.randomUUID(),
  }
}

/** Writes a record; a failed write is CLIENT_STORAGE_FULL (spec 001 §8 "Failed local saves"). */
async function store(write: (db: OfflineDatabase) => Promise<unknown>): Promise<void> {
  try {
    await write(getOfflineDatabase())
  } catch (error) {
    throw new ApiError(
      { code: 'CLIENT_STORAGE_FULL', message: 'The offline queue could not be saved in this browser', retryable: false },
      0,
      {
        cause: error,
      },
    )
  }
  markQueueMayHaveRecords(true)
  updateSyncStatus({ pending: readSyncStatus().pending + 1 })
}

/** Sends the record now, or queues it in its kind's table when the browser is offline or the network fails. */
export async function sendOrQueue<Record extends PendingRecord>(kind: RecordKind<Record>, record: Record): Promise<ActionOutcome> {
  const queue = () => store((db) => kind.table(db).put(record))
  if (!navigator.onLine) {
    await queue()
    return 'queued'
  }
  try {
    await kind.send(record)
    return 'sent'
  } catch (error) {
    const failure = toApiError(error)
    if (!isNetworkFailure(failure)) throw failure
    await queue()
    return 'queued'
  }
}
