/**
 * What the first-party tracker measures (spec 001 §7 and §9 "Analytics"): the spec's events, the
 * funnel map, scroll depth at 25/50/75/100 % and time on page every 30 s.
 */

/** Spec 000 §7 / spec 001 §7: the events the product sends, by their names. */
export const productEvents = ['Google Sign In', 'Job Card Click', 'Apply Job', 'View All Jobs', 'Form Submit'] as const
/** Events the tracker itself measures. */
export const measuredEvents = ['Page View', 'Scroll Depth', 'Time On Page'] as const
export const analyticsEventNames = [...productEvents, ...measuredEvents] as const
export type AnalyticsEventName = (typeof analyticsEventNames)[number]

/** Spec 001 §7 "The funnel map": path → funnel step. */
export const funnelMap = {
  '/': 'landing',
  '/auth': 'registration',
  '/dashboard': 'onboarding complete',
  '/pricing': 'pricing',
  '/resume-builder': 'resume builder usage',
} as const satisfies Record<string, string>

export type FunnelStep = (typeof funnelMap)[keyof typeof funnelMap]

const funnelSteps: ReadonlyMap<string, FunnelStep> = new Map(Object.entries(funnelMap))

export function funnelStepFor(path: string): FunnelStep | null {
  return funnelSteps.get(path) ?? null
}

/** Spec 001 §9: scroll events at 25, 50, 75 and 100 %. */
export const SCROLL_DEPTH_THRESHOLDS = [25, 50, 75, 100] as const
export type ScrollDepth = (typeof SCROLL_DEPTH_THRESHOLDS)[number]

/** Spec 001 §9: a time-on-page event every 30 s. */
export const TIME_ON_PAGE_INTERVAL_MS = 30_000

/**
 * How far down the page the reader has seen, in percent (a page that fits the window is seen whole),
 * and the thresholds that crossing it newly reaches.
 */
export function scrollPercent(scrollTop: number, viewportHeight: number, documentHeight: number): number {
  if (documentHeight <= viewportHeight) return 100
  const seen = ((scrollTop + viewportHeight) / documentHeight) * 100
  return Math.min(100, Math.max(0, seen))
}

export function newScrollThresholds(percent: number, alreadySent: ReadonlySet<number>): ScrollDepth[] {
  // A rounding pixel short of the bottom still counts as the whole page.
  const reached = percent >= 99.5 ? 100 : percent
  return SCROLL_DEPTH_THRESHOLDS.filter((threshold) => threshold <= reached && !alreadySent.has(threshold))
}

/** The attribute a link or button carries to be counted when clicked (no script needed where it renders). */
export const ANALYTICS_EVENT_ATTRIBUTE = 'data-analytics-event'

/** At most this many events in one batch, and this many bytes in the body (POST /api/analytics/events). */
export const ANALYTICS_BATCH_MAX_EVENTS = 50
export const ANALYTICS_BODY_LIMIT_BYTES = 32_768
/** Batches one browser id, and one address, may send per minute before the rest are refused with 429. */
export const ANALYTICS_BATCHES_PER_MINUTE = 30
