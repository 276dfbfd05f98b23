import { DEFAULT_DASHBOARD_PERIOD, isDashboardPeriod, type DashboardPeriod } from '#core/admin/dashboard.ts'
import type { AdminResumeTemplate, ResumeAnalytics } from '#core/resume/template-admin.schema.ts'
import { gatePage } from '#app/features/auth/index.server.ts'
import { createI18n } from '#app/i18n/setup.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { withSiteName } from '#app/shell/site-name.ts'

/** The staff screens of resumes (issue 24, decision 072), each behind its area's gate (core/auth/roles.ts). */

async function adminTitle(request: Request, key: 'resumeTemplates' | 'resumeAnalytics'): Promise<string> {
  const t = createI18n(await readRequestLanguage(request)).getFixedT('admin')
  return withSiteName(t('pageTitle', { area: t(`areas.${key}`) }))
}

/** /admin/resume-templates: every template as staff left it, with its use (editor, admin, super_admin). */
export async function loadTemplatesAdmin(
  request: Request,
  context: RequestContext,
): Promise<{ title: string; templates: AdminResumeTemplate[] }> {
  await gatePage(request, context, 'staff')
  return { title: await adminTitle(request, 'resumeTemplates'), templates: await context.services.resumeTemplates.listForStaff() }
}

/** /admin/resume-analytics over `?days=` (7, 30 or 90): analyst, admin, super_admin. */
export async function loadResumeAnalytics(
  request: Request,
  context: RequestContext,
): Promise<{ title: string; analytics: ResumeAnalytics; period: DashboardPeriod }> {
  await gatePage(request, context, 'staff')
  const asked = Number(new URL(request.url).searchParams.get('days'))
  const period = isDashboardPeriod(asked) ? asked : DEFAULT_DASHBOARD_PERIOD
  return {
    title: await adminTitle(request, 'resumeAnalytics'),
    analytics: await context.services.resumeTemplates.readAnalytics(period),
    period,
  }
}
