import { createRoute, z } from '@hono/zod-openapi'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { favoriteJobIdSchema, favoritesResponseSchema, MAX_SAVED_JOBS, savedJobSchema } from '#core/jobs/favorites.schema.ts'
import { requireSignedInApi, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import type { Idempotency } from '#server/lib/idempotency.ts'
import { IDEMPOTENCY_HEADER } from '#server/lib/idempotency.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { FavoritesService } from './service.ts'

const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
})
const signedOut = errorContent('Not signed in, or the session has expired')

const jobIdParamSchema = z.object({
  job_id: favoriteJobIdSchema.meta({ description: 'The job id, as in GET /api/jobs/{job_id}.' }),
})

const idempotencyHeaderSchema = z.object({
  [IDEMPOTENCY_HEADER.toLowerCase()]: z.string().optional().meta({
    description:
      'Optional, 8–100 letters, digits, "-" or "_". A repeat with the same key and request gets the first answer back (header Idempotent-Replayed: true) and changes nothing; the same key with another request answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is still running 409 IDEMPOTENCY_REQUEST_IN_PROGRESS.',
  }),
})
const idempotencyErrors = {
  409: errorContent('A request with this Idempotency-Key is still running (IDEMPOTENCY_REQUEST_IN_PROGRESS)'),
  422: errorContent('This Idempotency-Key was used for another request (IDEMPOTENCY_KEY_REUSED)'),
}

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Saved jobs'],
  summary: 'Your saved jobs',
  description: `The jobs you saved, most recent first (at most ${MAX_SAVED_JOBS}). A saved job that can no longer be shown (expired, removed by its source) comes with \`job: null\`.`,
  responses: {
    200: { description: 'The saved jobs', content: { 'application/json': { schema: favoritesResponseSchema } } },
    401: signedOut,
  },
})

const saveRoute = createRoute({
  method: 'put',
  path: '/{job_id}',
  tags: ['Saved jobs'],
  summary: 'Save a job',
  description: `Saves the job for you. Saving a saved job again changes nothing and answers the first time it was saved. At most ${MAX_SAVED_JOBS} saved jobs (429 API_QUOTA_EXCEEDED past that).`,
  request: { params: jobIdParamSchema, headers: idempotencyHeaderSchema },
  responses: {
    200: {
      description: 'Saved',
      content: { 'application/json': { schema: savedJobSchema, example: { jobId: 'demo-1f3a9c', savedAt: '2026-11-24T08:00:00.000Z' } } },
    },
    400: errorContent('A malformed job id or Idempotency-Key'),
    401: signedOut,
    404: errorContent('No job has this id'),
    429: errorContent(`You already saved ${MAX_SAVED_JOBS} jobs`),
    ...idempotencyErrors,
  },
})

const removeRoute = createRoute({
  method: 'delete',
  path: '/{job_id}',
  tags: ['Saved jobs'],
  summary: 'Remove a saved job',
  description: 'Removes the job from your saved jobs; removing one you have not saved changes nothing.',
  request: { params: jobIdParamSchema, headers: idempotencyHeaderSchema },
  responses: { 204: { description: 'Removed' }, 400: errorContent('A malformed Idempotency-Key'), 401: signedOut, ...idempotencyErrors },
})

/** Saved jobs, mounted at /api/favorites by server/services.ts: signed-in users only, their own rows only. */
export function createFavoritesRoutes(deps: { auth: AuthService; favorites: FavoritesService; idempotency: Idempotency }) {
  const router = createApiRouter<SignedInEnv>()
  router.use('*', requireSignedInApi(deps.auth))
  router.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'private, no-store')
  })
  router.on(
    ['PUT', 'DELETE'],
    '/:job_id',
    deps.idempotency.guard<SignedInEnv>((c) => c.get('viewer').userId),
  )

  router.openapi(listRoute, async (c) => c.json({ data: await deps.favorites.listFavorites(c.get('viewer').userId) }, 200))

  router.openapi(saveRoute, async (c) =>
    c.json(await deps.favorites.saveFavorite(c.get('viewer').userId, c.req.valid('param').job_id), 200),
  )

  router.openapi(removeRoute, async (c) => {
    await deps.favorites.removeFavorite(c.get('viewer').userId, c.req.valid('param').job_id)
    return c.body(null, 204)
  })

  // Mounted through an AppEnv router, as every feature's router is (server/services.ts).
  return createApiRouter().route('/', router)
}
