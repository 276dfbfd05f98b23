import { z } from 'zod'
import { APPLICATION_STATUSES } from '#core/workspace/applications.ts'
import { connectionResults, emailMonitorFailures, emailMonitorStates, replyKinds } from './email-monitor.ts'

/** /admin/email-logs' e-mail-response monitor (issue 24, decision 070): its credentials, its state and what it moved. */

/** No CR or LF: IMAP's quoted strings cannot carry them. */
const singleLine = /^[^\r\n]*$/

export const emailMonitorSettingsSchema = z.strictObject({
  host: z
    .string()
    .trim()
    .min(1)
    .max(253)
    .regex(/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/)
    .meta({ description: 'The IMAP server’s host name or IPv4 address.', example: 'imap.gmail.com' }),
  port: z.number().int().min(1).max(65_535).meta({ description: 'Its port: 993 with TLS, 143 without.', example: 993 }),
  tls: z.boolean().meta({ description: 'Implicit TLS (IMAPS).' }),
  user: z.string().trim().min(1).max(254).regex(singleLine).meta({ description: 'The mailbox’s user name.', example: 'jobs@jobyatra.in' }),
  password: z
    .string()
    .min(1)
    .max(512)
    .regex(singleLine)
    .optional()
    .meta({ description: 'The password; leave it out to keep the one saved. Never sent back.' }),
})
export type EmailMonitorSettings = z.infer<typeof emailMonitorSettingsSchema>

export const emailMonitorMatchSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  kind: z.enum(replyKinds),
  /** The applicant's e-mail address the message was sent to. */
  applicant: z.string(),
  job_title: z.string(),
  employer_name: z.string(),
  from_status: z.enum(APPLICATION_STATUSES),
  to_status: z.enum(APPLICATION_STATUSES),
  /** False when the application was already past where the reply would move it (an offer is never moved back). */
  is_moved: z.boolean(),
  subject: z.string(),
  sender: z.string(),
  phrase: z.string(),
})
export type EmailMonitorMatch = z.infer<typeof emailMonitorMatchSchema>

export const emailMonitorStatusSchema = z.object({
  /** `local`: the development inbox (EMAIL_MONITOR_PROVIDER=local); `imap`: a real server. */
  provider: z.enum(['local', 'imap']),
  settings: z
    .object({ host: z.string(), port: z.number().int(), tls: z.boolean(), user: z.string(), has_password: z.boolean() })
    .nullable(),
  state: z.enum(emailMonitorStates),
  connection: z.object({
    result: z.enum(connectionResults),
    tested_at: z.iso.datetime().nullable(),
    failure: z.enum(emailMonitorFailures).nullable(),
  }),
  last_check: z
    .object({
      at: z.iso.datetime(),
      is_ok: z.boolean(),
      failure: z.enum(emailMonitorFailures).nullable(),
      messages: z.number().int(),
      moved: z.number().int(),
    })
    .nullable(),
  matches: z.array(emailMonitorMatchSchema),
})
export type EmailMonitorStatus = z.infer<typeof emailMonitorStatusSchema>

export const emailMonitorResponseSchema = z.object({ data: emailMonitorStatusSchema })
export type EmailMonitorResponse = z.infer<typeof emailMonitorResponseSchema>

/** The panel's form: the port as typed, and an empty password meaning "keep the one saved"; the same rules as the API's body. */
export const emailMonitorFormSchema = emailMonitorSettingsSchema.extend({
  port: z
    .union([
      z
        .string()
        .trim()
        .regex(/^\d{1,5}$/)
        .transform(Number),
      z.number(),
    ])
    .pipe(z.number().int().min(1).max(65_535)),
  password: z
    .string()
    .max(512)
    .regex(singleLine)
    .transform((value) => (value === '' ? undefined : value)),
})
