import { defineEndpoints } from '#core/api/endpoint.ts'

/** A click carries two short strings; anything bigger is not a click. */
export const CLICK_BODY_LIMIT_BYTES = 2048

/** The job search API (server/features/jobs/routes.ts). */
export const jobEndpoints = defineEndpoints(
  { base: '/jobs', loadSchemas: () => import('./search.schema.ts') },
  {
    search: { method: 'GET', path: '/search', schemas: (s) => ({ query: s.jobSearchSchema, response: s.jobSearchResponseSchema }) },
    suggestions: {
      method: 'GET',
      path: '/suggestions',
      schemas: (s) => ({ query: s.suggestionQuerySchema, response: s.suggestionResponseSchema }),
    },
    job: { method: 'GET', path: '/{job_id}', schemas: (s) => ({ params: s.jobIdParamSchema, response: s.jobDetailResponseSchema }) },
    click: {
      method: 'POST',
      path: '/{job_id}/click',
      status: 204,
      bodyLimit: CLICK_BODY_LIMIT_BYTES,
      isBodyOptional: true,
      schemas: (s) => ({ params: s.jobIdParamSchema, body: s.jobClickSchema }),
    },
  },
)

/**
 * Saved jobs (server/features/favorites/routes.ts): signed-in users only, their own rows only. Beside
 * the search's endpoints, so that the pages that search and save load one module for both.
 */
export const favoriteEndpoints = defineEndpoints(
  { base: '/favorites', loadSchemas: () => import('./favorites.schema.ts') },
  {
    list: { method: 'GET', path: '/', schemas: (s) => ({ response: s.favoritesResponseSchema }) },
    save: { method: 'PUT', path: '/{job_id}', schemas: (s) => ({ params: s.favoriteJobIdParamSchema, response: s.savedJobSchema }) },
    remove: { method: 'DELETE', path: '/{job_id}', status: 204, schemas: (s) => ({ params: s.favoriteJobIdParamSchema }) },
  },
)
