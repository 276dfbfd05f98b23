import { getCookie } from 'hono/cookie'
import { analyticsEndpoints } from '#core/analytics/analytics.endpoints.ts'
import { consentEndpoints } from '#core/analytics/consent.endpoints.ts'
import { CONSENT_COOKIE, CONSENT_VERSION, parseConsentCookie } from '#core/analytics/consent.ts'
import * as eventSchemas from '#core/analytics/events.schema.ts'
import { ANALYTICS_BATCH_MAX_EVENTS, ANALYTICS_BATCHES_PER_MINUTE, ANALYTICS_BODY_LIMIT_BYTES } from '#core/analytics/tracking.ts'
import { signedInAccess, type AuthService } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import { STORED_EVENTS_LIMIT, type AnalyticsService } from './service.ts'

const tags = ['Analytics']

/** The analytics API, mounted at /api/analytics by server/services.ts. */
export function createAnalyticsRoutes(deps: { auth: AuthService; analytics: AnalyticsService }) {
  const router = createApiRouter()

  const eventsRoute = apiRoute(analyticsEndpoints.recordEvents, eventSchemas, {
    tags,
    summary: 'Send analytics events',
    description: `A batch of first-party analytics events (spec 001 §7): page views, scroll depth (25/50/75/100 %), time on page, Google Sign In, Job Card Click, Apply Job, View All Jobs and form submissions, at most ${ANALYTICS_BATCH_MAX_EVENTS} events and ${ANALYTICS_BODY_LIMIT_BYTES} bytes. The server stores them only when the request carries the \`${CONSENT_COOKIE}\` cookie of notice version ${CONSENT_VERSION} with analytics allowed; without it the batch is dropped unread and answered 204. Each browser id and each address may send ${ANALYTICS_BATCHES_PER_MINUTE} batches a minute.`,
    answer: 'Stored (events dated more than a day back are left out)',
    otherAnswers: { 204: 'Dropped: no analytics consent' },
    errors: { 400: 'The batch breaks its schema', 429: 'Too many batches this minute (API_RATE_LIMITED)' },
  })
  router.openapi(eventsRoute, async (c) => {
    const consent = parseConsentCookie(getCookie(c, CONSENT_COOKIE))
    // Nothing is read about the person (not even the session) until their consent allows it.
    if (!consent.analytics) return c.body(null, 204)
    const batch = c.req.valid('json')
    const viewer = await deps.auth.readViewer(c.req.raw.headers)
    const outcome = await deps.analytics.recordBatch({
      batch,
      consent,
      userId: viewer.kind === 'signed-in' ? viewer.viewer.userId : null,
      rateKeys: [`id:${batch.anonymousId}`, `ip:${c.get('clientIp')}`],
    })
    if (outcome.kind === 'dropped') return c.body(null, 204)
    return c.json({ stored: outcome.stored }, 200)
  })

  const storedEventsRoute = apiRoute(analyticsEndpoints.listEvents, eventSchemas, {
    isPersonal: true,
    tags,
    summary: "This browser's stored events",
    description: `The newest ${STORED_EVENTS_LIMIT} events stored for a browser's random id (kept in its local storage): what JobYatra holds about that browser.`,
    answer: 'The events, newest first',
    errors: { 400: 'The id is not a UUID' },
  })
  router.openapi(storedEventsRoute, async (c) => c.json({ data: await deps.analytics.listEvents(c.req.valid('query').anonymousId) }, 200))

  return router
}

/** The consent API, mounted at /api/consent: signed-in users only, their own record. */
export function createConsentRoutes(deps: { auth: AuthService; analytics: AnalyticsService }) {
  const router = createApiRouter()
  const access = signedInAccess(deps.auth)

  const readConsentRoute = apiRoute(consentEndpoints.read, eventSchemas, {
    access,
    tags,
    summary: 'Your recorded cookie consent',
    description: 'The newest consent choice recorded for the signed-in user, with its notice version; null when none.',
    answer: 'The choice',
  })
  router.openapi(readConsentRoute, async (c) => c.json({ data: await deps.analytics.readConsent(c.get('viewer').userId) }, 200))

  const recordConsentRoute = apiRoute(consentEndpoints.record, eventSchemas, {
    access,
    tags,
    summary: 'Record your cookie consent',
    description: `Records the signed-in user's consent choice (necessary always true) with the notice version (${CONSENT_VERSION}); earlier choices are kept as history and are part of "download my data".`,
    answer: 'Recorded',
    errors: { 400: 'Another notice version, or a malformed choice' },
  })
  router.openapi(recordConsentRoute, async (c) =>
    c.json({ data: await deps.analytics.recordConsent(c.get('viewer').userId, c.req.valid('json')) }, 200),
  )

  return router
}
