import {
  auditLogQuerySchema,
  userSearchSchema,
  type AdminAreasResponse,
  type AdminUser,
  type AuditLogResponse,
  type Dashboard,
} from '#core/admin/admin.schema.ts'
import type { SystemSettingsResponse } from '#core/admin/system-settings.schema.ts'
import { DEFAULT_DASHBOARD_PERIOD, isDashboardPeriod, type DashboardPeriod } from '#core/admin/dashboard.ts'
import { emailLogQuerySchema, type EmailLogQuery, type EmailLogResponse } from '#core/admin/email-logs.schema.ts'
import type { EmailMonitorStatus } from '#core/email-monitor/email-monitor.schema.ts'
import { LOCAL_INBOX_PATH } from '#core/email-monitor/email-monitor.ts'
import { jobSourceIdParamSchema, type AdminJobSource, type JobSourceRun } from '#core/admin/job-sources.schema.ts'
import { SOURCE_RUNS_LIMIT } from '#core/admin/job-sources.ts'
import type { AdminAreaKey, StaffRole } from '#core/auth/roles.ts'
import { DEFAULT_SOURCE_SCHEDULE } from '#core/jobs/job-source.schema.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { pageLocation } from '#app/lib/page-location.server.ts'
import { gatePage } from '#app/features/auth/index.server.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { withSiteName } from '#app/shell/site-name.ts'
import { describeAdminAreas } from '#server/features/admin/index.ts'
import { areaName } from './components/area-name.ts'

/**
 * The data of each admin screen (one route module per screen in routes/, decision 038). Every loader
 * passes its area's staff gate first: the area of the page's path in core/auth/roles.ts.
 */

/** The page's title: /admin itself is 'Admin', every other screen '<area> · Admin'. */
async function adminTitle(request: Request, areaKey: AdminAreaKey): Promise<string> {
  const t = createI18n(await readRequestLanguage(request)).getFixedT('admin')
  if (pageLocation(request).pathname === '/admin') return withSiteName(t('title'))
  return withSiteName(t('pageTitle', { area: areaName(t, areaKey) }))
}

export interface AdminHomeData {
  title: string
  email: string
  areas: AdminAreasResponse
  dashboard: Dashboard
  period: DashboardPeriod
}

/** /admin and /admin/dashboard: the staff member's role, the areas it opens, and the dashboard over `?days=`. */
export async function loadAdminHome(request: Request, context: RequestContext): Promise<AdminHomeData> {
  const { viewer } = await gatePage(request, context, 'staff')
  const asked = Number(new URL(request.url).searchParams.get('days'))
  const period = isDashboardPeriod(asked) ? asked : DEFAULT_DASHBOARD_PERIOD
  return {
    title: await adminTitle(request, 'home'),
    email: viewer.email,
    areas: describeAdminAreas(viewer.role),
    dashboard: await context.services.admin.readDashboard(period),
    period,
  }
}

export interface AdminUsersData {
  title: string
  viewer: { userId: string; role: StaffRole }
  query: string | null
  users: AdminUser[]
}

/** /admin/users: the users whose e-mail matches `?email=`, with their roles. */
export async function loadAdminUsers(request: Request, context: RequestContext): Promise<AdminUsersData> {
  const { viewer } = await gatePage(request, context, 'staff')
  const title = await adminTitle(request, 'users')
  const staff = { userId: viewer.userId, role: viewer.role }
  const email = new URL(request.url).searchParams.get('email')
  if (email === null || email.trim() === '') return { title, viewer: staff, query: null, users: [] }
  const parsed = userSearchSchema.safeParse({ email })
  // A text too short to search with shows the form again with the hint, not an error page.
  if (!parsed.success) return { title, viewer: staff, query: null, users: [] }
  return { title, viewer: staff, query: parsed.data.email, users: await context.services.admin.findUsers(parsed.data.email) }
}

export interface AuditLogData {
  title: string
  page: AuditLogResponse
  isFirstPage: boolean
}

/** /admin/audit-log: a page of the audit log, newest first, from `?after=`. */
export async function loadAuditLog(request: Request, context: RequestContext): Promise<AuditLogData> {
  await gatePage(request, context, 'staff')
  const after = new URL(request.url).searchParams.get('after')
  const parsed = auditLogQuerySchema.safeParse(after === null ? {} : { after })
  const cursor = parsed.success && parsed.data.after !== undefined ? Number(parsed.data.after) : null
  return {
    title: await adminTitle(request, 'auditLog'),
    page: await context.services.admin.readAuditLog(cursor),
    isFirstPage: cursor === null,
  }
}

export interface JobSourcesData {
  title: string
  sources: AdminJobSource[]
  /** The source whose recent runs are open (`?runs=<id>`), with them. */
  openRuns: { sourceId: string; runs: JobSourceRun[] } | null
  defaultSchedule: string
}

/** /admin/sources: every job source with its health, and the runs of the one `?runs=` opens. */
export async function loadJobSources(request: Request, context: RequestContext): Promise<JobSourcesData> {
  await gatePage(request, context, 'staff')
  const { ingest } = context.services
  const sources = await ingest.listSources()
  const parsed = jobSourceIdParamSchema.safeParse({ id: new URL(request.url).searchParams.get('runs') })
  // An id that is not a listed source opens no runs, as an unknown ?after opens the first audit page.
  const open = parsed.success ? sources.find((source) => source.id === parsed.data.id) : undefined
  const openRuns = open ? { sourceId: open.id, runs: await ingest.listRuns(open.id, SOURCE_RUNS_LIMIT) } : null
  return { title: await adminTitle(request, 'jobSources'), sources, openRuns, defaultSchedule: DEFAULT_SOURCE_SCHEDULE }
}

export interface EmailLogsData {
  title: string
  filter: EmailLogQuery
  page: EmailLogResponse
  isFirstPage: boolean
  monitor: EmailMonitorStatus
  /** The development inbox's page (/__local/inbox), where the local inbox is read and the page exists; else null. */
  localInboxPath: string | null
}

/** /admin/email-logs: a page of the outbox, newest first, filtered by `?state=&template=&recipient=` from `?after=`, and the e-mail-response monitor. */
export async function loadEmailLogs(request: Request, context: RequestContext): Promise<EmailLogsData> {
  await gatePage(request, context, 'staff')
  const params = new URL(request.url).searchParams
  const asked: Record<string, string> = {}
  for (const key of ['state', 'template', 'recipient', 'after'] as const) {
    const value = params.get(key)?.trim()
    if (value) asked[key] = value
  }
  // A filter that is not valid is dropped, as an unknown ?after opens the first audit page.
  const parsed = emailLogQuerySchema.safeParse(asked)
  const filter = parsed.success ? parsed.data : {}
  const monitor = await context.services.emailMonitor.readStatus()
  return {
    title: await adminTitle(request, 'emailLogs'),
    filter,
    page: await context.services.notifications.emailLog.list(filter),
    isFirstPage: filter.after === undefined,
    monitor,
    localInboxPath: monitor.provider === 'local' && context.areLocalPagesEnabled ? LOCAL_INBOX_PATH : null,
  }
}

export interface SystemSettingsData {
  title: string
  settings: SystemSettingsResponse
}

/** /admin/system-settings: the flags and maintenance mode as stored now, and the plan limits. */
export async function loadSystemSettings(request: Request, context: RequestContext): Promise<SystemSettingsData> {
  await gatePage(request, context, 'staff')
  return { title: await adminTitle(request, 'systemSettings'), settings: await context.services.admin.readSystemSettings() }
}
