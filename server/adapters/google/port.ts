import type { Hono } from 'hono'
import type { AppEnv } from '#server/lib/hono-env.ts'

/**
 * Google sign-in as composed from the configuration: the OpenID Connect provider that better-auth's
 * client (server/features/auth/google.ts, the production client whichever issuer it talks to) signs in
 * with, and the local consent page (local.ts) when that is the provider. The protocol itself is
 * better-auth's: discovery, the code exchange and the id_token's checks happen inside its OAuth client.
 */
export interface GoogleSignIn {
  /** Google (GOOGLE_CLIENT_ID …), or the local consent page; null when Google sign-in is off. */
  provider: OidcProvider | null
  /** The local consent page, for server/app.ts to mount; null unless it is the provider. */
  localPages: LocalPages | null
}

export interface OidcProvider {
  issuer: string
  clientId: string
  clientSecret: string
}

export interface LocalPages {
  path: string
  router: Hono<AppEnv>
}
