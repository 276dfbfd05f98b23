import type { Context } from 'hono'
import { USAGE_RULES } from '#core/plans/plans.ts'
import * as planSchemas from '#core/plans/plans.schema.ts'
import type { UsageResponse } from '#core/plans/plans.schema.ts'
import { usageEndpoints } from '#core/plans/plans.endpoints.ts'
import { optionalViewerAccess, type AuthService, type OptionalViewerEnv } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { VisitorIds } from '#server/lib/visitor-id.ts'
import type { Usage, UsageService, UsageSubject } from './service.ts'

const identity =
  'Counted for the signed-in user, or for a guest by the signed visitor cookie `jy_visitor` (`__Host-jy_visitor` behind HTTPS), which the first counted use sets; a request can never name whose count it reads or changes.'

function toResponse(usage: Usage): UsageResponse {
  return { feature: usage.feature, usage_count: usage.count, limit: usage.limit, day: usage.day }
}

/**
 * /api/usage, mounted by server/services.ts: the caller's own counts only, signed in or a guest
 * (decision 037). The counts change only through the usage service; this router lets a browser count
 * what only the browser sees happen.
 */
export function createUsageRoutes(deps: { auth: AuthService; usage: UsageService; visitorIds: VisitorIds }) {
  const router = createApiRouter()
  const access = optionalViewerAccess(deps.auth)
  const tags = ['Usage']

  /** The signed-in user; else the guest's visitor id, or null for a guest never counted. */
  async function readSubject(c: Context<OptionalViewerEnv>): Promise<UsageSubject | null> {
    const viewer = c.get('viewer')
    if (viewer) return { kind: 'user', userId: viewer.userId }
    const visitorId = await deps.visitorIds.read(c)
    return visitorId === null ? null : { kind: 'visitor', visitorId }
  }

  const listRoute = apiRoute(usageEndpoints.listUsage, planSchemas, {
    access,
    tags,
    summary: "Today's usage of every counted feature",
    description: `Spec 000 §7 get-user-usage for every feature at once, with your plan's limits. ${identity}`,
    answer: 'Usage',
  })
  router.openapi(listRoute, async (c) => {
    const { plan, day, usage } = await deps.usage.readAllUsage(await readSubject(c))
    return c.json({ plan, day, data: usage.map(toResponse) }, 200)
  })

  const readRoute = apiRoute(usageEndpoints.readUsage, planSchemas, {
    access,
    tags,
    summary: "Today's usage of one feature",
    description: `Spec 000 §7 get-user-usage: usage_count of the feature today (India time), with your plan's limit. ${identity}`,
    answer: 'Usage',
    errors: { 400: 'Not a counted feature' },
  })
  router.openapi(readRoute, async (c) =>
    c.json(toResponse(await deps.usage.readUsage(await readSubject(c), c.req.valid('param').feature)), 200),
  )

  const countRoute = apiRoute(usageEndpoints.countUse, planSchemas, {
    access,
    tags,
    summary: 'Count one use',
    description: `Spec 000 §7 increment-usage: counts one use and answers the new usage_count, or refuses when today's limit is reached, counting nothing. Only chatbot_messages may be counted here: the chat endpoint already counts each message as it is sent (decision 066) and notes the message's id, so the panel's call after a message names it (body \`{ "messageId": "…" }\`) and counts nothing more; it answers 200 with today's usage even at the limit. A call without an id, or with an id the server never counted, counts one use (decision 073). The other features are counted by the server when they happen (applying, WhatsApp), so a client can neither skip nor fake a count (403 PERMISSION_DENIED). A guest's first counted use sets the visitor cookie; one client address is given at most 20 new ones an hour (429). ${identity}`,
    answer: 'Counted',
    errors: {
      400: 'Not a counted feature, or a malformed messageId',
      403: 'The server counts this feature itself (PERMISSION_DENIED)',
      429: "Today's limit is reached: GUEST_CHAT_LIMIT for a guest's chat, API_QUOTA_EXCEEDED otherwise; or too many new guests from one address (API_RATE_LIMITED)",
    },
  })
  router.openapi(countRoute, async (c) => {
    const { feature } = c.req.valid('param')
    if (USAGE_RULES[feature].countedBy === 'server')
      throw new AppError('PERMISSION_DENIED', { detail: `${feature} is counted by the server when it happens` })
    // Without a JSON body the validator hands over {} unparsed; parsing again checks it.
    const { messageId } = planSchemas.countUseRequestSchema.parse(c.req.valid('json'))
    const viewer = c.get('viewer')
    const subject: UsageSubject = viewer
      ? { kind: 'user', userId: viewer.userId }
      : { kind: 'visitor', visitorId: await deps.visitorIds.readOrIssue(c, c.get('clientIp')) }
    const usage =
      messageId === undefined
        ? await deps.usage.countUse(subject, feature)
        : (await deps.usage.countUseOnce(subject, feature, messageId)).usage
    return c.json(toResponse(usage), 200)
  })

  return router
}
