import { defineEndpoints } from '#core/api/endpoint.ts'

/** One megabyte: small enough that a test file passes it quickly, large enough for several progress events. */
export const TEST_UPLOAD_LIMIT_BYTES = 1024 * 1024

/** A stand-in upload and streamed reply, served by tests/support/transfer-app.ts and called by app/lib's helpers. */
export const transferEndpoints = defineEndpoints(
  { base: '/transfer', loadSchemas: () => import('./transfer.schema.ts') },
  {
    upload: {
      method: 'POST',
      path: '/files',
      request: 'multipart',
      bodyLimit: TEST_UPLOAD_LIMIT_BYTES,
      schemas: (s) => ({ body: s.uploadBodySchema, response: s.uploadedSchema }),
    },
    reply: { method: 'POST', path: '/reply', answer: 'stream', schemas: (s) => ({ body: s.replyRequestSchema }) },
  },
)
