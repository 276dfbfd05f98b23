import type { Table } from 'dexie'
import { sendToApi } from '#app/lib/api-client.ts'
import type { OfflineDatabase, PendingProfileUpdate, PendingRecord, PendingSavedJob } from './offline-db.ts'

/**
 * The registry of record kinds the offline queue knows: each names its table and how to send one
 * record. The resume builder joins by registering one more kind (its table, `pendingResumeUpdates`,
 * already exists; PUT /api/resumes/{id}, spec 001 §7) from the module that queues resume edits.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

export interface RecordKind<Record extends PendingRecord> {
  kind: string
  table: (db: OfflineDatabase) => Table<Record, string>
  /** Sends one record with its idempotency key; throws (an ApiError) when it did not go through. */
  send: (record: Record) => Promise<void>
}

/** One queued record of any kind, with what the engine does to it. */
export interface QueueItem {
  kind: string
  record: PendingRecord
  send(): Promise<void>
  remove(): Promise<void>
  setRetryCount(retryCount: number): Promise<void>
}

interface RegisteredKind {
  kind: string
  list(db: OfflineDatabase): Promise<QueueItem[]>
  count(db: OfflineDatabase): Promise<number>
}

const registry = new Map<string, RegisteredKind>()

export function registerRecordKind<Record extends PendingRecord>(definition: RecordKind<Record>): void {
  registry.set(definition.kind, {
    kind: definition.kind,
    async list(db) {
      const table = definition.table(db)
      const records = await table.toArray()
      return records.map((record) => ({
        kind: definition.kind,
        record,
        send: () => definition.send(record),
        remove: () => table.delete(record.id),
        setRetryCount: async (retryCount) => {
          await table.update(record.id, (stored) => {
            stored.retryCount = retryCount
          })
        },
      }))
    },
    count: (db) => definition.table(db).count(),
  })
}

export function listRecordKinds(): RegisteredKind[] {
  return [...registry.values()]
}

export const SAVED_JOB_KIND = 'saved-job'
export const PROFILE_UPDATE_KIND = 'profile-update'

/** PUT or DELETE /api/favorites/{job_id} (server/features/favorites). */
export function sendSavedJob(record: Pick<PendingSavedJob, 'jobId' | 'action' | 'idempotencyKey'>): Promise<void> {
  return sendToApi(record.action === 'save' ? 'PUT' : 'DELETE', `/favorites/${encodeURIComponent(record.jobId)}`, {
    headers: { [IDEMPOTENCY_HEADER]: record.idempotencyKey },
  })
}

/** The spec's profile sync call (spec 001 §7 "PUT /api/profile"), here PATCH /api/account/profile. */
export function sendProfileUpdate(record: Pick<PendingProfileUpdate, 'profileData' | 'idempotencyKey'>): Promise<void> {
  return sendToApi('PATCH', '/account/profile', {
    body: record.profileData,
    headers: { [IDEMPOTENCY_HEADER]: record.idempotencyKey },
  })
}

registerRecordKind<PendingSavedJob>({ kind: SAVED_JOB_KIND, table: (db) => db.pendingSavedJobs, send: sendSavedJob })
registerRecordKind<PendingProfileUpdate>({ kind: PROFILE_UPDATE_KIND, table: (db) => db.pendingProfileUpdates, send: sendProfileUpdate })
