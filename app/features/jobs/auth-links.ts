import { AUTH_PATH } from '#app/shell/nav-items.ts'

/**
 * Links into /auth with the way in and the page to come back to. Accounts arrive in a later issue;
 * until then these are the sign-in prompt's and the sign-up call to action's only wiring.
 */
export function buildAuthHref(mode: 'signin' | 'signup' | 'google', redirectTo: string): string {
  const params = new URLSearchParams()
  if (mode === 'signup') params.set('mode', 'signup')
  if (mode === 'google') params.set('provider', 'google')
  params.set('redirect', redirectTo)
  return `${AUTH_PATH}?${params.toString()}`
}
