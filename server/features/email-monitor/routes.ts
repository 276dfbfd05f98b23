import type { Context } from 'hono'
import { emailMonitorEndpoints } from '#core/email-monitor/email-monitor.endpoints.ts'
import * as emailMonitorSchemas from '#core/email-monitor/email-monitor.schema.ts'
import { staffAccess, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { EmailMonitorService, MonitorActor } from './service.ts'

function actorOf(c: Context<SignedInEnv>): MonitorActor {
  const viewer = c.get('viewer')
  return { userId: viewer.userId, label: viewer.email }
}

/** /api/admin/email-monitor (decision 070): the e-mail logs area's role list (admin, super_admin) on every route. */
export function createEmailMonitorRoutes(deps: { emailMonitor: EmailMonitorService; auth: AuthService }) {
  const access = staffAccess(deps.auth, '/admin/email-logs')
  const tags = ['Admin']
  const router = createApiRouter()
  const { emailMonitor } = deps

  const readRoute = apiRoute(emailMonitorEndpoints.read, emailMonitorSchemas, {
    access,
    tags,
    summary: 'The e-mail-response monitor',
    description:
      'admin and super_admin. The mailbox (never its password, only whether one is saved), inactive or active, the last connection test and check, and the recent replies it acted on.',
    answer: 'The monitor',
  })
  router.openapi(readRoute, async (c) => c.json({ data: await emailMonitor.readStatus() }, 200))

  const testRoute = apiRoute(emailMonitorEndpoints.test, emailMonitorSchemas, {
    access,
    tags,
    summary: 'Save the mailbox and test the connection',
    description:
      'admin and super_admin. Saves the credentials when they changed (stopping the monitor: changed credentials must pass a test before it starts again), then logs in and opens INBOX. The answer says whether the test passed ("Connection Failed" and why, when it did not). Written to the audit log.',
    answer: 'The monitor with the test’s result',
    errors: { 400: 'A field is not valid, or no password is saved or given (email_monitor_password_missing)' },
  })
  router.openapi(testRoute, async (c) => c.json({ data: await emailMonitor.testConnection(actorOf(c), c.req.valid('json')) }, 200))

  const startRoute = apiRoute(emailMonitorEndpoints.start, emailMonitorSchemas, {
    access,
    tags,
    summary: 'Start monitoring',
    description:
      'admin and super_admin. Only after a passed connection test of the credentials saved; a first check is queued at once, then every 5 minutes. Written to the audit log.',
    answer: 'The monitor, active',
    errors: { 409: 'No passed connection test of these credentials (email_monitor_untested: "Please test connection first")' },
  })
  router.openapi(startRoute, async (c) => c.json({ data: await emailMonitor.start(actorOf(c)) }, 200))

  const stopRoute = apiRoute(emailMonitorEndpoints.stop, emailMonitorSchemas, {
    access,
    tags,
    summary: 'Stop monitoring',
    description: 'admin and super_admin. No more checks until it is started again. Written to the audit log.',
    answer: 'The monitor, inactive',
  })
  router.openapi(stopRoute, async (c) => c.json({ data: await emailMonitor.stop(actorOf(c)) }, 200))

  const checkRoute = apiRoute(emailMonitorEndpoints.checkNow, emailMonitorSchemas, {
    access,
    tags,
    summary: 'Check the mailbox now',
    description: 'admin and super_admin. Queues a check at once rather than at the next 5-minute mark. Written to the audit log.',
    answer: 'The monitor (the check runs in the background)',
    errors: { 409: 'The monitor is not active (email_monitor_inactive) or its credentials are untested (email_monitor_untested)' },
  })
  router.openapi(checkRoute, async (c) => c.json({ data: await emailMonitor.checkNow(actorOf(c)) }, 202))

  return router
}
