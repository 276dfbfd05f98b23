import { defineEndpoints } from '#core/api/endpoint.ts'

/** The settings API (server/features/account/routes.ts): signed-in users only, and only their own rows. */
export const accountEndpoints = defineEndpoints(
  { base: '/account', loadSchemas: () => import('./account.schema.ts') },
  {
    readProfile: { method: 'GET', path: '/profile', schemas: (s) => ({ response: s.accountProfileSchema }) },
    updateProfile: {
      method: 'PATCH',
      path: '/profile',
      schemas: (s) => ({ body: s.profileUpdateSchema, response: s.accountProfileSchema }),
    },
    listSessions: { method: 'GET', path: '/sessions', schemas: (s) => ({ response: s.accountSessionsResponseSchema }) },
    revokeSession: { method: 'DELETE', path: '/sessions/{session_id}', status: 204, schemas: (s) => ({ params: s.sessionIdParamSchema }) },
    revokeOtherSessions: { method: 'DELETE', path: '/sessions', schemas: (s) => ({ response: s.revokedSessionsResponseSchema }) },
    exportData: { method: 'GET', path: '/export', schemas: (s) => ({ response: s.accountExportSchema }) },
    deleteAccount: { method: 'DELETE', path: '/', status: 204 },
  },
)
