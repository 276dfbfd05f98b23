import type { RequestContext } from '#app/lib/request-context.server.ts'

/** How many saved jobs the dashboard lists; the rest are on /favorites. */
const DASHBOARD_SAVED_JOBS = 5

/**
 * What /dashboard shows beside the tracker for a person who finished onboarding (issue 19): their
 * recent views (the default 50, newest first), saved searches with their new jobs, and the latest saved jobs.
 */
export async function loadWorkspace(context: RequestContext, userId: string) {
  const [history, savedSearches, favorites] = await Promise.all([
    context.services.history.listHistory(userId),
    context.services.savedSearches.listSavedSearches(userId),
    context.services.favorites.listFavorites(userId),
  ])
  return { history, savedSearches, savedJobs: favorites.slice(0, DASHBOARD_SAVED_JOBS), savedJobsTotal: favorites.length }
}

export type WorkspaceData = Awaited<ReturnType<typeof loadWorkspace>>
