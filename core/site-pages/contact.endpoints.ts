import { defineEndpoints } from '#core/api/endpoint.ts'

/** The contact form's one endpoint (server/features/site-pages): the message goes to the support inbox. */
export const contactEndpoints = defineEndpoints(
  { base: '/contact', loadSchemas: () => import('./contact.schema.ts') },
  {
    send: {
      method: 'POST',
      path: '/',
      status: 202,
      // The longest message (5,000 characters, 4 bytes each at worst) and the other fields fit in 32 KB.
      bodyLimit: 32 * 1024,
      schemas: (s) => ({ body: s.contactMessageSchema, response: s.contactReceiptSchema }),
    },
  },
)
