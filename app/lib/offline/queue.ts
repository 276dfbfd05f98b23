import { ApiError, toApiError } from '#app/lib/api-client.ts'
import {
  getOfflineDatabase,
  type OfflineDatabase,
  type PendingProfileUpdate,
  type PendingRecord,
  type PendingSavedJob,
} from './offline-db.ts'
import { sendProfileUpdate, sendSavedJob } from './record-kinds.ts'
import { createSyncEngine, SYNC_MAX_RETRIES, type SyncEngine, type SyncRoundResult } from './sync-engine.ts'
import { markQueueMayHaveRecords, readSyncStatus, updateSyncStatus } from './sync-status.ts'

/**
 * What features call: an action that must reach the server (save a job, change the profile) is sent
 * now when the browser is online; offline, or when the send fails for want of a network, it is queued
 * in IndexedDB with the idempotency key made when the person acted, and the sync engine sends it later
 * with that same key. Resolves once the action is on the server ('sent') or safely on disk ('queued').
 */

export type ActionOutcome = 'sent' | 'queued'

/** The page's sync engine: started by sync-starter.tsx, or by the first queued action. */
let engine: SyncEngine | null = null
let roundListener: ((result: SyncRoundResult) => void) | null = null
let signedInUserId: string | null = null

export function startOfflineSync(options: { userId: string | null; onRound: (result: SyncRoundResult) => void }): void {
  roundListener = options.onRound
  signedInUserId = options.userId
  if (engine) return
  engine = createSyncEngine({
    db: getOfflineDatabase(),
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

function newRecordBase(userId: string, timestamp: number): PendingRecord {
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

async function sendOrQueue(send: () => Promise<void>, queue: () => Promise<void>): Promise<ActionOutcome> {
  if (!navigator.onLine) {
    await queue()
    return 'queued'
  }
  try {
    await send()
    return 'sent'
  } catch (error) {
    const failure = toApiError(error)
    if (!isNetworkFailure(failure)) throw failure
    await queue()
    return 'queued'
  }
}

export function saveJobOrQueue(input: { userId: string; jobId: string; action: PendingSavedJob['action'] }): Promise<ActionOutcome> {
  const record: PendingSavedJob = { ...newRecordBase(input.userId, nextTimestamp()), jobId: input.jobId, action: input.action }
  return sendOrQueue(
    () => sendSavedJob(record),
    () => store((db) => db.pendingSavedJobs.put(record)),
  )
}

export function updateProfileOrQueue(input: { userId: string; profileData: PendingProfileUpdate['profileData'] }): Promise<ActionOutcome> {
  const record: PendingProfileUpdate = { ...newRecordBase(input.userId, nextTimestamp()), profileData: input.profileData }
  return sendOrQueue(
    () => sendProfileUpdate(record),
    () => store((db) => db.pendingProfileUpdates.put(record)),
  )
}

/** Saved-job toggles still waiting for this user, oldest first, so the page can show the queued state. */
export async function listQueuedSavedJobs(userId: string): Promise<PendingSavedJob[]> {
  const records = await getOfflineDatabase().pendingSavedJobs.where('userId').equals(userId).toArray()
  return records.sort((a, b) => a.timestamp - b.timestamp)
}
