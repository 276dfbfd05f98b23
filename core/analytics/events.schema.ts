import { z } from 'zod'
import { ANALYTICS_BATCH_MAX_EVENTS, analyticsEventNames, SCROLL_DEPTH_THRESHOLDS } from './tracking.ts'
import { ATTRIBUTION_VALUE_MAX } from './attribution.ts'
import { CONSENT_VERSION } from './consent.ts'

/**
 * The analytics batch the browser sends to POST /api/analytics/events, and the consent a signed-in
 * user records with PUT /api/consent. Properties are a closed list of short values: nothing free-form
 * that could carry a name, an address or a search.
 */

const shortText = z.string().trim().min(1).max(ATTRIBUTION_VALUE_MAX)

export const analyticsPropertiesSchema = z
  .object({
    /** A link's target or a form's name, for the product events; never its contents. */
    target: shortText.optional(),
    job_id: z.string().trim().min(1).max(100).optional(),
    scroll_depth: z.union(SCROLL_DEPTH_THRESHOLDS.map((depth) => z.literal(depth))).optional(),
    seconds_on_page: z.number().int().min(0).max(86_400).optional(),
    utm_source: shortText.optional(),
    utm_medium: shortText.optional(),
    utm_campaign: shortText.optional(),
    utm_term: shortText.optional(),
    utm_content: shortText.optional(),
    landing_page: shortText.optional(),
    referrer: shortText.optional(),
  })
  .strict()

export const analyticsEventSchema = z
  .object({
    name: z.enum(analyticsEventNames),
    /** The page's path, without its query string (which may carry a search or a token). */
    path: z
      .string()
      .max(500)
      .regex(/^\/[^?#]*$/, 'a path without query or hash'),
    /** When the browser saw it (ISO 8601); the server keeps it only within a day of now. */
    occurredAt: z.iso.datetime({ offset: true }),
    properties: analyticsPropertiesSchema.default({}),
  })
  .strict()

export const analyticsBatchSchema = z
  .object({
    /** A random id the browser made (crypto.randomUUID), kept in local storage with analytics consent only. */
    anonymousId: z.uuid(),
    events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX_EVENTS),
  })
  .strict()

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>

export const analyticsBatchResultSchema = z.object({ stored: z.number().int().min(0) })

/** PUT /api/consent: the choice the banner stored, with the notice version it was made under. */
export const consentUpdateSchema = z
  .object({
    version: z.literal(CONSENT_VERSION),
    consent: z.object({ analytics: z.boolean(), marketing: z.boolean(), functional: z.boolean(), necessary: z.literal(true) }).strict(),
  })
  .strict()

export type ConsentUpdate = z.infer<typeof consentUpdateSchema>

export const consentStateSchema = z.object({
  version: z.string(),
  consent: z.object({ analytics: z.boolean(), marketing: z.boolean(), functional: z.boolean(), necessary: z.literal(true) }),
  recordedAt: z.string(),
})

export type ConsentState = z.infer<typeof consentStateSchema>

/** GET and PUT /api/consent: the newest recorded choice, null when none. */
export const consentResponseSchema = z.object({ data: consentStateSchema.nullable() })

/** GET /api/analytics/events?anonymousId=: what was stored for this browser's random id. */
export const storedEventsQuerySchema = z.object({ anonymousId: z.uuid() })
export const storedEventSchema = z.object({
  name: z.string(),
  path: z.string(),
  funnelStep: z.string().nullable(),
  properties: z.record(z.string(), z.unknown()),
  occurredAt: z.string(),
})
export const storedEventsResponseSchema = z.object({ data: z.array(storedEventSchema) })
export type StoredEvent = z.infer<typeof storedEventSchema>
