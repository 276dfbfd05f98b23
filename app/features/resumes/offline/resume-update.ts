import type { Resume } from '#core/resume/resumes.schema.ts'
import { resumeEndpoints } from '#core/resume/resumes.endpoints.ts'
import { toApiError } from '#app/lib/api-client.ts'
import { callApi } from '#app/lib/call-api.ts'
import { getOfflineDatabase, type PendingResumeUpdate } from '#app/lib/offline/offline-db.ts'
import { newRecordBase, sendOrQueue } from '#app/lib/offline/queue.ts'
import { defineRecordKind, IDEMPOTENCY_HEADER } from '#app/lib/offline/record-kinds.ts'

/**
 * A signed-in person's resume edits work offline (spec 001 §9 "Offline-usable features:
 * resume-builder"; spec 001 §3 "pending resume updates"): a save that cannot reach the server is a
 * queued record, sent later by the sync engine with the idempotency key made when the person saved.
 *
 * A queued save was made on the version the page had. When another tab or device saved in between,
 * the server answers EDIT_CONFLICT: the queued save is sent again on the stored version, with a key of
 * its own, so the edit made offline becomes the newest version and the one it replaces stays in the
 * versions list, restorable (decision 049). Nothing is lost either way.
 */

function sendUpdate(record: Pick<PendingResumeUpdate, 'resumeId' | 'resumeData' | 'idempotencyKey'>): Promise<Resume> {
  return callApi(resumeEndpoints.update, {
    params: { id: record.resumeId },
    body: record.resumeData,
    headers: { [IDEMPOTENCY_HEADER]: record.idempotencyKey },
  })
}

async function sendQueuedUpdate(record: PendingResumeUpdate): Promise<void> {
  try {
    await sendUpdate(record)
  } catch (error) {
    const failure = toApiError(error)
    const currentVersion = failure.body.params?.['currentVersion']
    if (failure.body.code !== 'EDIT_CONFLICT' || typeof currentVersion !== 'number') throw failure
    await sendUpdate({
      resumeId: record.resumeId,
      resumeData: { ...record.resumeData, baseVersion: currentVersion },
      idempotencyKey: `${record.idempotencyKey}-on-${currentVersion}`,
    })
  }
}

export const resumeUpdateKind = defineRecordKind<PendingResumeUpdate>({
  kind: 'resume-update',
  table: (db) => db.pendingResumeUpdates,
  send: sendQueuedUpdate,
})

export type SaveOutcome = { outcome: 'sent'; resume: Resume } | { outcome: 'queued' }

/**
 * Saves now, or queues the save when the browser is offline or the network fails. Queued offline, a
 * save replaces the same resume's earlier queued saves: each carries the whole document, so only the
 * last needs to reach the server.
 */
export async function saveResumeOrQueue(input: {
  userId: string
  resumeId: string
  resumeData: PendingResumeUpdate['resumeData']
}): Promise<SaveOutcome> {
  // Offline the sync engine sends nothing, so the earlier queued saves can go before this one is queued.
  if (!navigator.onLine) await dropEarlierSaves(input.userId, input.resumeId)
  let saved: Resume | null = null
  const record: PendingResumeUpdate = { ...newRecordBase(input.userId), resumeId: input.resumeId, resumeData: input.resumeData }
  const outcome = await sendOrQueue(
    {
      ...resumeUpdateKind,
      send: async (pending: PendingResumeUpdate) => {
        saved = await sendUpdate(pending)
      },
    },
    record,
  )
  if (outcome === 'sent' && saved !== null) return { outcome, resume: saved }
  return { outcome: 'queued' }
}

async function dropEarlierSaves(userId: string, resumeId: string): Promise<void> {
  await getOfflineDatabase()
    .pendingResumeUpdates.where('userId')
    .equals(userId)
    .filter((record) => record.resumeId === resumeId)
    .delete()
}
