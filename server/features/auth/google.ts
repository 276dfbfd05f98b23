import type { GenericOAuthConfig } from 'better-auth/plugins'
import { GOOGLE_PROVIDER_ID } from './constants.ts'

/** The page Google (or the local stand-in) sends the browser back to: register `${PUBLIC_URL}${GOOGLE_REDIRECT_PATH}`. */
export const GOOGLE_REDIRECT_PATH = '/auth/callback'

export interface GoogleSettings {
  clientId: string | undefined
  clientSecret: string | undefined
  /** The OpenID Connect issuer: Google's, the local consent page's (server/adapters/google/local.ts), or a stand-in's in tests. */
  issuer: string
  /** The site's public origin: the redirect URI is built from it. */
  publicUrl: string
}

/**
 * Google sign-in as an OpenID Connect client found through the issuer's discovery document: the
 * production client, whichever issuer it talks to. Null when no credentials are configured.
 *
 * The provider redirects to /auth/callback (spec 000 §2), a page that shows 'Signing you in…' and
 * hands code and state to better-auth's /api/auth/callback/google, which checks the state cookie,
 * exchanges the code with the PKCE verifier and the same redirect URI, and verifies the id_token
 * (signature from the JWKS, issuer, audience, expiry, nonce) before it creates a session.
 */
export function googleClient(settings: GoogleSettings): GenericOAuthConfig | null {
  if (!settings.clientId || !settings.clientSecret) return null
  return {
    providerId: GOOGLE_PROVIDER_ID,
    discoveryUrl: `${trimSlashes(settings.issuer)}/.well-known/openid-configuration`,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    scopes: ['openid', 'email', 'profile'],
    redirectURI: googleRedirectUri(settings.publicUrl),
    pkce: true,
    // The id_token must verify against the issuer's keys; a discovery without jwks_uri turns Google off.
    requireIdTokenVerification: true,
    // Google's chooser, even when the browser holds one Google session: people share phones.
    prompt: 'select_account',
  }
}

/** The redirect URI to register with Google: PUBLIC_URL's /auth/callback. */
export function googleRedirectUri(publicUrl: string): string {
  return `${trimSlashes(publicUrl)}${GOOGLE_REDIRECT_PATH}`
}

function trimSlashes(url: string): string {
  return url.replace(/\/+$/, '')
}
