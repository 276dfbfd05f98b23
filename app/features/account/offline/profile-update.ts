import { accountEndpoints } from '#core/account/account.endpoints.ts'
import { callApi } from '#app/lib/call-api.ts'
import type { PendingProfileUpdate } from '#app/lib/offline/offline-db.ts'
import { newRecordBase, sendOrQueue, type ActionOutcome } from '#app/lib/offline/queue.ts'
import { defineRecordKind, IDEMPOTENCY_HEADER } from '#app/lib/offline/record-kinds.ts'

/** Profile edits work offline (spec 001 §9): a change is a queued record until it reaches the server. */

/** The spec's profile sync call (spec 001 §7 "PUT /api/profile"), here PATCH /api/account/profile. */
async function sendProfileUpdate(record: Pick<PendingProfileUpdate, 'profileData' | 'idempotencyKey'>): Promise<void> {
  await callApi(accountEndpoints.updateProfile, { body: record.profileData, headers: { [IDEMPOTENCY_HEADER]: record.idempotencyKey } })
}

export const profileUpdateKind = defineRecordKind<PendingProfileUpdate>({
  kind: 'profile-update',
  table: (db) => db.pendingProfileUpdates,
  send: sendProfileUpdate,
})

export function updateProfileOrQueue(input: { userId: string; profileData: PendingProfileUpdate['profileData'] }): Promise<ActionOutcome> {
  return sendOrQueue(profileUpdateKind, { ...newRecordBase(input.userId), profileData: input.profileData })
}
