import type { Context } from 'hono'
import { z } from 'zod'
import { adminAreaForPath, type AdminArea } from '#core/auth/roles.ts'
import { whatsappAdminEndpoints, whatsappEndpoints, whatsappWebhookEndpoints } from '#core/whatsapp/whatsapp.endpoints.ts'
import * as whatsappSchemas from '#core/whatsapp/whatsapp.schema.ts'
import { signedInAccess, staffAccess, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { RateLimiter, RateRule } from '#server/lib/rate-limit.ts'
import { readRequestLanguage } from '#server/lib/request-language.ts'
import type { WhatsappService, WhatsappStaffActor } from './service.ts'

/** Test messages a person may send: enough to try a few times, not a way to message a number at will. */
export const TEST_MESSAGE_RATE: RateRule = { limit: 5, windowMs: 60 * 60_000 }

/** /api/whatsapp: the signed-in person's own WhatsApp and alert settings. */
export function createWhatsappRoutes(deps: { auth: AuthService; rateLimiter: RateLimiter; whatsapp: WhatsappService }) {
  const router = createApiRouter()
  const access = signedInAccess(deps.auth)
  const tags = ['WhatsApp alerts']

  router.openapi(
    apiRoute(whatsappEndpoints.read, whatsappSchemas, {
      access,
      tags,
      summary: 'Your WhatsApp and alert settings',
      description:
        "Your number, its opt-in state (pending until you write START to our number), the daily recommendations and each saved search's alert channels.",
      answer: 'The settings',
    }),
    async (c) => c.json({ data: await deps.whatsapp.readSettings(c.get('viewer').userId) }, 200),
  )

  router.openapi(
    apiRoute(whatsappEndpoints.save, whatsappSchemas, {
      access,
      tags,
      summary: 'Save your WhatsApp settings',
      description:
        'The number must carry its country code (E.164; VALIDATION_INVALID_PHONE otherwise, "Invalid Phone Number"). A new number waits for its opt-in again. Messages go in the language of this request.',
      answer: 'The settings as saved',
      errors: {
        400: 'A number without its country code, or another field refused',
        500: 'Not saved ("Failed to save settings. Please try again.")',
      },
    }),
    async (c) =>
      c.json(
        { data: await deps.whatsapp.saveSettings(c.get('viewer').userId, c.req.valid('json'), readRequestLanguage(c.req.raw.headers)) },
        200,
      ),
  )

  router.openapi(
    apiRoute(whatsappEndpoints.setSavedSearchAlert, whatsappSchemas, {
      access,
      tags,
      summary: "Choose a saved search's alert channels",
      description: 'E-mail, WhatsApp, both or neither: new jobs of the search go at 9 AM with the daily message.',
      answer: 'The settings',
      errors: { 404: 'No saved search of yours has this id' },
    }),
    async (c) =>
      c.json({ data: await deps.whatsapp.setSavedSearchAlert(c.get('viewer').userId, c.req.valid('param').id, c.req.valid('json')) }, 200),
  )

  router.openapi(
    apiRoute(whatsappEndpoints.test, whatsappSchemas, {
      access,
      tags,
      summary: 'Send yourself a test message',
      description: `Today's best matches as the daily message carries them, now. At most ${TEST_MESSAGE_RATE.limit} an hour.`,
      answer: 'How many jobs it carries',
      errors: {
        400: 'No number saved (reason whatsapp_phone_missing: "Missing Information")',
        403: 'Not opted in yet (reason whatsapp_opt_in_required: "Opt-in Required")',
        404: 'No job matches (reason whatsapp_no_jobs: "No Jobs Found")',
        429: 'Too many test messages (API_RATE_LIMITED)',
        500: 'Not written (reason whatsapp_test_failed: "Test Failed")',
      },
    }),
    async (c) => {
      const userId = c.get('viewer').userId
      const limited = await deps.rateLimiter.hit('whatsapp-test', `user:${userId}`, TEST_MESSAGE_RATE)
      if (limited) {
        c.header('Retry-After', String(limited.retryAfterSeconds))
        throw new AppError('API_RATE_LIMITED')
      }
      return c.json({ data: await deps.whatsapp.sendTest(userId) }, 200)
    },
  )

  router.openapi(
    apiRoute(whatsappEndpoints.simulateReply, whatsappSchemas, {
      access,
      tags,
      summary: 'Development: reply from your number',
      description:
        "Only with WHATSAPP_PROVIDER=local outside production: plays WhatsApp's part, as if you had written the text (START, STOP) to our number.",
      answer: 'The settings after the reply',
      errors: { 404: 'Not on this server' },
    }),
    async (c) => c.json({ data: await deps.whatsapp.simulateReply(c.get('viewer').userId, c.req.valid('json').text) }, 200),
  )

  return router
}

/** /api/webhooks: Meta's webhook and one-click unsubscribe (RFC 8058); signatures, no session, outside the CSRF guard. */
export function createWhatsappWebhookRoutes(deps: { whatsapp: WhatsappService }) {
  const router = createApiRouter()
  const tags = ['Webhooks']

  router.openapi(
    apiRoute(whatsappWebhookEndpoints.verify, whatsappSchemas, {
      tags,
      summary: 'WhatsApp webhook verification',
      description:
        "Meta's subscription check: answers hub.challenge when hub.mode is subscribe and hub.verify_token is WHATSAPP_VERIFY_TOKEN.",
      answer: 'The challenge',
      content: { 'text/plain': { schema: z.string() } },
      errors: { 403: 'The token is not ours', 404: 'No webhook on this server (WHATSAPP_PROVIDER=local)' },
    }),
    (c) => {
      const challenge = deps.whatsapp.verifyWebhook(c.req.valid('query'))
      if (challenge === null) throw new AppError('PERMISSION_DENIED')
      return c.text(challenge, 200)
    },
  )

  router.openapi(
    apiRoute(whatsappWebhookEndpoints.receive, whatsappSchemas, {
      tags,
      summary: 'WhatsApp webhook',
      description:
        'Inbound messages (STOP opts out at once, START or JOBS opts in; each opens the 24-hour window) and delivery statuses, signed with X-Hub-Signature-256 (HMAC-SHA256 of the raw body with WHATSAPP_APP_SECRET). Each message or status is taken once: a replay answers it as a duplicate and changes nothing.',
      answer: 'How many events were new and how many seen before',
      errors: { 403: 'The signature does not verify', 404: 'No webhook on this server' },
    }),
    async (c) =>
      c.json(
        await deps.whatsapp.handleWebhook({ rawBody: await c.req.text(), signature: c.req.header('x-hub-signature-256') ?? null }),
        200,
      ),
  )

  router.openapi(
    apiRoute(whatsappWebhookEndpoints.unsubscribePage, whatsappSchemas, {
      tags,
      summary: 'Unsubscribe page',
      description: 'The link in an alert e-mail: a page with one button (a GET changes nothing, as link scanners follow links).',
      answer: 'The page',
      content: { 'text/html': { schema: z.string() } },
    }),
    (c) => c.html(unsubscribePage(new URL(c.req.url).search, false), 200, { 'Cache-Control': 'no-store' }),
  )

  router.openapi(
    apiRoute(whatsappWebhookEndpoints.unsubscribe, whatsappSchemas, {
      tags,
      summary: 'One-click unsubscribe (RFC 8058)',
      description: "List-Unsubscribe-Post: the mail program, or the page's button, turns off the alert the signed link names.",
      answer: 'Done',
      content: { 'text/html': { schema: z.string() } },
      errors: { 403: 'The link is not one we signed' },
    }),
    async (c) => {
      const { u, t, s } = c.req.valid('query')
      if (!(await deps.whatsapp.unsubscribe({ userId: u, target: t, signature: s }))) throw new AppError('PERMISSION_DENIED')
      return c.html(unsubscribePage('', true), 200, { 'Cache-Control': 'no-store' })
    },
  )

  return router
}

/** A page of our own words only (the query is our signed link, escaped). English and Hindi side by side: the mail program's reader has no session here. */
function unsubscribePage(search: string, isDone: boolean): string {
  const escaped = search.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
  const body = isDone
    ? '<p>You are unsubscribed from these alerts.</p><p lang="hi">आपकी इन सूचनाओं की सदस्यता समाप्त हो गई है।</p>'
    : `<p>Stop these job alerts by e-mail?</p><p lang="hi">ई-मेल से ये नौकरी सूचनाएँ बंद करें?</p><form method="post" action="/api/webhooks/unsubscribe${escaped}"><button type="submit">Unsubscribe · सदस्यता समाप्त करें</button></form>`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>JobYatra · Unsubscribe</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>JobYatra</h1>${body}<p><a href="/settings/notifications">Notification settings · सूचना सेटिंग्स</a></p></body></html>`
}

function areaOf(path: string): AdminArea {
  const area = adminAreaForPath(path)
  if (!area) throw new Error(`no admin area serves ${path}`)
  return area
}

function staffActor(c: Context<SignedInEnv>): WhatsappStaffActor {
  const viewer = c.get('viewer')
  if (!viewer.role) throw new AppError('INSUFFICIENT_PRIVILEGES')
  return { userId: viewer.userId, email: viewer.email }
}

/** /api/admin/whatsapp: each route over its admin area's role list (spec 000 §6); every write in the audit log. */
export function createWhatsappAdminRoutes(deps: { auth: AuthService; whatsapp: WhatsappService }) {
  const router = createApiRouter()
  const tags = ['Admin: WhatsApp']
  const config = staffAccess(deps.auth, areaOf('/admin/whatsapp-config'))
  const users = staffAccess(deps.auth, areaOf('/admin/whatsapp-users'))
  const broadcasts = staffAccess(deps.auth, areaOf('/admin/whatsapp-broadcasts'))
  const monitor = staffAccess(deps.auth, areaOf('/admin/whatsapp-monitor'))
  const requests = staffAccess(deps.auth, areaOf('/admin/whatsapp-data-requests'))

  router.openapi(
    apiRoute(whatsappAdminEndpoints.readConfig, whatsappSchemas, {
      access: config,
      tags,
      summary: 'WhatsApp configuration',
      description:
        'admin and super_admin. The provider, whether each credential is set (never its value), the templates and the send time.',
      answer: 'The configuration',
    }),
    (c) => c.json({ data: deps.whatsapp.readConfig() }, 200),
  )
  router.openapi(
    apiRoute(whatsappAdminEndpoints.testSend, whatsappSchemas, {
      access: config,
      tags,
      summary: 'Send the test template to a number',
      description: 'admin and super_admin. Queues the approved test template; the audit log records it (the number masked).',
      answer: 'Queued',
    }),
    async (c) => {
      await deps.whatsapp.adminTestSend(staffActor(c), c.req.valid('json').phone, readRequestLanguage(c.req.raw.headers))
      return c.json({ data: { queued: true } }, 200)
    },
  )
  router.openapi(
    apiRoute(whatsappAdminEndpoints.listUsers, whatsappSchemas, {
      access: users,
      tags,
      summary: 'WhatsApp users',
      description: 'support_agent, admin and super_admin. Numbers with their opt-in state and last message, newest change first.',
      answer: 'The users',
    }),
    async (c) => c.json({ data: await deps.whatsapp.listUsers() }, 200),
  )
  router.openapi(
    apiRoute(whatsappAdminEndpoints.optOut, whatsappSchemas, {
      access: users,
      tags,
      summary: 'Opt a user out',
      description: 'support_agent, admin and super_admin. Stops their WhatsApp messages at once (as STOP would); audited.',
      answer: 'The users',
      errors: { 404: 'No WhatsApp user has this id' },
    }),
    async (c) => c.json({ data: await deps.whatsapp.optOut(staffActor(c), c.req.valid('param').userId) }, 200),
  )
  router.openapi(
    apiRoute(whatsappAdminEndpoints.monitor, whatsappSchemas, {
      access: monitor,
      tags,
      summary: 'Delivery per day',
      description: 'Every staff role. Sent, delivered, read and failed statuses per India day over the last 30 days, from the webhook.',
      answer: 'Days, newest first',
    }),
    async (c) => c.json({ data: await deps.whatsapp.readMonitor() }, 200),
  )
  router.openapi(
    apiRoute(whatsappAdminEndpoints.listBroadcasts, whatsappSchemas, {
      access: broadcasts,
      tags,
      summary: 'Broadcasts',
      description: 'admin and super_admin. The latest broadcasts with their progress.',
      answer: 'Broadcasts, newest first',
    }),
    async (c) => c.json({ data: await deps.whatsapp.listBroadcasts() }, 200),
  )
  router.openapi(
    apiRoute(whatsappAdminEndpoints.startBroadcast, whatsappSchemas, {
      access: broadcasts,
      tags,
      summary: 'Start a broadcast',
      description:
        "admin and super_admin. The announcement template to every opted-in user of the segment, at the number's rate, by a background job; audited.",
      answer: 'The broadcast',
    }),
    async (c) => c.json({ data: await deps.whatsapp.startBroadcast(staffActor(c), c.req.valid('json')) }, 201),
  )
  router.openapi(
    apiRoute(whatsappAdminEndpoints.stopBroadcast, whatsappSchemas, {
      access: broadcasts,
      tags,
      summary: 'Stop a broadcast',
      description: 'admin and super_admin. No further message of it is written; audited.',
      answer: 'The broadcast',
      errors: { 404: 'No broadcast has this id' },
    }),
    async (c) => c.json({ data: await deps.whatsapp.stopBroadcast(staffActor(c), c.req.valid('param').id) }, 200),
  )
  router.openapi(
    apiRoute(whatsappAdminEndpoints.listDataRequests, whatsappSchemas, {
      access: requests,
      tags,
      summary: 'DPDP data requests',
      description: 'Every staff role. Open requests first, by due date.',
      answer: 'The requests',
    }),
    async (c) => c.json({ data: await deps.whatsapp.listDataRequests() }, 200),
  )
  router.openapi(
    apiRoute(whatsappAdminEndpoints.addDataRequest, whatsappSchemas, {
      access: requests,
      tags,
      summary: 'Record a data request',
      description: "A person's request to export or erase their data, due in 30 days; audited.",
      answer: 'The request',
      errors: { 404: 'No account has this e-mail' },
    }),
    async (c) => c.json({ data: await deps.whatsapp.addDataRequest(staffActor(c), c.req.valid('json')) }, 201),
  )
  router.openapi(
    apiRoute(whatsappAdminEndpoints.exportData, whatsappSchemas, {
      access: requests,
      tags,
      summary: "Download the person's data",
      description:
        'Everything held about them as one JSON file (the account export over every feature); the request is marked done; audited.',
      answer: 'The JSON file',
      content: { 'application/json': { schema: z.string().meta({ format: 'binary' }) } },
      errors: { 404: 'No export request has this id, or its account is gone' },
    }),
    async (c) => {
      const file = await deps.whatsapp.exportForRequest(staffActor(c), c.req.valid('param').id)
      return c.body(file.json, 200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'no-store',
      })
    },
  )
  router.openapi(
    apiRoute(whatsappAdminEndpoints.eraseData, whatsappSchemas, {
      access: requests,
      tags,
      summary: "Erase the person's data",
      description: 'The account deletion over every feature, then the request marked done; audited.',
      answer: 'The request',
      errors: { 404: 'No erasure request has this id' },
    }),
    async (c) => c.json({ data: await deps.whatsapp.eraseForRequest(staffActor(c), c.req.valid('param').id) }, 200),
  )
  return router
}
