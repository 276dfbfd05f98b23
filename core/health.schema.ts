import { z } from 'zod'
import { jobSourceHealths } from '#core/admin/job-sources.ts'

/**
 * Service health as spec 001 §4 "Service health" names it, plus `disabled`: a service this deployment
 * has not configured. It is not failing, so it counts neither for nor against the overall status.
 */
export const serviceStatuses = ['available', 'degraded', 'unavailable', 'disabled'] as const
export const serviceStatusSchema = z.enum(serviceStatuses)
export type ServiceStatus = z.infer<typeof serviceStatusSchema>

export const healthServices = ['database', 'job-search', 'ai'] as const
export type HealthService = (typeof healthServices)[number]

export const healthServiceParamSchema = z.object({ service: z.enum(healthServices) })

export const serviceHealthSchema = z.object({
  status: serviceStatusSchema,
  latency_ms: z.number().nullable(),
  detail: z.string().nullable(),
})
/** What one probe found (server/features/health/service.ts runs them; the AI adapter and job search each have one). */
export type ServiceHealth = z.infer<typeof serviceHealthSchema>

/**
 * A dependency's health as /api/health answers it: what the last background check found, when it ran
 * (`checked_at`) and how long before this answer (`age_ms`). Requests read the status the server
 * refreshes every few seconds; they never run a check themselves (decision 042).
 */
export const checkedServiceHealthSchema = serviceHealthSchema.extend({
  checked_at: z.iso.datetime(),
  age_ms: z.number().int().nonnegative(),
})
export type CheckedServiceHealth = z.infer<typeof checkedServiceHealthSchema>

/**
 * One job source's health (issue 9): `status` in the terms above — available (its last run succeeded,
 * or it has not run yet), degraded (its last run failed: `consecutive_failures` in a row), disabled
 * (paused by staff) — and `health` in the admin screen's words. A source never counts in the overall
 * status: search serves the jobs stored while a feed is failing, so nobody is in fallback mode.
 */
export const sourceHealthSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: serviceStatusSchema.exclude(['unavailable']),
  health: z.enum(jobSourceHealths),
  last_run_at: z.iso.datetime().nullable(),
  consecutive_failures: z.number().int().nonnegative(),
})
export type SourceHealth = z.infer<typeof sourceHealthSchema>

export const healthReportSchema = z.object({
  status: serviceStatusSchema.exclude(['disabled']),
  uptime_s: z.number().int().nonnegative(),
  /** When the refresh that read this report (the sources' health included) finished, and how long before this answer. */
  checked_at: z.iso.datetime(),
  age_ms: z.number().int().nonnegative(),
  services: z.object({
    database: checkedServiceHealthSchema,
    'job-search': checkedServiceHealthSchema,
    ai: checkedServiceHealthSchema,
  }),
  /** Every job source but the demo set, in name order. */
  sources: z.array(sourceHealthSchema),
})
export type HealthReport = z.infer<typeof healthReportSchema>

/**
 * The HTTP status a per-service probe answers: OK when available, non-OK under 500 when degraded, 503
 * when unavailable (spec 001 §4). A disabled service answers OK: nothing is down, so a client probing it
 * must not switch to fallback mode; the body says `disabled`.
 */
export const healthHttpStatus = { available: 200, degraded: 424, unavailable: 503, disabled: 200 } as const satisfies Record<
  ServiceStatus,
  number
>

/** The overall status: the worst of the configured services (disabled ones are left out). */
export function worstStatus(statuses: ServiceStatus[]): Exclude<ServiceStatus, 'disabled'> {
  if (statuses.includes('unavailable')) return 'unavailable'
  if (statuses.includes('degraded')) return 'degraded'
  return 'available'
}
