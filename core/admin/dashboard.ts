/** The staff dashboard's periods (/admin/dashboard, issue 24): how many India days back it counts, today included. */
export const DASHBOARD_PERIODS = [7, 30, 90] as const
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number]
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 30

export function isDashboardPeriod(value: number): value is DashboardPeriod {
  return DASHBOARD_PERIODS.some((period) => period === value)
}

/** The India days of a period ending `today` (YYYY-MM-DD), oldest first. */
export function periodDays(today: string, period: DashboardPeriod): string[] {
  const end = Date.parse(`${today}T00:00:00Z`)
  return Array.from({ length: period }, (_, index) => new Date(end - (period - 1 - index) * 86_400_000).toISOString().slice(0, 10))
}

/**
 * The dashboard's lines, one per metric a server feature declares (ServerFeature.metrics): its name
 * is the admin namespace's `dashboard.metrics.<key>`, which the compiler checks exists for each.
 */
export const DASHBOARD_METRIC_KEYS = [
  'signUps',
  'activeUsers',
  'searches',
  'applications',
  'payments',
  'chatMessages',
  'whatsappMessages',
] as const
export type DashboardMetricKey = (typeof DASHBOARD_METRIC_KEYS)[number]
