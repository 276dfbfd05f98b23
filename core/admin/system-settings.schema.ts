import { z } from 'zod'
import { USAGE_FEATURES } from '#core/plans/plans.ts'
import { MAINTENANCE_MESSAGE_MAX, type FeatureFlag } from './system-settings.ts'

/** The system settings API's bodies (server/features/admin/system-settings-routes.ts), read by /admin/system-settings. */

const flagsShape = {
  aiAssistant: z.boolean(),
  whatsappDigest: z.boolean(),
  signUps: z.boolean(),
  blogGenerator: z.boolean(),
} satisfies Record<FeatureFlag, z.ZodBoolean>

export const systemSettingsValuesSchema = z
  .strictObject({
    flags: z.strictObject(flagsShape),
    maintenance: z.strictObject({
      isOn: z.boolean(),
      message: z.string().trim().max(MAINTENANCE_MESSAGE_MAX),
    }),
  })
  .refine((values) => !values.maintenance.isOn || values.maintenance.message.length >= 3, {
    path: ['maintenance', 'message'],
    message: 'A maintenance message of at least 3 characters is required while maintenance mode is on.',
  })
export type SystemSettingsBody = z.infer<typeof systemSettingsValuesSchema>

/** One plan limit as the screen shows it: read-only, from core/plans/plans.ts USAGE_RULES (decision 071). */
export const planLimitSchema = z.object({
  feature: z.enum(USAGE_FEATURES),
  guest: z.number().int().nullable(),
  free: z.number().int().nullable(),
  premium: z.number().int().nullable(),
})

export const systemSettingsResponseSchema = z.object({
  flags: z.strictObject(flagsShape),
  maintenance: z.object({ isOn: z.boolean(), message: z.string() }),
  /** The daily limits per plan (null: no limit), and the module that defines them. */
  limits: z.object({ source: z.string(), data: z.array(planLimitSchema) }),
})
export type SystemSettingsResponse = z.infer<typeof systemSettingsResponseSchema>

export const updateSystemSettingsResponseSchema = systemSettingsResponseSchema.extend({
  /** False when nothing changed (nothing written to the audit log). */
  changed: z.boolean(),
})
