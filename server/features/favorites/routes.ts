import { favoriteEndpoints } from '#core/jobs/jobs.endpoints.ts'
import * as favoriteSchemas from '#core/jobs/favorites.schema.ts'
import { MAX_SAVED_JOBS } from '#core/jobs/favorites.schema.ts'
import { signedInAccess, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import type { Idempotency } from '#server/lib/idempotency.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { FavoritesService } from './service.ts'

/** Saved jobs, mounted at /api/favorites by server/services.ts: signed-in users only, their own rows only. */
export function createFavoritesRoutes(deps: { auth: AuthService; favorites: FavoritesService; idempotency: Idempotency }) {
  const router = createApiRouter()
  const access = signedInAccess(deps.auth)
  const idempotency = deps.idempotency.guard<SignedInEnv>((c) => c.get('viewer').userId)
  const tags = ['Saved jobs']

  const listRoute = apiRoute(favoriteEndpoints.list, favoriteSchemas, {
    access,
    tags,
    summary: 'Your saved jobs',
    description: `The jobs you saved, most recent first (at most ${MAX_SAVED_JOBS}). A saved job that can no longer be shown (expired, removed by its source) comes with \`job: null\`.`,
    answer: 'The saved jobs',
  })
  router.openapi(listRoute, async (c) => c.json({ data: await deps.favorites.listFavorites(c.get('viewer').userId) }, 200))

  const saveRoute = apiRoute(favoriteEndpoints.save, favoriteSchemas, {
    access,
    idempotency,
    tags,
    summary: 'Save a job',
    description: `Saves the job for you. Saving a saved job again changes nothing and answers the first time it was saved. At most ${MAX_SAVED_JOBS} saved jobs (429 API_QUOTA_EXCEEDED past that).`,
    answer: 'Saved',
    example: { jobId: 'demo-1f3a9c', savedAt: '2026-11-24T08:00:00.000Z' },
    errors: { 400: 'A malformed job id or Idempotency-Key', 404: 'No job has this id', 429: `You already saved ${MAX_SAVED_JOBS} jobs` },
  })
  router.openapi(saveRoute, async (c) =>
    c.json(await deps.favorites.saveFavorite(c.get('viewer').userId, c.req.valid('param').job_id), 200),
  )

  const removeRoute = apiRoute(favoriteEndpoints.remove, favoriteSchemas, {
    access,
    idempotency,
    tags,
    summary: 'Remove a saved job',
    description: 'Removes the job from your saved jobs; removing one you have not saved changes nothing.',
    answer: 'Removed',
    errors: { 400: 'A malformed Idempotency-Key' },
  })
  router.openapi(removeRoute, async (c) => {
    await deps.favorites.removeFavorite(c.get('viewer').userId, c.req.valid('param').job_id)
    return c.body(null, 204)
  })

  return router
}
