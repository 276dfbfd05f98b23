import { z } from 'zod'
import { PLAN_TYPES, PLANS, SUBSCRIPTION_STATUSES, USAGE_FEATURES, USE_ID_PATTERN } from './plans.ts'

/**
 * The wire shapes of /api/usage and /api/subscription (spec 000 §7 get-user-usage, increment-usage,
 * get-subscription-status), under the spec's field names (usage_count, plan_type, is_premium,
 * expires_at). The numbers come from core/plans/plans.ts.
 */

export const usageFeatureSchema = z.enum(USAGE_FEATURES).meta({
  description:
    'A counted feature: chatbot_messages, job_applications, whatsapp_applications, whatsapp_notifications (spec 000 §3), or whatsapp_jobs (jobs in the daily WhatsApp message).',
  example: 'chatbot_messages',
})

export const usageFeatureParamSchema = z.object({ feature: usageFeatureSchema })

export const usageSchema = z.object({
  feature: usageFeatureSchema,
  usage_count: z.number().int().nonnegative().meta({ description: 'Uses counted today (India time).', example: 2 }),
  limit: z
    .number()
    .int()
    .nonnegative()
    .nullable()
    .meta({ description: "Today's limit of your plan; null when it has none (premium), 0 when your plan has no use of it.", example: 3 }),
  day: z.iso
    .date()
    .meta({ description: 'The India-time calendar day counted (limits start again at midnight IST).', example: '2026-11-24' }),
})
export type UsageResponse = z.infer<typeof usageSchema>

/** Spec 000 §7 increment-usage's body beyond the feature: the id of the use, when the server may have counted it already. */
export const countUseRequestSchema = z.object({
  messageId: z.string().regex(USE_ID_PATTERN, { error: "8 to 100 letters, digits, '-' or '_'" }).optional().meta({
    description:
      'The id of the chat message being counted, as sent to POST /api/chat/messages. A message the chat endpoint already counted under this id is not counted again; without it, one use is counted.',
    example: '9b2f4c1e-5a7d-4e8b-a0c3-1d2e3f4a5b6c',
  }),
})
export type CountUseRequest = z.infer<typeof countUseRequestSchema>

export const allUsageResponseSchema = z.object({
  plan: z.enum(PLANS).meta({ description: 'The plan whose limits apply: guest (signed out), free or premium.' }),
  day: usageSchema.shape.day,
  data: z.array(usageSchema),
})
export type AllUsageResponse = z.infer<typeof allUsageResponseSchema>

export const subscriptionStatusSchema = z.object({
  plan_type: z.enum(PLAN_TYPES),
  status: z.enum(SUBSCRIPTION_STATUSES).meta({ description: 'inactive unless a plan was bought.' }),
  expires_at: z.iso.datetime({ offset: true }).nullable().meta({ description: 'When the plan ends (ISO 8601), or null.' }),
  is_premium: z.boolean().meta({ description: 'Whether premium rights apply now: every limit lifted, premium-only features open.' }),
})
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusSchema>
