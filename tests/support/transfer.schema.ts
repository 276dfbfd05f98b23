import { z } from 'zod'

/**
 * The schemas of tests/support/transfer.endpoints.ts: a stand-in upload and streamed reply, for the
 * tests of app/lib/upload-to-api.ts and stream-from-api.ts until the resumes and AI features declare
 * their own.
 */

export const uploadBodySchema = z.object({
  file: z.instanceof(File),
  note: z.string().max(100).optional(),
})

export const uploadedSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  note: z.string().nullable(),
})

export const replyRequestSchema = z.strictObject({
  scenario: z.enum(['text', 'events', 'fails-midway', 'breaks', 'endless']),
})
