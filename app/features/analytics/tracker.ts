import { endpointUrl } from '#core/api/endpoint.ts'
import { analyticsEndpoints } from '#core/analytics/analytics.endpoints.ts'
import type { AnalyticsEvent } from '#core/analytics/events.schema.ts'
import {
  ANALYTICS_BATCH_MAX_EVENTS,
  ANALYTICS_EVENT_ATTRIBUTE,
  analyticsEventNames,
  newScrollThresholds,
  scrollPercent,
  TIME_ON_PAGE_INTERVAL_MS,
  type AnalyticsEventName,
} from '#core/analytics/tracking.ts'
import { attributionProperties, rememberAttribution } from './attribution-storage.ts'

/** A plain URL, not callApi: the batch goes as a Blob through sendBeacon when the page is left. */
const ENDPOINT = endpointUrl(analyticsEndpoints.recordEvents)
const ANONYMOUS_ID_KEY = 'jy_analytics_id'
/** Queued events go out this often, and when the page is hidden or left (sendBeacon). */
const FLUSH_INTERVAL_MS = 5_000
/** The batch schema's lengths (events.schema.ts): longer values are cut, not sent to be refused. */
const MAX_TARGET_LENGTH = 200
const MAX_JOB_ID_LENGTH = 100

type EventProperties = AnalyticsEvent['properties']

export interface Tracker {
  pageView(path: string): void
  stop(): void
}

function isEventName(name: string): name is AnalyticsEventName {
  return analyticsEventNames.some((known) => known === name)
}

/** The browser's random id, made on the first event after analytics consent; never made without it. */
function anonymousId(): string {
  try {
    const stored = localStorage.getItem(ANONYMOUS_ID_KEY)
    if (stored) return stored
    const made = crypto.randomUUID()
    localStorage.setItem(ANONYMOUS_ID_KEY, made)
    return made
  } catch {
    return crypto.randomUUID()
  }
}

/** Removes the random id when analytics consent is withdrawn. */
export function forgetAnonymousId(): void {
  try {
    localStorage.removeItem(ANONYMOUS_ID_KEY)
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

/**
 * The first-party tracker (spec 001 §7, §9): page views, scroll depth at 25/50/75/100 % once per
 * page, time on page every 30 s while the page is visible, clicks on elements marked
 * `data-analytics-event` (Google Sign In, Job Card Click, Apply Job, View All Jobs) and form
 * submissions (the form's name only, never its fields). Started only with analytics consent, and
 * stopped when it is withdrawn; events go in batches to our own API, never to a third party's script.
 */
export function startTracker(): Tracker {
  const attribution = attributionProperties(rememberAttribution(new Date()))
  let queue: AnalyticsEvent[] = []
  let currentPath = location.pathname
  let scrollSent = new Set<number>()
  let secondsOnPage = 0

  function track(name: AnalyticsEventName, properties: EventProperties = {}) {
    queue.push({ name, path: currentPath, occurredAt: new Date().toISOString(), properties: { ...attribution, ...properties } })
    if (queue.length >= ANALYTICS_BATCH_MAX_EVENTS) flush(false)
  }

  function flush(isLeaving: boolean) {
    if (queue.length === 0) return
    const body = JSON.stringify({ anonymousId: anonymousId(), events: queue.slice(0, ANALYTICS_BATCH_MAX_EVENTS) })
    queue = queue.slice(ANALYTICS_BATCH_MAX_EVENTS)
    const blob = new Blob([body], { type: 'application/json' })
    if (isLeaving && navigator.sendBeacon(ENDPOINT, blob)) return
    // Analytics never bothers the reader: a lost batch is lost.
    fetch(ENDPOINT, { method: 'POST', body: blob, keepalive: true, credentials: 'same-origin' }).catch(() => undefined)
  }

  function measureScroll() {
    const root = document.documentElement
    const percent = scrollPercent(window.scrollY, window.innerHeight, root.scrollHeight)
    for (const depth of newScrollThresholds(percent, scrollSent)) {
      scrollSent.add(depth)
      track('Scroll Depth', { scroll_depth: depth })
    }
  }

  function onClick(event: MouseEvent) {
    if (!(event.target instanceof Element)) return
    const marked = event.target.closest(`[${ANALYTICS_EVENT_ATTRIBUTE}]`)
    const name = marked?.getAttribute(ANALYTICS_EVENT_ATTRIBUTE)
    if (!marked || !name || !isEventName(name)) return
    const jobId = marked.getAttribute('data-analytics-job-id')?.slice(0, MAX_JOB_ID_LENGTH)
    // Where a link leads, without its query (which may carry a search or a token).
    const target = marked.getAttribute('href')?.split(/[?#]/)[0]?.slice(0, MAX_TARGET_LENGTH)
    track(name, { ...(jobId ? { job_id: jobId } : {}), ...(target ? { target } : {}) })
  }

  function onSubmit(event: SubmitEvent) {
    if (!(event.target instanceof HTMLFormElement)) return
    const form = event.target
    const target = form.getAttribute('name') ?? form.getAttribute('aria-label') ?? form.id ?? ''
    track('Form Submit', target ? { target: target.slice(0, MAX_TARGET_LENGTH) } : {})
  }

  function onVisibility() {
    if (document.visibilityState === 'hidden') flush(true)
  }

  const timeOnPage = window.setInterval(() => {
    if (document.visibilityState !== 'visible') return
    secondsOnPage += TIME_ON_PAGE_INTERVAL_MS / 1000
    track('Time On Page', { seconds_on_page: secondsOnPage })
  }, TIME_ON_PAGE_INTERVAL_MS)
  const flusher = window.setInterval(() => flush(false), FLUSH_INTERVAL_MS)
  const onPageHide = () => flush(true)
  window.addEventListener('scroll', measureScroll, { passive: true })
  document.addEventListener('click', onClick, { capture: true })
  document.addEventListener('submit', onSubmit, { capture: true })
  document.addEventListener('visibilitychange', onVisibility)
  window.addEventListener('pagehide', onPageHide)

  return {
    pageView(path) {
      currentPath = path
      scrollSent = new Set()
      secondsOnPage = 0
      track('Page View')
      // A page shorter than the window is seen whole at once.
      window.requestAnimationFrame(measureScroll)
    },
    /** Consent withdrawn: what is queued is dropped, not sent. */
    stop() {
      queue = []
      window.clearInterval(timeOnPage)
      window.clearInterval(flusher)
      window.removeEventListener('scroll', measureScroll)
      document.removeEventListener('click', onClick, { capture: true })
      document.removeEventListener('submit', onSubmit, { capture: true })
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', onPageHide)
    },
  }
}
