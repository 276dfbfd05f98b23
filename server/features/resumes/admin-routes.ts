import type { Context } from 'hono'
import { DEFAULT_DASHBOARD_PERIOD, isDashboardPeriod } from '#core/admin/dashboard.ts'
import { resumeAnalyticsEndpoints, resumeTemplateAdminEndpoints } from '#core/resume/template-admin.endpoints.ts'
import * as templateAdminSchemas from '#core/resume/template-admin.schema.ts'
import { staffAccess, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { TemplateCatalogue } from './template-catalogue.ts'

const tags = ['Admin']

function actorOf(c: Context<SignedInEnv>) {
  const viewer = c.get('viewer')
  return { userId: viewer.userId, label: viewer.email }
}

/** /api/admin/resume-templates (issue 24, decision 072): every route checks the resume templates area's list. */
export function createTemplateAdminRoutes(deps: { auth: AuthService; resumeTemplates: TemplateCatalogue }) {
  const access = staffAccess(deps.auth, '/admin/resume-templates')
  const router = createApiRouter()

  const listRoute = apiRoute(resumeTemplateAdminEndpoints.list, templateAdminSchemas, {
    access,
    tags,
    summary: 'The resume templates',
    description:
      'editor, admin and super_admin. Every template of the catalogue as staff left it (enabled, Premium), with the resumes stored in it and the files exported in it.',
    answer: 'The templates',
  })
  router.openapi(listRoute, async (c) => c.json({ data: await deps.resumeTemplates.listForStaff() }, 200))

  const updateRoute = apiRoute(resumeTemplateAdminEndpoints.update, templateAdminSchemas, {
    access,
    tags,
    summary: 'Enable, disable or mark a template Premium',
    description:
      'editor, admin and super_admin. A disabled template is hidden from the builder and the gallery, and exports, creates and saves in it are refused (PERMISSION_DENIED, reason template_disabled); the Premium mark decides whether they take Premium. Written to the audit log with before and after.',
    answer: 'The template as it is now',
    errors: { 403: 'The default template of new resumes cannot be disabled or made Premium (PERMISSION_DENIED, reason default_template)' },
  })
  router.openapi(updateRoute, async (c) => {
    const entry = await deps.resumeTemplates.update(actorOf(c), c.req.valid('param').id, c.req.valid('json'))
    return c.json({ data: entry }, 200)
  })

  return router
}

/** /api/admin/resume-analytics (issue 24, decision 072): the resume analytics area's list. */
export function createResumeAnalyticsRoutes(deps: { auth: AuthService; resumeTemplates: TemplateCatalogue }) {
  const router = createApiRouter()
  const readRoute = apiRoute(resumeAnalyticsEndpoints.read, templateAdminSchemas, {
    access: staffAccess(deps.auth, '/admin/resume-analytics'),
    tags,
    summary: 'Resume analytics',
    description:
      'analyst, admin and super_admin. Resumes created per India day, files exported per format, ATS check scores (count, average, histogram) and template use, over the last `days` days, today included. Anonymous counts only.',
    answer: 'The figures',
    errors: { 400: '`days` is not 7, 30 or 90' },
  })
  router.openapi(readRoute, async (c) => {
    const period = Number(c.req.valid('query').days ?? DEFAULT_DASHBOARD_PERIOD)
    return c.json(await deps.resumeTemplates.readAnalytics(isDashboardPeriod(period) ? period : DEFAULT_DASHBOARD_PERIOD), 200)
  })
  return router
}
