import { createRoute, z } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { getCookie } from 'hono/cookie'
import { CONSENT_COOKIE, CONSENT_VERSION, parseConsentCookie } from '#core/analytics/consent.ts'
import {
  analyticsBatchResultSchema,
  analyticsBatchSchema,
  consentStateSchema,
  consentUpdateSchema,
  storedEventsQuerySchema,
  storedEventsResponseSchema,
} from '#core/analytics/events.schema.ts'
import { ANALYTICS_BATCH_MAX_EVENTS, ANALYTICS_BATCHES_PER_MINUTE, ANALYTICS_BODY_LIMIT_BYTES } from '#core/analytics/tracking.ts'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { requireSignedInApi, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { AppEnv } from '#server/lib/hono-env.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import { STORED_EVENTS_LIMIT, type AnalyticsService } from './service.ts'

const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
})

const eventsRoute = createRoute({
  method: 'post',
  path: '/events',
  tags: ['Analytics'],
  summary: 'Send analytics events',
  description: `A batch of first-party analytics events (spec 001 §7): page views, scroll depth (25/50/75/100 %), time on page, Google Sign In, Job Card Click, Apply Job, View All Jobs and form submissions, at most ${ANALYTICS_BATCH_MAX_EVENTS} events and ${ANALYTICS_BODY_LIMIT_BYTES} bytes. The server stores them only when the request carries the \`${CONSENT_COOKIE}\` cookie of notice version ${CONSENT_VERSION} with analytics allowed; without it the batch is dropped unread and answered 204. Each browser id and each address may send ${ANALYTICS_BATCHES_PER_MINUTE} batches a minute.`,
  middleware: [limitBody()],
  request: { body: { required: true, content: { 'application/json': { schema: analyticsBatchSchema } } } },
  responses: {
    200: {
      description: 'Stored (events dated more than a day back are left out)',
      content: { 'application/json': { schema: analyticsBatchResultSchema } },
    },
    204: { description: 'Dropped: no analytics consent' },
    400: errorContent('The batch breaks its schema, or the body is too big'),
    429: errorContent('Too many batches this minute (API_RATE_LIMITED)'),
  },
})

const storedEventsRoute = createRoute({
  method: 'get',
  path: '/events',
  tags: ['Analytics'],
  summary: "This browser's stored events",
  description: `The newest ${STORED_EVENTS_LIMIT} events stored for a browser's random id (kept in its local storage): what JobYatra holds about that browser.`,
  request: { query: storedEventsQuerySchema },
  responses: {
    200: { description: 'The events, newest first', content: { 'application/json': { schema: storedEventsResponseSchema } } },
    400: errorContent('The id is not a UUID'),
  },
})

const consentResponse = z.object({ data: consentStateSchema.nullable() })

const readConsentRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Analytics'],
  summary: 'Your recorded cookie consent',
  description: 'The newest consent choice recorded for the signed-in user, with its notice version; null when none.',
  responses: {
    200: { description: 'The choice', content: { 'application/json': { schema: consentResponse } } },
    401: errorContent('Not signed in'),
  },
})

const recordConsentRoute = createRoute({
  method: 'put',
  path: '/',
  tags: ['Analytics'],
  summary: 'Record your cookie consent',
  description: `Records the signed-in user's consent choice (necessary always true) with the notice version (${CONSENT_VERSION}); earlier choices are kept as history and are part of "download my data".`,
  request: { body: { required: true, content: { 'application/json': { schema: consentUpdateSchema } } } },
  responses: {
    200: { description: 'Recorded', content: { 'application/json': { schema: consentResponse } } },
    400: errorContent('Another notice version, or a malformed choice'),
    401: errorContent('Not signed in'),
  },
})

/** The analytics API, mounted at /api/analytics by server/services.ts. */
export function createAnalyticsRoutes(deps: { auth: AuthService; analytics: AnalyticsService }) {
  const router = createApiRouter()

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

  router.openapi(storedEventsRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store')
    return c.json({ data: await deps.analytics.listEvents(c.req.valid('query').anonymousId) }, 200)
  })

  return router
}

/** The consent API, mounted at /api/consent: signed-in users only, their own record. */
export function createConsentRoutes(deps: { auth: AuthService; analytics: AnalyticsService }) {
  const router = createApiRouter<SignedInEnv>()
  router.use('*', requireSignedInApi(deps.auth))
  router.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'private, no-store')
  })

  router.openapi(readConsentRoute, async (c) => c.json({ data: await deps.analytics.readConsent(c.get('viewer').userId) }, 200))

  router.openapi(recordConsentRoute, async (c) => {
    const state = await deps.analytics.recordConsent(c.get('viewer').userId, c.req.valid('json'))
    return c.json({ data: state }, 200)
  })

  return createApiRouter().route('/', router)
}

function limitBody(): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: ANALYTICS_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('VALIDATION_MAX_LENGTH', undefined, {
        fields: [{ path: 'body', message: `The body must be at most ${ANALYTICS_BODY_LIMIT_BYTES} bytes` }],
      })
    },
  })
}
