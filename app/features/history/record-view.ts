import { keepGuestView } from './guest-history.ts'

/** The session-storage key of the jobs viewed in this visit, with when each was last shown. */
export const VISIT_VIEWS_KEY = 'jobyatra:visit-views'
/** A visit ends after this long without seeing the job again (the usual analytics session). */
export const VISIT_IDLE_MS = 30 * 60_000

/** When session storage is blocked, the views of this page's life. */
const memoryVisit = new Map<string, number>()

/**
 * A job view (spec 001 §4 "Job view history"): signed in, it goes to the account's history; a guest's
 * stays in this browser until sign-in. A job counts once a visit however it is shown (the dialog a card
 * opens, its own page /jobs/{jobId}, both, or either again), so view_count counts visits, not renders
 * (decision 075). The API's code loads with the first view, not with the page.
 */
export function recordJobView(
  jobId: string,
  context: { query: string; location: string },
  isSignedIn: boolean,
  now: number = Date.now(),
): boolean {
  if (!startsVisitView(jobId, now)) return false
  if (!isSignedIn) {
    keepGuestView({ jobId, ...context })
    return true
  }
  void import('./api.ts').then((api) => api.sendJobView(jobId, context)).catch(() => undefined)
  return true
}

/** True when the job was not seen in this visit; notes that it is seen now either way. */
function startsVisitView(jobId: string, now: number): boolean {
  const seen = readVisit()
  const last = seen.get(jobId)
  seen.set(jobId, now)
  writeVisit(seen, now)
  return last === undefined || now - last > VISIT_IDLE_MS
}

function readVisit(): Map<string, number> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(VISIT_VIEWS_KEY) ?? '{}')
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return new Map()
    return new Map(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'))
  } catch {
    return new Map(memoryVisit)
  }
}

function writeVisit(seen: ReadonlyMap<string, number>, now: number): void {
  // Jobs not seen for a whole visit are forgotten, so the entry stays small.
  const kept = [...seen].filter(([, at]) => now - at <= VISIT_IDLE_MS)
  memoryVisit.clear()
  for (const [id, at] of kept) memoryVisit.set(id, at)
  try {
    sessionStorage.setItem(VISIT_VIEWS_KEY, JSON.stringify(Object.fromEntries(kept)))
  } catch {
    // Blocked or full: the page's own memory keeps the visit.
  }
}
