import * as contactSchemas from '#core/site-pages/contact.schema.ts'
import { contactEndpoints } from '#core/site-pages/contact.endpoints.ts'
import { optionalViewerAccess, type AuthService } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import { readRequestLanguage } from '#server/lib/request-language.ts'
import { CONTACT_PER_IP_RATE, CONTACT_PER_SENDER_RATE, type SitePagesService } from './service.ts'

/** /api/contact, mounted by server/services.ts: the contact form's message to the support inbox. */
export function createSitePagesRoutes(deps: { auth: AuthService; sitePages: SitePagesService }) {
  const router = createApiRouter()

  const sendRoute = apiRoute(contactEndpoints.send, contactSchemas, {
    access: optionalViewerAccess(deps.auth),
    tags: ['Site pages'],
    summary: 'Send a message to the support inbox',
    description:
      'The /contact form: name, e-mail, subject and message, checked by the schema the form uses. The message is written to the ' +
      'outbox as the `contact-message` template addressed to SUPPORT_EMAIL and delivered by the e-mail adapter. Anyone may call it; ' +
      `at most ${CONTACT_PER_IP_RATE.limit} an hour per address and ${CONTACT_PER_SENDER_RATE.limit} an hour per reply address.`,
    answer: 'The message is queued for the support inbox',
    errors: { 429: 'Too many messages in an hour (API_RATE_LIMITED, with Retry-After)' },
  })
  router.openapi(sendRoute, async (c) => {
    const message = c.req.valid('json')
    const viewer = c.get('viewer')
    const outcome = await deps.sitePages.sendContactMessage({
      message,
      clientIp: c.get('clientIp'),
      userId: viewer?.userId ?? null,
      language: readRequestLanguage(c.req.raw.headers),
    })
    if (outcome.status === 'limited') {
      c.header('Retry-After', String(outcome.retryAfterSeconds))
      throw new AppError('API_RATE_LIMITED', { detail: 'contact messages over the hourly limit' })
    }
    return c.json({ status: 'sent' as const }, 202)
  })

  return router
}
