import { redirect } from 'react-router'
import { pageLocation } from '#app/lib/page-location.server.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import type { Viewer } from '#server/features/auth/index.ts'
import { signInPath } from './return-to.ts'

/**
 * The gate of every sign-in-only page (spec 000 §2): the signed-in viewer, or a redirect to /auth
 * that brings the visitor back to this page after sign-in.
 */
export async function requireSignedIn(request: Request, context: RequestContext): Promise<Viewer> {
  const state = await context.viewer()
  if (state.kind === 'signed-in') return state.viewer
  // A client-side navigation asks for `<path>.data?_routes=…`: come back to the page, not to its data.
  const { pathname, search } = pageLocation(request)
  throw redirect(signInPath(`${pathname}${search}`))
}
