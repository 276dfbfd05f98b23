import { applicationEndpoints } from '#core/workspace/applications.endpoints.ts'
import { callApi } from '#app/lib/call-api.ts'
import type { PendingJobApplication } from '#app/lib/offline/offline-db.ts'
import { newRecordBase, sendOrQueue, type ActionOutcome } from '#app/lib/offline/queue.ts'
import { defineRecordKind, IDEMPOTENCY_HEADER } from '#app/lib/offline/record-kinds.ts'

/**
 * An application made offline (spec 001 §3 "pending job applications"): queued with the idempotency key
 * made when Apply was pressed, and sent to POST /api/job-applications when the connection returns.
 */

async function sendJobApplication(record: Pick<PendingJobApplication, 'jobId' | 'applicationData' | 'idempotencyKey'>): Promise<void> {
  const portal = typeof record.applicationData.portal === 'string' ? record.applicationData.portal : null
  await callApi(applicationEndpoints.record, {
    body: { job_id: record.jobId, application_status: 'applied', portal, note: null },
    headers: { [IDEMPOTENCY_HEADER]: record.idempotencyKey },
  })
}

export const jobApplicationKind = defineRecordKind<PendingJobApplication>({
  kind: 'job-application',
  table: (db) => db.pendingJobApplications,
  send: sendJobApplication,
})

/** Sends the application now, or queues it when offline; the key is the one made when Apply was pressed. */
export function applyOrQueue(input: {
  userId: string
  jobId: string
  portal: string | null
  idempotencyKey: string
}): Promise<ActionOutcome> {
  return sendOrQueue(jobApplicationKind, {
    ...newRecordBase(input.userId),
    idempotencyKey: input.idempotencyKey,
    jobId: input.jobId,
    applicationData: { portal: input.portal },
  })
}
