import { OAuth2Server, type MutableResponse, type MutableToken, type TokenRequestIncomingMessage } from 'oauth2-mock-server'

/**
 * Google's OpenID Connect endpoints on 127.0.0.1 (oauth2-mock-server): discovery, authorize, token,
 * JWKS and userinfo, with the checks Google makes that the mock leaves out — the client's id and
 * secret (client_secret_post or client_secret_basic) and a redirect_uri at the token endpoint equal
 * to the one the code was issued for — and id_tokens that carry the account's e-mail as Google's do.
 * What the token endpoint received is kept for the test to read back.
 */

export interface GoogleAccount {
  sub: string
  email: string
  name: string
}

export interface TokenRequestRecord {
  clientId: string | null
  hasClientSecret: boolean
  redirectUri: string | null
  hasCodeVerifier: boolean
  status: number
}

export interface GoogleStandIn {
  issuer: string
  clientId: string
  clientSecret: string
  /** The account the next consent signs in as. */
  account: GoogleAccount
  tokenRequests: TokenRequestRecord[]
  /** An id_token signed with the stand-in's key; `claims` override Google's (aud, exp, nonce …). */
  signIdToken(claims?: Record<string, unknown>): Promise<string>
  stop(): Promise<void>
}

export async function startGoogleStandIn(account: GoogleAccount): Promise<GoogleStandIn> {
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  await server.start(0, '127.0.0.1')
  const issuer = server.issuer.url
  if (!issuer) throw new Error('the Google stand-in did not start')
  const clientId = 'stand-in-client.apps.googleusercontent.com'
  const clientSecret = 'stand-in-secret'
  const redirectUris = new Map<string, string>()
  const standIn: GoogleStandIn = {
    issuer,
    clientId,
    clientSecret,
    account,
    tokenRequests: [],
    signIdToken: (claims = {}) =>
      server.issuer.buildToken({
        scopesOrTransform: (_header, payload) => {
          Object.assign(payload, googleClaims(standIn.account), { aud: clientId, azp: clientId }, claims)
        },
      }),
    stop: () => server.stop(),
  }

  server.service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }, req: { url?: string }) => {
    const code = url.searchParams.get('code')
    const requested = new URL(req.url ?? '/', issuer).searchParams.get('redirect_uri')
    if (code && requested) redirectUris.set(code, requested)
  })
  server.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, googleClaims(standIn.account))
  })
  server.service.on('beforeResponse', (response: MutableResponse, req: TokenRequestIncomingMessage) => {
    const body = req.body as unknown as Record<string, string | undefined>
    const client = readClient(req.headers.authorization, body)
    const code = body.code
    const expectedRedirect = code ? redirectUris.get(code) : undefined
    if (code) redirectUris.delete(code)
    if (client.id !== clientId || client.secret !== clientSecret) {
      response.statusCode = 401
      response.body = { error: 'invalid_client', error_description: 'Unauthorized' }
    } else if (!expectedRedirect || body.redirect_uri !== expectedRedirect) {
      response.statusCode = 400
      response.body = { error: 'redirect_uri_mismatch', error_description: 'Bad Request' }
    }
    standIn.tokenRequests.push({
      clientId: client.id,
      hasClientSecret: client.secret !== null,
      redirectUri: body.redirect_uri ?? null,
      hasCodeVerifier: typeof body.code_verifier === 'string',
      status: response.statusCode,
    })
  })
  return standIn
}

function googleClaims(account: GoogleAccount) {
  return { sub: account.sub, email: account.email, email_verified: true, name: account.name }
}

function readClient(
  authorization: string | undefined,
  body: Record<string, string | undefined>,
): { id: string | null; secret: string | null } {
  const basic = /^Basic (.+)$/i.exec(authorization ?? '')?.[1]
  if (basic) {
    const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':')
    return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) }
  }
  return { id: body.client_id ?? null, secret: body.client_secret ?? null }
}
