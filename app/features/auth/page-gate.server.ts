import { redirect } from 'react-router'
import { adminAreaForPath, hasAreaAccess, type AdminArea, type StaffRole } from '#core/auth/roles.ts'
import { pageLocation } from '#app/lib/page-location.server.ts'
import { pathWithNotice } from '#app/lib/page-notice.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import type { Viewer } from '#server/features/auth/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import { signInPath } from './return-to.ts'

/** Where a visitor without premium is sent from a premium page (spec 000 §4). */
const PREMIUM_REDIRECT_PATH = '/pricing'

/**
 * Who a page is for, beyond everyone: a signed-in person (spec 000 §2 "Sign-in required"), staff whose
 * role is in the list of the page's admin area (spec 000 §6, explicit lists), or a premium user (spec
 * 000 §4 "Route guard", core/plans/plans.ts).
 */
export type PageAccess = 'signed-in' | 'staff' | 'premium'

export interface StaffViewer extends Viewer {
  role: StaffRole
}

/**
 * The one page gate (issue 17 item 2, decision 037): the first line of every loader of a page that is
 * not for everyone. In order:
 * - staff pages: a path outside the admin table is the product's 404 (the miss logged);
 * - signed out (or expired): to /auth with `?redirect=` this page (its path and query, also when
 *   fetched as `<path>.data` by a client-side navigation), so sign-in comes back here;
 * - staff pages: a role not in the area's list goes to / (spec 000 §4 "Admin gate");
 * - premium pages: a user without premium (the billing service reads the subscription and its end at
 *   every request) goes to /pricing, which says 'Premium Feature Required' and 'This feature requires a
 *   Premium subscription. Redirecting to pricing...' (spec 000 §4, decision 051).
 * Answers the viewer, and for staff pages the area.
 */
export function gatePage(request: Request, context: RequestContext, access: 'signed-in' | 'premium'): Promise<{ viewer: Viewer }>
export function gatePage(request: Request, context: RequestContext, access: 'staff'): Promise<{ viewer: StaffViewer; area: AdminArea }>
export async function gatePage(
  request: Request,
  context: RequestContext,
  access: PageAccess,
): Promise<{ viewer: Viewer } | { viewer: StaffViewer; area: AdminArea }> {
  const { pathname, search } = pageLocation(request)
  const area = access === 'staff' ? adminAreaForPath(pathname) : undefined
  if (access === 'staff' && !area) {
    context.logger.warn({ path: pathname }, 'page not found')
    throw new AppError('NOT_FOUND')
  }
  const state = await context.viewer()
  if (state.kind !== 'signed-in') throw redirect(signInPath(`${pathname}${search}`))
  const { viewer } = state
  if (area) {
    if (!viewer.role || !hasAreaAccess(viewer.role, area)) throw redirect('/')
    return { viewer: { ...viewer, role: viewer.role }, area }
  }
  if (access === 'premium' && (await context.services.billing.readPlan(viewer.userId)) !== 'premium') {
    throw redirect(pathWithNotice(PREMIUM_REDIRECT_PATH, 'premium-required'))
  }
  return { viewer }
}
