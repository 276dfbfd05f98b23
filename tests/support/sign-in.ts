import { and, desc, eq } from 'drizzle-orm'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { AppDeps } from '#server/app.ts'
import { outbox } from '#server/db/schema/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL } from './services.ts'

/**
 * Signing people up and in through the real /api/auth endpoints, reading links and codes from the
 * `outbox` table the way a person reads their inbox or phone. Each request comes from its own client
 * address (X-Forwarded-For behind TRUST_PROXY) unless a test names one, so per-address limits only
 * bite where a test means them to.
 */

export type SignInApp = ReturnType<typeof buildTestApp>

/** The app, its services and the origin it answers as, with client addresses taken from X-Forwarded-For. */
export function buildSignInApp(handle: DatabaseHandle, options: { publicUrl?: string; logger?: Logger; web?: AppDeps['web'] } = {}) {
  const publicUrl = options.publicUrl ?? TEST_PUBLIC_URL
  const services = buildTestServices(handle, { accounts: { publicUrl }, ...(options.logger ? { logger: options.logger } : {}) })
  const app = buildTestApp(handle, {
    env: { TRUST_PROXY: 'true', PUBLIC_URL: publicUrl },
    services,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.web ? { web: options.web } : {}),
  })
  return { app, services, origin: new URL(publicUrl).origin }
}

let addressCounter = 0

/** A client address no other request in this process has used. */
export function freshIp(): string {
  addressCounter += 1
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}

export interface AuthRequestOptions {
  cookie?: string
  ip?: string
  origin?: string | null
  headers?: Record<string, string>
}

/** A POST to /api/auth<path> as the browser's fetch sends it (JSON, our Origin). */
export async function postAuth(
  app: SignInApp,
  origin: string,
  path: string,
  body: unknown,
  options: AuthRequestOptions = {},
): Promise<Response> {
  return await app.request(`${origin}/api/auth${path}`, {
    method: 'POST',
    headers: requestHeaders(origin, options, { 'content-type': 'application/json' }),
    body: JSON.stringify(body),
  })
}

export async function getAuth(app: SignInApp, origin: string, path: string, options: AuthRequestOptions = {}): Promise<Response> {
  return await app.request(`${origin}/api/auth${path}`, { headers: requestHeaders(origin, options, {}) })
}

function requestHeaders(origin: string, options: AuthRequestOptions, base: Record<string, string>): Headers {
  const headers = new Headers(base)
  headers.set('x-forwarded-for', options.ip ?? freshIp())
  const sentOrigin = options.origin === undefined ? origin : options.origin
  if (sentOrigin !== null) headers.set('origin', sentOrigin)
  if (options.cookie) headers.set('cookie', options.cookie)
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
  return headers
}

/** The Cookie header a browser sends after this response (cookies it set; expired ones dropped). */
export function cookieFrom(response: Response, previous = ''): string {
  const jar = new Map<string, string>()
  for (const pair of previous.split(';')) {
    const [name, ...value] = pair.trim().split('=')
    if (name) jar.set(name, value.join('='))
  }
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';')
    const [name = '', ...value] = pair.trim().split('=')
    const isExpired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value.join('=') === ''
    if (isExpired) jar.delete(name)
    else jar.set(name, value.join('='))
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

/** The newest message of a kind to a recipient, as the outbox holds it. */
export async function latestMessage(handle: DatabaseHandle, recipient: string, kind: string): Promise<string> {
  const [row] = await handle.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.id))
    .limit(1)
  if (!row) throw new Error(`no ${kind} message to ${recipient} in the outbox`)
  return row.body
}

/** The first link in a message. */
export function linkIn(body: string): string {
  const link = /https?:\/\/\S+/.exec(body)?.[0]
  if (!link) throw new Error(`no link in: ${body}`)
  return link
}

/** The 6-digit code in a text message. */
export function codeIn(body: string): string {
  const code = /\b\d{6}\b/.exec(body)?.[0]
  if (!code) throw new Error(`no code in: ${body}`)
  return code
}

export interface TestAccount {
  email: string
  password: string
  name: string
}

let accountCounter = 0

/** A new person's details; the password is not a common one. */
export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  accountCounter += 1
  return { email: `person${accountCounter}.${Date.now()}@example.com`, password: 'Monsoon-Trek-42', name: 'Asha Verma', ...overrides }
}

/** Signs up and opens the verification link from the outbox; returns the signed-in cookie the link sets. */
export async function signUpAndVerify(app: SignInApp, handle: DatabaseHandle, origin: string, account: TestAccount): Promise<string> {
  const signUp = await postAuth(app, origin, '/sign-up/email', account)
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`)
  const link = linkIn(await latestMessage(handle, account.email, 'verify-email'))
  const verified = await app.request(link, { headers: { 'x-forwarded-for': freshIp() } })
  if (verified.status !== 302) throw new Error(`the verification link answered ${verified.status}`)
  return cookieFrom(verified)
}

/** Signs in with e-mail and password; returns the session cookie. */
export async function signIn(app: SignInApp, origin: string, account: Pick<TestAccount, 'email' | 'password'>): Promise<string> {
  const response = await postAuth(app, origin, '/sign-in/email', { email: account.email, password: account.password })
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`)
  return cookieFrom(response)
}

/** A verified account and a fresh signed-in session of it. */
export async function createSignedInAccount(
  app: SignInApp,
  handle: DatabaseHandle,
  origin: string,
  overrides: Partial<TestAccount> = {},
): Promise<TestAccount & { cookie: string }> {
  const account = newAccount(overrides)
  await signUpAndVerify(app, handle, origin, account)
  return { ...account, cookie: await signIn(app, origin, account) }
}
