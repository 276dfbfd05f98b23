import { keepGuestView } from './guest-history.ts'

/**
 * A job view (spec 001 §4 "Job view history"): signed in, it goes to the account's history; a guest's
 * stays in this browser until sign-in. The API's code loads with the first view, not with the page.
 */
export function recordJobView(jobId: string, context: { query: string; location: string }, isSignedIn: boolean): void {
  if (!isSignedIn) {
    keepGuestView({ jobId, ...context })
    return
  }
  void import('./api.ts').then((api) => api.sendJobView(jobId, context)).catch(() => undefined)
}
