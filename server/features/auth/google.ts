import type { GenericOAuthConfig } from 'better-auth/plugins'
import { GOOGLE_PROVIDER_ID } from './constants.ts'

export interface GoogleSettings {
  clientId: string | undefined
  clientSecret: string | undefined
  /** The OpenID Connect issuer: Google's, or a stand-in's in tests. */
  issuer: string
}

/**
 * Google sign-in as an OpenID Connect client found through the issuer's discovery document: the
 * production client. Null when no credentials are configured.
 */
export function googleClient(settings: GoogleSettings): GenericOAuthConfig | null {
  if (!settings.clientId || !settings.clientSecret) return null
  return {
    providerId: GOOGLE_PROVIDER_ID,
    discoveryUrl: `${settings.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
  }
}
