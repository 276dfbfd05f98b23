import { redirect } from 'react-router'
import { adminAreaForPath, hasAreaAccess, type AdminArea, type StaffRole } from '#core/auth/roles.ts'
import { signInPath } from '#app/features/auth/index.ts'
import { pageLocation } from '#app/lib/page-location.server.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import type { Viewer } from '#server/features/auth/index.ts'
import { AppError } from '#server/lib/app-error.ts'

export interface StaffViewer extends Viewer {
  role: StaffRole
}

/**
 * The gate of every /admin page (spec 000 §4 "Admin gate", §6 with explicit lists): a path outside
 * the admin table is the product's 404; signed out (or expired) goes to /auth and back here after
 * sign-in; signed in without a role in the area's list goes to /. Answers the staff member and the
 * area of the page.
 */
export async function requireAdminArea(request: Request, context: RequestContext): Promise<{ viewer: StaffViewer; area: AdminArea }> {
  const { pathname, search } = pageLocation(request)
  const area = adminAreaForPath(pathname)
  if (!area) {
    context.logger.warn({ path: pathname }, 'page not found')
    throw new AppError('NOT_FOUND')
  }
  const state = await context.viewer()
  if (state.kind !== 'signed-in') throw redirect(signInPath(`${pathname}${search}`))
  const { viewer } = state
  if (!viewer.role || !hasAreaAccess(viewer.role, area)) throw redirect('/')
  return { viewer: { ...viewer, role: viewer.role }, area }
}
