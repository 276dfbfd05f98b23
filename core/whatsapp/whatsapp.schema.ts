import { z } from 'zod'
import { alertChannels, broadcastSegments, BROADCAST_TEXT_MAX, normalizePhone, whatsappStates } from './whatsapp.ts'

/** The wire shapes of /api/whatsapp (settings, test message) and /api/admin/whatsapp (decision 068). */

export const whatsappPhoneSchema = z
  .string()
  .max(32)
  .transform((value, context) => {
    const phone = normalizePhone(value)
    if (phone === null) {
      context.addIssue({ code: 'custom', message: 'VALIDATION_INVALID_PHONE' })
      return z.NEVER
    }
    return phone
  })
  .meta({ description: 'The WhatsApp number with its country code (E.164).', example: '+919876543210' })

export const saveWhatsappSettingsSchema = z.strictObject({
  phone: whatsappPhoneSchema,
  is_daily_on: z.boolean().meta({ description: 'Whether the daily recommendations go at 9 AM India time.' }),
  daily_channel: z.enum(alertChannels).meta({ description: 'How the daily recommendations reach you: whatsapp, email or both.' }),
})
export type SaveWhatsappSettings = z.output<typeof saveWhatsappSettingsSchema>

export const savedSearchAlertSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_email_on: z.boolean(),
  is_whatsapp_on: z.boolean(),
})
export type SavedSearchAlert = z.infer<typeof savedSearchAlertSchema>

export const whatsappSettingsSchema = z.object({
  phone: z.string().nullable(),
  state: z.enum(whatsappStates).nullable(),
  is_daily_on: z.boolean(),
  daily_channel: z.enum(alertChannels),
  /** The daily digest's job count for the person's plan (1 free, 5 premium). */
  daily_jobs: z.number().int(),
  last_sent_at: z.string().nullable(),
  saved_searches: z.array(savedSearchAlertSchema),
  /** Where the development page lets a person play the part of WhatsApp (local provider only). */
  can_simulate_reply: z.boolean(),
})
export type WhatsappSettings = z.infer<typeof whatsappSettingsSchema>
export const whatsappSettingsResponseSchema = z.object({ data: whatsappSettingsSchema })

export const savedSearchAlertIdParamSchema = z.object({ id: z.coerce.number().int().positive() })
export const setSavedSearchAlertSchema = z.strictObject({ is_email_on: z.boolean(), is_whatsapp_on: z.boolean() })

export const testMessageResponseSchema = z.object({ data: z.object({ jobs: z.number().int() }) })

export const simulateReplySchema = z.strictObject({ text: z.string().trim().min(1).max(100) })

/** Admin: a person's opt-in state. */
export const whatsappUserSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  phone: z.string(),
  state: z.enum(whatsappStates),
  is_daily_on: z.boolean(),
  last_sent_at: z.string().nullable(),
  opted_in_at: z.string().nullable(),
})
export type WhatsappUser = z.infer<typeof whatsappUserSchema>
export const whatsappUsersResponseSchema = z.object({ data: z.array(whatsappUserSchema) })
export const whatsappUserIdParamSchema = z.object({ userId: z.string().min(1).max(100) })

export const monitorDaySchema = z.object({
  day: z.string(),
  sent: z.number().int(),
  delivered: z.number().int(),
  read: z.number().int(),
  failed: z.number().int(),
})
export type MonitorDay = z.infer<typeof monitorDaySchema>
export const monitorResponseSchema = z.object({ data: z.array(monitorDaySchema) })

export const whatsappConfigSchema = z.object({
  provider: z.enum(['local', 'cloud']),
  api_base_url: z.string().nullable(),
  api_version: z.string().nullable(),
  phone_number_id: z.string().nullable(),
  has_access_token: z.boolean(),
  has_app_secret: z.boolean(),
  has_verify_token: z.boolean(),
  messages_per_second: z.number().int(),
  send_hour_ist: z.number().int(),
  templates: z.array(z.object({ template: z.string(), name: z.string(), languages: z.array(z.string()) })),
})
export type WhatsappConfig = z.infer<typeof whatsappConfigSchema>
export const whatsappConfigResponseSchema = z.object({ data: whatsappConfigSchema })
export const adminTestSendSchema = z.strictObject({ phone: whatsappPhoneSchema })
export const adminTestSendResponseSchema = z.object({ data: z.object({ queued: z.boolean() }) })

export const broadcastSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  segment: z.enum(broadcastSegments),
  state: z.enum(['running', 'stopped', 'done']),
  total: z.number().int(),
  sent: z.number().int(),
  created_by: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
})
export type Broadcast = z.infer<typeof broadcastSchema>
export const broadcastsResponseSchema = z.object({ data: z.array(broadcastSchema) })
export const broadcastResponseSchema = z.object({ data: broadcastSchema })
export const startBroadcastSchema = z.strictObject({
  text: z.string().trim().min(1).max(BROADCAST_TEXT_MAX),
  segment: z.enum(broadcastSegments),
})
export const broadcastIdParamSchema = z.object({ id: z.coerce.number().int().positive() })

export const dataRequestSchema = z.object({
  id: z.number().int(),
  user_id: z.string(),
  email: z.string(),
  kind: z.enum(['export', 'erase']),
  state: z.enum(['open', 'done']),
  requested_at: z.string(),
  due_at: z.string(),
  completed_at: z.string().nullable(),
  completed_by: z.string().nullable(),
})
export type DataRequest = z.infer<typeof dataRequestSchema>
export const dataRequestsResponseSchema = z.object({ data: z.array(dataRequestSchema) })
export const dataRequestResponseSchema = z.object({ data: dataRequestSchema })
export const newDataRequestSchema = z.strictObject({
  email: z.email().max(320),
  kind: z.enum(['export', 'erase']),
})
export const dataRequestIdParamSchema = z.object({ id: z.coerce.number().int().positive() })

export const webhookVerifyQuerySchema = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
})
export const webhookAnswerSchema = z.object({ taken: z.number().int(), duplicates: z.number().int() })
export const unsubscribeQuerySchema = z.object({
  u: z.string().min(1).max(100),
  t: z.string().min(1).max(40),
  s: z.string().min(1).max(100),
})
