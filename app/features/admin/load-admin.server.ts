import {
  auditLogQuerySchema,
  userSearchSchema,
  type AdminAreasResponse,
  type AdminUser,
  type AuditLogResponse,
} from '#core/admin/admin.schema.ts'
import { jobSourceIdParamSchema, type AdminJobSource, type JobSourceRun } from '#core/admin/job-sources.schema.ts'
import { SOURCE_RUNS_LIMIT } from '#core/admin/job-sources.ts'
import { adminAreaForPath, hasAreaAccess, type AdminAreaKey, type StaffRole } from '#core/auth/roles.ts'
import { DEFAULT_SOURCE_SCHEDULE } from '#core/jobs/job-source.schema.ts'
import { gatePage } from '#app/features/auth/index.server.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { describeAdminAreas } from '#server/features/admin/index.ts'

export interface AdminHomeData {
  email: string
  areas: AdminAreasResponse
}

/** /admin: behind its area's gate, the staff member's role and the areas it opens. */
export async function loadAdminHome(request: Request, context: RequestContext): Promise<AdminHomeData> {
  const { viewer } = await gatePage(request, context, 'staff')
  return { email: viewer.email, areas: describeAdminAreas(viewer.role) }
}

export type AdminAreaData =
  | { kind: 'home'; email: string; areas: AdminAreasResponse }
  | { kind: 'users'; viewer: { userId: string; role: StaffRole }; query: string | null; users: AdminUser[] }
  | { kind: 'auditLog'; page: AuditLogResponse; isFirstPage: boolean }
  | {
      kind: 'jobSources'
      sources: AdminJobSource[]
      /** The source whose recent runs are open (`?runs=<id>`), with them. */
      openRuns: { sourceId: string; runs: JobSourceRun[] } | null
      defaultSchedule: string
    }
  | { kind: 'placeholder'; areaKey: AdminAreaKey; canOpenHome: boolean }

function canOpenAdminHome(role: StaffRole): boolean {
  const home = adminAreaForPath('/admin')
  return home !== undefined && hasAreaAccess(role, home)
}

/** Every page under /admin/: the gate of its area, then that area's screen data. */
export async function loadAdminArea(request: Request, context: RequestContext): Promise<AdminAreaData> {
  const { viewer, area } = await gatePage(request, context, 'staff')
  const searchParams = new URL(request.url).searchParams
  const { admin } = context.services
  switch (area.key) {
    case 'home':
      return { kind: 'home', email: viewer.email, areas: describeAdminAreas(viewer.role) }
    case 'users': {
      const staff = { userId: viewer.userId, role: viewer.role }
      const email = searchParams.get('email')
      if (email === null || email.trim() === '') return { kind: 'users', viewer: staff, query: null, users: [] }
      const parsed = userSearchSchema.safeParse({ email })
      // A text too short to search with shows the form again with the hint, not an error page.
      if (!parsed.success) return { kind: 'users', viewer: staff, query: null, users: [] }
      return { kind: 'users', viewer: staff, query: parsed.data.email, users: await admin.findUsers(parsed.data.email) }
    }
    case 'auditLog': {
      const after = searchParams.get('after')
      const parsed = auditLogQuerySchema.safeParse(after === null ? {} : { after })
      const cursor = parsed.success && parsed.data.after !== undefined ? Number(parsed.data.after) : null
      return { kind: 'auditLog', page: await admin.readAuditLog(cursor), isFirstPage: cursor === null }
    }
    case 'jobSources': {
      const sources = await context.services.ingest.listSources()
      const parsed = jobSourceIdParamSchema.safeParse({ id: searchParams.get('runs') })
      // An id that is not a listed source opens no runs, as an unknown ?after opens the first audit page.
      const open = parsed.success ? sources.find((source) => source.id === parsed.data.id) : undefined
      const openRuns = open ? { sourceId: open.id, runs: await context.services.ingest.listRuns(open.id, SOURCE_RUNS_LIMIT) } : null
      return { kind: 'jobSources', sources, openRuns, defaultSchedule: DEFAULT_SOURCE_SCHEDULE }
    }
    default:
      return { kind: 'placeholder', areaKey: area.key, canOpenHome: canOpenAdminHome(viewer.role) }
  }
}
