import { z } from 'zod'

/** Service health as spec 001 §4 "Service health" names it. */
export const serviceStatuses = ['available', 'degraded', 'unavailable'] as const
export const serviceStatusSchema = z.enum(serviceStatuses)
export type ServiceStatus = z.infer<typeof serviceStatusSchema>

export const healthServices = ['database', 'job-search', 'ai'] as const
export type HealthService = (typeof healthServices)[number]

export const serviceHealthSchema = z.object({
  status: serviceStatusSchema,
  latency_ms: z.number().nullable(),
  detail: z.string().nullable(),
})
export type ServiceHealth = z.infer<typeof serviceHealthSchema>

export const healthReportSchema = z.object({
  status: serviceStatusSchema,
  uptime_s: z.number().int().nonnegative(),
  services: z.object({
    database: serviceHealthSchema,
    'job-search': serviceHealthSchema,
    ai: serviceHealthSchema,
  }),
})
export type HealthReport = z.infer<typeof healthReportSchema>

/** The HTTP status a per-service probe answers: OK when available, non-OK under 500 when degraded, 503 when unavailable. */
export const healthHttpStatus = { available: 200, degraded: 424, unavailable: 503 } as const satisfies Record<ServiceStatus, number>

/** The worst of several statuses: one unavailable service makes the whole unavailable. */
export function worstStatus(statuses: ServiceStatus[]): ServiceStatus {
  if (statuses.includes('unavailable')) return 'unavailable'
  if (statuses.includes('degraded')) return 'degraded'
  return 'available'
}
