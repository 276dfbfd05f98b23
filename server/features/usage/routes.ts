import { createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { USAGE_RULES } from '#core/plans/plans.ts'
import { allUsageResponseSchema, usageFeatureParamSchema, usageSchema, type UsageResponse } from '#core/plans/plans.schema.ts'
import { readViewerApi, type AuthService, type OptionalViewerEnv } from '#server/features/auth/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { VisitorIds } from '#server/lib/visitor-id.ts'
import type { Usage, UsageService, UsageSubject } from './service.ts'

const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
})

const identity =
  'Counted for the signed-in user, or for a guest by the signed visitor cookie `jy_visitor` (`__Host-jy_visitor` behind HTTPS), which the first counted use sets; a request can never name whose count it reads or changes.'

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Usage'],
  summary: "Today's usage of every counted feature",
  description: `Spec 000 §7 get-user-usage for every feature at once, with your plan's limits. ${identity}`,
  responses: { 200: { description: 'Usage', content: { 'application/json': { schema: allUsageResponseSchema } } } },
})

const readRoute = createRoute({
  method: 'get',
  path: '/{feature}',
  tags: ['Usage'],
  summary: "Today's usage of one feature",
  description: `Spec 000 §7 get-user-usage: usage_count of the feature today (India time), with your plan's limit. ${identity}`,
  request: { params: usageFeatureParamSchema },
  responses: {
    200: { description: 'Usage', content: { 'application/json': { schema: usageSchema } } },
    400: errorContent('Not a counted feature'),
  },
})

const incrementRoute = createRoute({
  method: 'post',
  path: '/{feature}/increment',
  tags: ['Usage'],
  summary: 'Count one use',
  description: `Spec 000 §7 increment-usage: counts one use and answers the new usage_count, or refuses when today's limit is reached, counting nothing. Only features the browser counts itself (chatbot_messages, after each chat message) may be counted here; the others are counted by the server when they happen (applying, sending), so a client can neither skip nor fake them (403 PERMISSION_DENIED). ${identity}`,
  request: { params: usageFeatureParamSchema },
  responses: {
    200: { description: 'Counted', content: { 'application/json': { schema: usageSchema } } },
    400: errorContent('Not a counted feature'),
    403: errorContent('The server counts this feature itself (PERMISSION_DENIED)'),
    429: errorContent("Today's limit is reached: GUEST_CHAT_LIMIT for a guest's chat, API_QUOTA_EXCEEDED otherwise"),
  },
})

function toResponse(usage: Usage): UsageResponse {
  return { feature: usage.feature, usage_count: usage.count, limit: usage.limit, day: usage.day }
}

/**
 * /api/usage, mounted by server/services.ts: the caller's own counts only, signed in or a guest
 * (decision 037). The counts change only through the usage service; this router lets a browser count
 * what only the browser sees happen.
 */
export function createUsageRoutes(deps: { auth: AuthService; usage: UsageService; visitorIds: VisitorIds }) {
  const router = createApiRouter<OptionalViewerEnv>()
  router.use('*', readViewerApi(deps.auth))
  router.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'private, no-store')
  })

  /** The signed-in user; else the guest's visitor id, or null for a guest never counted. */
  async function readSubject(c: Context<OptionalViewerEnv>): Promise<UsageSubject | null> {
    const viewer = c.get('viewer')
    if (viewer) return { kind: 'user', userId: viewer.userId }
    const visitorId = await deps.visitorIds.read(c)
    return visitorId === null ? null : { kind: 'visitor', visitorId }
  }

  router.openapi(listRoute, async (c) => {
    const { plan, day, usage } = await deps.usage.readAllUsage(await readSubject(c))
    return c.json({ plan, day, data: usage.map(toResponse) }, 200)
  })

  router.openapi(readRoute, async (c) => {
    return c.json(toResponse(await deps.usage.readUsage(await readSubject(c), c.req.valid('param').feature)), 200)
  })

  router.openapi(incrementRoute, async (c) => {
    const { feature } = c.req.valid('param')
    if (USAGE_RULES[feature].countedBy !== 'client')
      throw new AppError('PERMISSION_DENIED', `${feature} is counted by the server when it happens`)
    const viewer = c.get('viewer')
    const subject: UsageSubject = viewer
      ? { kind: 'user', userId: viewer.userId }
      : { kind: 'visitor', visitorId: await deps.visitorIds.readOrIssue(c, c.get('clientIp')) }
    return c.json(toResponse(await deps.usage.countUse(subject, feature)), 200)
  })

  // Mounted through an AppEnv router, as every feature's router is (server/services.ts).
  return createApiRouter().route('/', router)
}
