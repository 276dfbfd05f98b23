import { z } from 'zod'
import { outboxStates } from './email-logs.ts'

/** /admin/email-logs (issue 24): the outbox as staff read it, a page at a time, and the resend of a failed message. */

export const emailLogQuerySchema = z.strictObject({
  state: z.enum(outboxStates).optional().meta({ description: 'Only messages in this state.' }),
  template: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .optional()
    .meta({ description: 'Only messages of this template (welcome, verify-email, …).', example: 'welcome' }),
  recipient: z
    .string()
    .trim()
    .min(3)
    .max(254)
    .optional()
    .meta({ description: 'Recipients containing this text (case-insensitive).', example: 'gmail.com' }),
  after: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/)
    .optional()
    .meta({ description: 'The `next_after` of the previous page: messages older than that one.', example: '1042' }),
})
export type EmailLogQuery = z.infer<typeof emailLogQuerySchema>

export const emailLogEntrySchema = z.object({
  id: z.string(),
  channel: z.string(),
  template: z.string(),
  locale: z.string(),
  recipient: z.string(),
  state: z.enum(outboxStates),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
})
export type EmailLogEntry = z.infer<typeof emailLogEntrySchema>

export const emailLogResponseSchema = z.object({
  data: z.array(emailLogEntrySchema),
  /** Pass as `after` for the next (older) page; null on the last page. */
  next_after: z.string().nullable(),
  /** The templates messages have been written with, for the filter. */
  templates: z.array(z.string()),
})
export type EmailLogResponse = z.infer<typeof emailLogResponseSchema>

export const emailLogIdParamSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/)
    .meta({ param: { name: 'id', in: 'path' }, example: '1042' }),
})

export const resendResponseSchema = z.object({ data: emailLogEntrySchema })
