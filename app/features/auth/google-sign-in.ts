import { endpointUrl } from '#core/api/endpoint.ts'
import { authEndpoints } from '#core/auth/auth.endpoints.ts'
import { DASHBOARD_PATH, safeReturnPath } from './return-to.ts'

/** Where Google (or the local consent page) sends the browser back, and where better-auth reports a failed sign-in. */
export const AUTH_CALLBACK_PATH = '/auth/callback'

/**
 * Starts Google sign-in: asks the server for Google's consent URL (better-auth's social sign-in,
 * which sets the state cookie and the PKCE verifier) and leaves for it. Resolves never on success
 * (the page unloads); rejects when the server refuses, so the caller can show 'Google sign-in
 * failed. Please try again.'. After sign-in the browser lands on `returnTo` when it is a path on
 * this site, else /dashboard (spec 000 §4).
 */
export async function startGoogleSignIn(returnTo: string = DASHBOARD_PATH): Promise<void> {
  const response = await fetch(endpointUrl(authEndpoints.signInSocial), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({
      provider: 'google',
      callbackURL: safeReturnPath(returnTo) ?? DASHBOARD_PATH,
      errorCallbackURL: AUTH_CALLBACK_PATH,
      disableRedirect: true,
    }),
  })
  const answer: unknown = await response.json().catch(() => null)
  const url = typeof answer === 'object' && answer !== null && 'url' in answer && typeof answer.url === 'string' ? answer.url : null
  if (!response.ok || url === null) throw new Error(`Google sign-in could not start (HTTP ${response.status})`)
  window.location.assign(url)
}
