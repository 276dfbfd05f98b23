import { defineEndpoints } from '#core/api/endpoint.ts'

/** The admin API (server/features/admin/routes.ts): staff only, each route over its area's role list. */
export const adminEndpoints = defineEndpoints(
  { base: '/admin', loadSchemas: () => import('./admin.schema.ts') },
  {
    listAreas: { method: 'GET', path: '/areas', schemas: (s) => ({ response: s.adminAreasResponseSchema }) },
    findUsers: { method: 'GET', path: '/users', schemas: (s) => ({ query: s.userSearchSchema, response: s.userSearchResponseSchema }) },
    setRole: {
      method: 'PUT',
      path: '/users/{userId}/role',
      schemas: (s) => ({ params: s.userIdParamSchema, body: s.setRoleSchema, response: s.setRoleResponseSchema }),
    },
    readDashboard: {
      method: 'GET',
      path: '/dashboard',
      schemas: (s) => ({ query: s.dashboardQuerySchema, response: s.dashboardSchema }),
    },
    readAuditLog: {
      method: 'GET',
      path: '/audit-log',
      schemas: (s) => ({ query: s.auditLogQuerySchema, response: s.auditLogResponseSchema }),
    },
  },
)

/** The job sources staff manage (server/features/admin/sources-routes.ts, issue 9). */
export const jobSourceEndpoints = defineEndpoints(
  { base: '/admin/sources', loadSchemas: () => import('./job-sources.schema.ts') },
  {
    list: { method: 'GET', path: '/', schemas: (s) => ({ response: s.jobSourceListResponseSchema }) },
    add: {
      method: 'POST',
      path: '/',
      status: 201,
      schemas: (s) => ({ body: s.jobSourceDeclarationSchema, response: s.jobSourceResponseSchema }),
    },
    setEnabled: {
      method: 'PATCH',
      path: '/{id}',
      schemas: (s) => ({ params: s.jobSourceIdParamSchema, body: s.setSourceEnabledSchema, response: s.jobSourceResponseSchema }),
    },
    run: {
      method: 'POST',
      path: '/{id}/run',
      status: 202,
      schemas: (s) => ({ params: s.jobSourceIdParamSchema, response: s.runQueuedResponseSchema }),
    },
    listRuns: {
      method: 'GET',
      path: '/{id}/runs',
      schemas: (s) => ({ params: s.jobSourceIdParamSchema, response: s.jobSourceRunsResponseSchema }),
    },
  },
)

/** The outbox as staff read it (server/features/admin/email-log-routes.ts, issue 24). */
export const emailLogEndpoints = defineEndpoints(
  { base: '/admin/email-logs', loadSchemas: () => import('./email-logs.schema.ts') },
  {
    list: { method: 'GET', path: '/', schemas: (s) => ({ query: s.emailLogQuerySchema, response: s.emailLogResponseSchema }) },
    resend: {
      method: 'POST',
      path: '/{id}/resend',
      schemas: (s) => ({ params: s.emailLogIdParamSchema, response: s.resendResponseSchema }),
    },
  },
)
