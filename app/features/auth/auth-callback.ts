import { endpointUrl } from '#core/api/endpoint.ts'
import { authEndpoints } from '#core/auth/auth.endpoints.ts'

/**
 * What the browser brings back to /auth/callback (spec 000 §2, §7, §8), read from its URL:
 * - a code (and state) from Google's code flow, which better-auth's callback endpoint exchanges;
 * - tokens in the fragment (`#id_token=…`, `#access_token=…&id_token=…`), as an implicit-flow
 *   provider answers, which the server verifies before it makes a session;
 * - an error, in the query (Google's `access_denied`, better-auth's own codes) or in the fragment,
 *   with its description when there is one;
 * - nothing at all.
 */
export type CallbackResult =
  | { kind: 'code'; exchangeUrl: string }
  | { kind: 'id-token'; idToken: string; accessToken: string | null }
  | { kind: 'error'; code: string; description: string | null }
  | { kind: 'none' }

/** better-auth's callback endpoint for Google: it checks the state cookie, exchanges the code and sets the session. */
export const GOOGLE_EXCHANGE_PATH = endpointUrl(authEndpoints.googleCallback)

/** A provider's description is shown as text, never as markup, and never at any length. */
const MAX_DESCRIPTION_LENGTH = 200

export function readCallback(url: URL): CallbackResult {
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''))
  const query = url.searchParams

  const fragmentError = fragment.get('error')
  if (fragmentError) return { kind: 'error', code: fragmentError, description: trimDescription(fragment.get('error_description')) }
  const idToken = fragment.get('id_token')
  if (idToken) return { kind: 'id-token', idToken, accessToken: fragment.get('access_token') }
  // An access token alone names no one we can check (its audience is unknown): not sign-in data.
  if (fragment.get('access_token')) return { kind: 'error', code: 'id_token_missing', description: null }

  // With a state, better-auth checks it (and clears it) whatever the provider answered.
  if (query.get('state') && (query.get('code') || query.get('error'))) {
    return { kind: 'code', exchangeUrl: `${GOOGLE_EXCHANGE_PATH}?${query.toString()}` }
  }
  const queryError = query.get('error')
  if (queryError) return { kind: 'error', code: queryError, description: trimDescription(query.get('error_description')) }
  return { kind: 'none' }
}

function trimDescription(value: string | null): string | null {
  const text = value?.replace(/\s+/g, ' ').trim()
  if (!text) return null
  return text.length > MAX_DESCRIPTION_LENGTH ? `${text.slice(0, MAX_DESCRIPTION_LENGTH - 1)}…` : text
}

/** Our own wording, in the reader's language, for the failures people meet (oauth:errors.*). */
export type KnownCallbackError = 'accessDenied' | 'expired' | 'accountNotLinked' | 'emailMissing' | 'accountDisabled' | 'signUpsClosed'

const knownErrors: Record<string, KnownCallbackError> = {
  access_denied: 'accessDenied',
  state_mismatch: 'expired',
  state_not_found: 'expired',
  state_invalid: 'expired',
  please_restart_the_process: 'expired',
  account_not_linked: 'accountNotLinked',
  email_not_found: 'emailMissing',
  // Ours, from the sign-in hooks (decision 071): a disabled account; a new account while sign-ups are closed.
  ACCOUNT_DISABLED: 'accountDisabled',
  SIGN_UPS_CLOSED: 'signUpsClosed',
}

export function knownCallbackError(code: string): KnownCallbackError | null {
  return knownErrors[code] ?? null
}

/** Spec 000 §9: a failed sign-in goes back to /auth after 1.5 s. */
export const CALLBACK_FAILURE_REDIRECT_MS = 1500
