import { favoriteEndpoints } from '#core/jobs/jobs.endpoints.ts'
import { callApi } from '#app/lib/call-api.ts'
import { getOfflineDatabase, type PendingSavedJob } from '#app/lib/offline/offline-db.ts'
import { newRecordBase, sendOrQueue, type ActionOutcome } from '#app/lib/offline/queue.ts'
import { defineRecordKind, IDEMPOTENCY_HEADER } from '#app/lib/offline/record-kinds.ts'

/** Saving and removing a job works offline (spec 001 §9 "job-bookmarks"): the toggle is a queued record until it reaches /api/favorites. */

/** PUT or DELETE /api/favorites/{job_id} (server/features/favorites), with the key made when the person acted. */
async function sendSavedJob(record: Pick<PendingSavedJob, 'jobId' | 'action' | 'idempotencyKey'>): Promise<void> {
  const endpoint = record.action === 'save' ? favoriteEndpoints.save : favoriteEndpoints.remove
  await callApi(endpoint, { params: { job_id: record.jobId }, headers: { [IDEMPOTENCY_HEADER]: record.idempotencyKey } })
}

export const savedJobKind = defineRecordKind<PendingSavedJob>({ kind: 'saved-job', table: (db) => db.pendingSavedJobs, send: sendSavedJob })

export function saveJobOrQueue(input: { userId: string; jobId: string; action: PendingSavedJob['action'] }): Promise<ActionOutcome> {
  return sendOrQueue(savedJobKind, { ...newRecordBase(input.userId), jobId: input.jobId, action: input.action })
}

/** Saved-job toggles still waiting for this user, oldest first, so the page can show the queued state. */
export async function listQueuedSavedJobs(userId: string): Promise<PendingSavedJob[]> {
  const records = await getOfflineDatabase().pendingSavedJobs.where('userId').equals(userId).toArray()
  return records.sort((a, b) => a.timestamp - b.timestamp)
}
