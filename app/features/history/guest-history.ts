import { GUEST_HISTORY_MAX_ENTRIES } from '#core/workspace/history.ts'
import { GUEST_HISTORY_KEY } from './guest-history-key.ts'

/**
 * A guest's job view history (spec 001 §3 "Guest history is kept in local storage", §10 "Guest job
 * history max 50 entries"): the job and the search it was found with, how often and when last, newest
 * first. It names jobs and searches, never anything about the person; after sign-in it moves to the
 * account and is removed here.
 */
export interface GuestView {
  job_id: string
  search_query: string | null
  search_location: string | null
  view_count: number
  last_viewed_at: string
}

export function readGuestViews(): GuestView[] {
  let raw: string | null
  try {
    raw = localStorage.getItem(GUEST_HISTORY_KEY)
  } catch {
    return []
  }
  if (raw === null) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  return value.flatMap((item: unknown) => {
    const view = toGuestView(item)
    return view ? [view] : []
  })
}

/** Adds a view: a job seen before moves to the top with one more view; the 51st oldest falls off. */
export function keepGuestView(view: { jobId: string; query: string; location: string }, now = new Date()): void {
  const views = readGuestViews()
  const earlier = views.find((item) => item.job_id === view.jobId)
  const next: GuestView = {
    job_id: view.jobId,
    search_query: view.query.trim() || null,
    search_location: view.location.trim() || null,
    view_count: (earlier?.view_count ?? 0) + 1,
    last_viewed_at: now.toISOString(),
  }
  writeGuestViews([next, ...views.filter((item) => item.job_id !== view.jobId)].slice(0, GUEST_HISTORY_MAX_ENTRIES))
}

/** Puts back views a failed move took out, behind any made since (the list stays newest first and within 50). */
export function restoreGuestViews(views: readonly GuestView[]): void {
  const since = readGuestViews()
  const kept = [...since, ...views.filter((view) => !since.some((item) => item.job_id === view.job_id))]
  writeGuestViews(kept.slice(0, GUEST_HISTORY_MAX_ENTRIES))
}

function writeGuestViews(views: readonly GuestView[]): void {
  try {
    localStorage.setItem(GUEST_HISTORY_KEY, JSON.stringify(views))
  } catch {
    // Storage full or blocked: the views are not kept; reading the job goes on.
  }
}

export function removeGuestViews(): void {
  try {
    localStorage.removeItem(GUEST_HISTORY_KEY)
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

function toGuestView(item: unknown): GuestView | null {
  if (typeof item !== 'object' || item === null) return null
  const record: Partial<Record<keyof GuestView, unknown>> = item
  const { job_id: jobId, search_query: query, search_location: location, view_count: count, last_viewed_at: viewedAt } = record
  if (typeof jobId !== 'string' || jobId === '' || typeof viewedAt !== 'string' || Number.isNaN(Date.parse(viewedAt))) return null
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return null
  if ((query !== null && typeof query !== 'string') || (location !== null && typeof location !== 'string')) return null
  return { job_id: jobId, search_query: query, search_location: location, view_count: count, last_viewed_at: viewedAt }
}
