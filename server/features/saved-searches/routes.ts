import { MAX_SAVED_SEARCHES } from '#core/workspace/history.ts'
import { savedSearchEndpoints } from '#core/workspace/saved-searches.endpoints.ts'
import * as savedSearchSchemas from '#core/workspace/saved-searches.schema.ts'
import { signedInAccess, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import type { Idempotency } from '#server/lib/idempotency.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { SavedSearchesService } from './service.ts'

/** Saved searches, mounted at /api/saved-searches by server/services.ts: signed-in users only, their own rows only. */
export function createSavedSearchesRoutes(deps: { auth: AuthService; savedSearches: SavedSearchesService; idempotency: Idempotency }) {
  const router = createApiRouter()
  const access = signedInAccess(deps.auth)
  const idempotency = deps.idempotency.guard<SignedInEnv>((c) => c.get('viewer').userId)
  const tags = ['Saved searches']
  const notYours = { 404: 'No saved search of yours has this id' }

  const listRoute = apiRoute(savedSearchEndpoints.list, savedSearchSchemas, {
    access,
    tags,
    summary: 'Your saved searches',
    description: `Your saved searches, newest first (at most ${MAX_SAVED_SEARCHES}), each with new_count: how many of its jobs were posted since you last looked at its results (null when it could not be counted just now).`,
    answer: 'The saved searches',
  })
  router.openapi(listRoute, async (c) => c.json({ data: await deps.savedSearches.listSavedSearches(c.get('viewer').userId) }, 200))

  const saveRoute = apiRoute(savedSearchEndpoints.save, savedSearchSchemas, {
    access,
    idempotency,
    tags,
    summary: 'Save a search',
    description: `Saves the words, the place and the filters of a search under a name (page and cursor are left out). Saving the same search again renames it. At most ${MAX_SAVED_SEARCHES} (429 API_QUOTA_EXCEEDED past that).`,
    answer: 'The saved search',
    errors: {
      400: 'A search the job search would refuse, or one with nothing in it',
      429: `You already saved ${MAX_SAVED_SEARCHES} searches`,
    },
  })
  router.openapi(saveRoute, async (c) =>
    c.json({ data: await deps.savedSearches.saveSearch(c.get('viewer').userId, c.req.valid('json')) }, 200),
  )

  const seenRoute = apiRoute(savedSearchEndpoints.markSeen, savedSearchSchemas, {
    access,
    tags,
    summary: 'Mark a saved search as seen',
    description: 'You are looking at its results now: its new jobs are counted from this moment on.',
    answer: 'The saved search',
    errors: notYours,
  })
  router.openapi(seenRoute, async (c) =>
    c.json({ data: await deps.savedSearches.markSeen(c.get('viewer').userId, c.req.valid('param').id) }, 200),
  )

  const removeRoute = apiRoute(savedSearchEndpoints.remove, savedSearchSchemas, {
    access,
    idempotency,
    tags,
    summary: 'Delete a saved search',
    description: 'Deletes the saved search (and with it any alert the messaging settings send for it).',
    answer: 'Deleted',
  })
  router.openapi(removeRoute, async (c) => {
    await deps.savedSearches.removeSavedSearch(c.get('viewer').userId, c.req.valid('param').id)
    return c.body(null, 204)
  })

  return router
}
