import { defineEndpoints } from '#core/api/endpoint.ts'

/** A person's own WhatsApp and alert settings (server/features/whatsapp/routes.ts): signed in only. */
export const whatsappEndpoints = defineEndpoints(
  { base: '/whatsapp', loadSchemas: () => import('./whatsapp.schema.ts') },
  {
    read: { method: 'GET', path: '/settings', schemas: (s) => ({ response: s.whatsappSettingsResponseSchema }) },
    save: {
      method: 'PUT',
      path: '/settings',
      schemas: (s) => ({ body: s.saveWhatsappSettingsSchema, response: s.whatsappSettingsResponseSchema }),
    },
    setSavedSearchAlert: {
      method: 'PUT',
      path: '/saved-searches/{id}',
      schemas: (s) => ({
        params: s.savedSearchAlertIdParamSchema,
        body: s.setSavedSearchAlertSchema,
        response: s.whatsappSettingsResponseSchema,
      }),
    },
    test: { method: 'POST', path: '/test', isBodyOptional: true, schemas: (s) => ({ response: s.testMessageResponseSchema }) },
    simulateReply: {
      method: 'POST',
      path: '/dev/reply',
      schemas: (s) => ({ body: s.simulateReplySchema, response: s.whatsappSettingsResponseSchema }),
    },
  },
)

/** The WhatsApp admin screens' API (server/features/whatsapp/admin-routes.ts): each route over its area's roles. */
export const whatsappAdminEndpoints = defineEndpoints(
  { base: '/admin/whatsapp', loadSchemas: () => import('./whatsapp.schema.ts') },
  {
    readConfig: { method: 'GET', path: '/config', schemas: (s) => ({ response: s.whatsappConfigResponseSchema }) },
    testSend: {
      method: 'POST',
      path: '/config/test',
      schemas: (s) => ({ body: s.adminTestSendSchema, response: s.adminTestSendResponseSchema }),
    },
    listUsers: { method: 'GET', path: '/users', schemas: (s) => ({ response: s.whatsappUsersResponseSchema }) },
    optOut: {
      method: 'POST',
      path: '/users/{userId}/opt-out',
      isBodyOptional: true,
      schemas: (s) => ({ params: s.whatsappUserIdParamSchema, response: s.whatsappUsersResponseSchema }),
    },
    monitor: { method: 'GET', path: '/monitor', schemas: (s) => ({ response: s.monitorResponseSchema }) },
    listBroadcasts: { method: 'GET', path: '/broadcasts', schemas: (s) => ({ response: s.broadcastsResponseSchema }) },
    startBroadcast: {
      method: 'POST',
      path: '/broadcasts',
      status: 201,
      schemas: (s) => ({ body: s.startBroadcastSchema, response: s.broadcastResponseSchema }),
    },
    stopBroadcast: {
      method: 'POST',
      path: '/broadcasts/{id}/stop',
      isBodyOptional: true,
      schemas: (s) => ({ params: s.broadcastIdParamSchema, response: s.broadcastResponseSchema }),
    },
    listDataRequests: { method: 'GET', path: '/data-requests', schemas: (s) => ({ response: s.dataRequestsResponseSchema }) },
    addDataRequest: {
      method: 'POST',
      path: '/data-requests',
      status: 201,
      schemas: (s) => ({ body: s.newDataRequestSchema, response: s.dataRequestResponseSchema }),
    },
    exportData: {
      method: 'GET',
      path: '/data-requests/{id}/export',
      answer: 'bytes',
      schemas: (s) => ({ params: s.dataRequestIdParamSchema }),
    },
    eraseData: {
      method: 'POST',
      path: '/data-requests/{id}/erase',
      isBodyOptional: true,
      schemas: (s) => ({ params: s.dataRequestIdParamSchema, response: s.dataRequestResponseSchema }),
    },
  },
)

/** What WhatsApp and mail programs call (server/features/whatsapp/webhook-routes.ts): no session, signatures instead. */
export const whatsappWebhookEndpoints = defineEndpoints(
  { base: '/webhooks', loadSchemas: () => import('./whatsapp.schema.ts') },
  {
    verify: { method: 'GET', path: '/whatsapp', answer: 'bytes', schemas: (s) => ({ query: s.webhookVerifyQuerySchema }) },
    // The body is read raw, as Meta signed it: no schema parses it before the signature is checked.
    receive: {
      method: 'POST',
      path: '/whatsapp',
      isBodyOptional: true,
      bodyLimit: 256 * 1024,
      schemas: (s) => ({ response: s.webhookAnswerSchema }),
    },
    unsubscribePage: { method: 'GET', path: '/unsubscribe', answer: 'bytes', schemas: (s) => ({ query: s.unsubscribeQuerySchema }) },
    unsubscribe: {
      method: 'POST',
      path: '/unsubscribe',
      isBodyOptional: true,
      answer: 'bytes',
      schemas: (s) => ({ query: s.unsubscribeQuerySchema }),
    },
  },
)
