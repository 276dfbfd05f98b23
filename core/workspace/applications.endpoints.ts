import { defineEndpoints } from '#core/api/endpoint.ts'

/** Application tracking (server/features/applications/routes.ts): signed-in users only, their own rows only. */
export const applicationEndpoints = defineEndpoints(
  { base: '/job-applications', loadSchemas: () => import('./applications.schema.ts') },
  {
    list: { method: 'GET', path: '/', schemas: (s) => ({ response: s.applicationsResponseSchema }) },
    record: {
      method: 'POST',
      path: '/',
      schemas: (s) => ({ body: s.recordApplicationSchema, response: s.recordedApplicationSchema }),
    },
    exportCsv: { method: 'GET', path: '/export', answer: 'bytes' },
    detail: { method: 'GET', path: '/{id}', schemas: (s) => ({ params: s.applicationIdParamSchema, response: s.applicationDetailSchema }) },
    change: {
      method: 'PATCH',
      path: '/{id}',
      schemas: (s) => ({ params: s.applicationIdParamSchema, body: s.changeApplicationSchema, response: s.applicationDetailSchema }),
    },
    addEvent: {
      method: 'POST',
      path: '/{id}/events',
      schemas: (s) => ({ params: s.applicationIdParamSchema, body: s.addApplicationEventSchema, response: s.applicationDetailSchema }),
    },
    remove: { method: 'DELETE', path: '/{id}', status: 204, schemas: (s) => ({ params: s.applicationIdParamSchema }) },
  },
)
