import { historyEndpoints } from '#core/workspace/history.endpoints.ts'
import type { HistoryEntry } from '#core/workspace/history.schema.ts'
import { savedSearchEndpoints } from '#core/workspace/saved-searches.endpoints.ts'
import type { SavedSearch } from '#core/workspace/saved-searches.schema.ts'
import { callApi, sendInBackground } from '#app/lib/call-api.ts'
import { IDEMPOTENCY_HEADER } from '#app/lib/offline/record-kinds.ts'
import type { GuestView } from './guest-history.ts'

/** The history and saved-search endpoints the browser calls (core/workspace/*.endpoints.ts), through app/lib/call-api.ts. */

/** POST /api/job-history: a lost view must never get in the way of reading the job. */
export function sendJobView(jobId: string, context: { query: string; location: string }): void {
  sendInBackground(historyEndpoints.record, {
    body: { job_id: jobId, search_query: context.query.trim() || null, search_location: context.location.trim() || null },
  })
}

export async function importGuestViews(entries: readonly GuestView[]): Promise<number> {
  return (await callApi(historyEndpoints.importGuest, { body: { entries: [...entries] } })).imported
}

export async function fetchHistory(): Promise<HistoryEntry[]> {
  return (await callApi(historyEndpoints.list, { query: {} })).data
}

export async function clearHistory(): Promise<void> {
  await callApi(historyEndpoints.clear)
}

export async function saveSearch(name: string, search: string): Promise<SavedSearch> {
  return (await callApi(savedSearchEndpoints.save, { body: { name, search }, headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() } })).data
}

export async function markSavedSearchSeen(id: number): Promise<void> {
  await callApi(savedSearchEndpoints.markSeen, { params: { id: String(id) } })
}

export async function removeSavedSearch(id: number): Promise<void> {
  await callApi(savedSearchEndpoints.remove, { params: { id: String(id) }, headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() } })
}
