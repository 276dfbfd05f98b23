import { defineEndpoints } from '#core/api/endpoint.ts'

/** The e-mail-response monitor on /admin/email-logs (server/features/email-monitor/routes.ts, decision 070): the e-mail logs' role list. */
export const emailMonitorEndpoints = defineEndpoints(
  { base: '/admin/email-monitor', loadSchemas: () => import('./email-monitor.schema.ts') },
  {
    read: { method: 'GET', path: '/', schemas: (s) => ({ response: s.emailMonitorResponseSchema }) },
    test: {
      method: 'POST',
      path: '/test',
      schemas: (s) => ({ body: s.emailMonitorSettingsSchema, response: s.emailMonitorResponseSchema }),
    },
    start: { method: 'POST', path: '/start', schemas: (s) => ({ response: s.emailMonitorResponseSchema }) },
    stop: { method: 'POST', path: '/stop', schemas: (s) => ({ response: s.emailMonitorResponseSchema }) },
    checkNow: { method: 'POST', path: '/check', status: 202, schemas: (s) => ({ response: s.emailMonitorResponseSchema }) },
  },
)
