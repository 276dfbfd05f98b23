import { defineEndpoints, serverOnlySchemas } from '#core/api/endpoint.ts'

/**
 * The signed-in person's cookie-consent record (server/features/analytics/routes.ts). A module of its
 * own: the tracker, which starts with every consenting page, needs only the events endpoint.
 */
export const consentEndpoints = defineEndpoints(
  { base: '/consent', loadSchemas: serverOnlySchemas<typeof import('./events.schema.ts')> },
  {
    read: { method: 'GET', path: '/', schemas: (s) => ({ response: s.consentResponseSchema }) },
    record: { method: 'PUT', path: '/', schemas: (s) => ({ body: s.consentUpdateSchema, response: s.consentResponseSchema }) },
  },
)
