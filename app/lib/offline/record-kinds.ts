import type { Table } from 'dexie'
import type { OfflineDatabase, PendingRecord } from './offline-db.ts'

/**
 * The shape of a record kind the offline queue knows: its table and how to send one record. Each
 * feature defines its kinds beside the code that queues them (the saved-job toggle in
 * app/features/jobs, the profile change in app/features/account) and declares them in its
 * `feature.ts`; the sync engine is given every declared kind and knows nothing of any (decision 027).
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

export interface RecordKindDefinition<Record extends PendingRecord> {
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

/** A record kind as the sync engine handles it, whatever its records' shape. */
export interface QueueableKind {
  kind: string
  list(db: OfflineDatabase): Promise<QueueItem[]>
  count(db: OfflineDatabase): Promise<number>
}

export type RecordKind<Record extends PendingRecord> = RecordKindDefinition<Record> & QueueableKind

export function defineRecordKind<Record extends PendingRecord>(definition: RecordKindDefinition<Record>): RecordKind<Record> {
  return {
    ...definition,
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
  }
}
