import type { Context } from 'hono'
import { emailLogEndpoints } from '#core/admin/admin.endpoints.ts'
import { EMAIL_LOG_PAGE_SIZE } from '#core/admin/email-logs.ts'
import * as emailLogSchemas from '#core/admin/email-logs.schema.ts'
import { staffAccess, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import type { NotificationsService } from '#server/features/notifications/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { createApiRouter } from '#server/lib/openapi.ts'

function actorOf(c: Context<SignedInEnv>) {
  const viewer = c.get('viewer')
  return { userId: viewer.userId, label: viewer.email }
}

/** /api/admin/email-logs (issue 24), mounted by the admin router; every route checks the e-mail logs area's list. */
export function createEmailLogRoutes(deps: { notifications: NotificationsService; auth: AuthService }) {
  const access = staffAccess(deps.auth, '/admin/email-logs')
  const tags = ['Admin']
  const router = createApiRouter()

  const listRoute = apiRoute(emailLogEndpoints.list, emailLogSchemas, {
    access,
    tags,
    summary: 'The outbox',
    description: `admin and super_admin. Every e-mail and SMS with its state, attempts and last error, newest first, ${EMAIL_LOG_PAGE_SIZE} a page; filter by state, template and recipient text; pass \`next_after\` as \`after\` for the next page.`,
    answer: 'A page of messages and the templates to filter by',
    errors: { 400: 'A filter is not valid' },
  })
  router.openapi(listRoute, async (c) => c.json(await deps.notifications.emailLog.list(c.req.valid('query')), 200))

  const resendRoute = apiRoute(emailLogEndpoints.resend, emailLogSchemas, {
    access,
    tags,
    summary: 'Send a failed message again',
    description:
      'admin and super_admin. Puts a failed message back in the queue as pending (its attempts stay counted); the dispatcher sends it on its next pass. Written to the audit log.',
    answer: 'The message as it is now',
    errors: { 404: 'No message has this id', 409: 'The message has not failed (message_not_failed)' },
  })
  router.openapi(resendRoute, async (c) => {
    const entry = await deps.notifications.emailLog.resend(actorOf(c), Number(c.req.valid('param').id))
    return c.json({ data: entry }, 200)
  })

  return router
}
