import {
  auditLogQuerySchema,
  userSearchSchema,
  type AdminAreasResponse,
  type AdminUser,
  type AuditLogResponse,
} from '#core/admin/admin.schema.ts'
import { adminAreaForPath, hasAreaAccess, type AdminAreaKey, type StaffRole } from '#core/auth/roles.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { describeAdminAreas } from '#server/features/admin/index.ts'
import { requireAdminArea } from './require-staff.server.ts'

export interface AdminHomeData {
  email: string
  areas: AdminAreasResponse
}

/** /admin: behind its area's gate, the staff member's role and the areas it opens. */
export async function loadAdminHome(request: Request, context: RequestContext): Promise<AdminHomeData> {
  const { viewer } = await requireAdminArea(request, context)
  return { email: viewer.email, areas: describeAdminAreas(viewer.role) }
}

export type AdminAreaData =
  | { kind: 'home'; email: string; areas: AdminAreasResponse }
  | { kind: 'users'; viewer: { userId: string; role: StaffRole }; query: string | null; users: AdminUser[] }
  | { kind: 'auditLog'; page: AuditLogResponse; isFirstPage: boolean }
  | { kind: 'placeholder'; areaKey: AdminAreaKey; canOpenHome: boolean }

function canOpenAdminHome(role: StaffRole): boolean {
  const home = adminAreaForPath('/admin')
  return home !== undefined && hasAreaAccess(role, home)
}

/** Every page under /admin/: the gate of its area, then that area's screen data. */
export async function loadAdminArea(request: Request, context: RequestContext): Promise<AdminAreaData> {
  const { viewer, area } = await requireAdminArea(request, context)
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
    default:
      return { kind: 'placeholder', areaKey: area.key, canOpenHome: canOpenAdminHome(viewer.role) }
  }
}
