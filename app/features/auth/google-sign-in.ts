import { DASHBOARD_PATH } from './return-to.ts'

/**
 * Starts Google sign-in: asks the server for Google's consent URL (better-auth's generic OAuth
 * endpoint) and leaves for it. Resolves never on success (the page unloads); rejects when the
 * server refuses, so the caller can show 'Google sign-in failed. Please try again.'.
 */
export async function startGoogleSignIn(returnTo: string = DASHBOARD_PATH): Promise<void> {
  const response = await fetch('/api/auth/sign-in/oauth2', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ providerId: 'google', callbackURL: returnTo, errorCallbackURL: '/auth/callback' }),
  })
  const answer: unknown = await response.json().catch(() => null)
  const url = typeof answer === 'object' && answer !== null && 'url' in answer && typeof answer.url === 'string' ? answer.url : null
  if (!response.ok || url === null) throw new Error(`Google sign-in could not start (HTTP ${response.status})`)
  window.location.assign(url)
}
