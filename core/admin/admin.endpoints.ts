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
    setDisabled: {
      method: 'PUT',
      path: '/users/{userId}/disabled',
      schemas: (s) => ({ params: s.userIdParamSchema, body: s.setAccountDisabledSchema, response: s.accountChangeResponseSchema }),
    },
    setPremiumGrant: {
      method: 'PUT',
      path: '/users/{userId}/premium-grant',
      schemas: (s) => ({ params: s.userIdParamSchema, body: s.setPremiumGrantSchema, response: s.accountChangeResponseSchema }),
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

/** Feature flags, maintenance mode and the plan limits (server/features/admin/system-settings-routes.ts, decision 071). */
export const systemSettingsEndpoints = defineEndpoints(
  { base: '/admin/system-settings', loadSchemas: () => import('./system-settings.schema.ts') },
  {
    read: { method: 'GET', path: '/', schemas: (s) => ({ response: s.systemSettingsResponseSchema }) },
    update: {
      method: 'PUT',
      path: '/',
      schemas: (s) => ({ body: s.systemSettingsValuesSchema, response: s.updateSystemSettingsResponseSchema }),
    },
  },
)
