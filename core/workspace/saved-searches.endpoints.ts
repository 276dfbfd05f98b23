import { defineEndpoints } from '#core/api/endpoint.ts'

/** Saved searches (server/features/saved-searches/routes.ts): signed-in users only, their own rows only. */
export const savedSearchEndpoints = defineEndpoints(
  { base: '/saved-searches', loadSchemas: () => import('./saved-searches.schema.ts') },
  {
    list: { method: 'GET', path: '/', schemas: (s) => ({ response: s.savedSearchesResponseSchema }) },
    save: { method: 'POST', path: '/', schemas: (s) => ({ body: s.saveSearchSchema, response: s.savedSearchResponseSchema }) },
    markSeen: {
      method: 'POST',
      path: '/{id}/seen',
      schemas: (s) => ({ params: s.savedSearchIdParamSchema, response: s.savedSearchResponseSchema }),
    },
    remove: { method: 'DELETE', path: '/{id}', status: 204, schemas: (s) => ({ params: s.savedSearchIdParamSchema }) },
  },
)
