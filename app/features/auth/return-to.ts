/** Where sign-in sends people by default (spec 000 §4). */
export const DASHBOARD_PATH = '/dashboard'
export const AUTH_PATH = '/auth'
export const RETURN_TO_PARAM = 'redirect'

/**
 * /auth with the page to come back to after sign-in: where the page gate and gated links send a
 * signed-out visitor. The page is always named, /dashboard too, though sign-in lands there anyway:
 * every gated page behaves alike (issue 18).
 */
export function signInPath(returnTo: string): string {
  const safe = safeReturnPath(returnTo)
  return safe === null ? AUTH_PATH : `${AUTH_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(safe)}`
}

const SITE = 'http://jobyatra.invalid'

/**
 * A return path only when it is a path on this site ('/settings?tab=x'), never another origin. The
 * value is normalised first, as a browser would resolve it ('/./' and '/%2e/' collapse, tabs and
 * newlines vanish), and the normalised path is what is checked and returned: '/.//evil.example'
 * becomes '//evil.example', which a browser reads as another host, so it is refused.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null
  let url: URL
  try {
    url = new URL(value, SITE)
  } catch {
    return null
  }
  if (url.origin !== SITE) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null
  if (url.pathname === AUTH_PATH || url.pathname.startsWith(`${AUTH_PATH}/`)) return null
  return path
}

/** Where a successful sign-in goes: the page the visitor was sent away from, else /dashboard. */
export function afterSignInPath(searchParams: URLSearchParams): string {
  return safeReturnPath(searchParams.get(RETURN_TO_PARAM)) ?? DASHBOARD_PATH
}

/** /auth opened at a tab ('signin', 'signup' or 'phone'), with the page to come back to. */
export function authPathWithMode(mode: 'signin' | 'signup' | 'phone', returnTo: string): string {
  const params = new URLSearchParams({ mode })
  const safe = safeReturnPath(returnTo)
  if (safe !== null && safe !== DASHBOARD_PATH) params.set(RETURN_TO_PARAM, safe)
  return `${AUTH_PATH}?${params.toString()}`
}
