import { defineEndpoints } from '#core/api/endpoint.ts'

/** Job view history (server/features/history/routes.ts): signed-in users only, their own rows only. Guests keep theirs in local storage. */
export const historyEndpoints = defineEndpoints(
  { base: '/job-history', loadSchemas: () => import('./history.schema.ts') },
  {
    list: { method: 'GET', path: '/', schemas: (s) => ({ query: s.historyQuerySchema, response: s.historyResponseSchema }) },
    record: { method: 'POST', path: '/', schemas: (s) => ({ body: s.recordViewSchema, response: s.recordedViewSchema }) },
    importGuest: { method: 'POST', path: '/import', schemas: (s) => ({ body: s.importViewsSchema, response: s.importedViewsSchema }) },
    clear: { method: 'DELETE', path: '/', status: 204 },
  },
)
