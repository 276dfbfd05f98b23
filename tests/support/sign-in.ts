import { and, desc, eq } from 'drizzle-orm'
import type { StaffRole } from '#core/auth/roles.ts'
import type { AppDeps } from '#server/app.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { outbox, type OutboxRow } from '#server/db/schema/index.ts'
import { setStaffRole } from '#server/features/admin/index.ts'
import { renderMessage, type TemplateName } from '#server/features/notifications/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL, type TestApp } from './services.ts'

/**
 * Signing people up and in through the real /api/auth endpoints, reading links and codes from the
 * `outbox` table the way a person reads their inbox or phone (as /dev/mailbox shows it). The one
 * place tests make accounts: route tests, sign-in tests and staff tests alike. Each request comes
 * from its own client address (X-Forwarded-For, read behind TRUST_PROXY) unless a test names one,
 * so per-address limits only bite where a test means them to.
 */

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
  /** The Origin header sent; the app's own origin unless given, none when null. */
  origin?: string | null
  headers?: Record<string, string>
}

/** A POST to /api/auth<path> as the browser's fetch sends it (JSON, our Origin). */
export async function postAuth(
  app: TestApp,
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

export async function getAuth(app: TestApp, origin: string, path: string, options: AuthRequestOptions = {}): Promise<Response> {
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

/** The newest message of a template to a recipient, as the outbox holds it. */
export async function latestMessage(handle: DatabaseHandle, recipient: string, template: TemplateName): Promise<OutboxRow> {
  const [row] = await handle.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.template, template)))
    .orderBy(desc(outbox.id))
    .limit(1)
  if (!row) throw new Error(`no ${template} message to ${recipient} in the outbox`)
  return row
}

/** The link an e-mail carries (its template's `url` parameter), as a person clicks it. */
export function linkIn(message: OutboxRow): string {
  const { params } = message
  const url = typeof params === 'object' && params !== null && 'url' in params ? params.url : null
  if (typeof url !== 'string') throw new Error(`no link in the ${message.template} message ${message.id}`)
  return url
}

/** The code a text message carries, as the phone shows it (the rendered SMS, whose code is its template's parameter). */
export function codeIn(message: OutboxRow): string {
  const rendered = renderMessage(message)
  if (rendered.channel !== 'sms') throw new Error(`the ${message.template} message ${message.id} is no text message`)
  return rendered.code
}

/** What a person types into the sign-up form. */
export interface AccountDetails {
  email: string
  password: string
  name: string
}

/** How a person's browser reaches the app. */
export interface BrowserOptions {
  /** The origin the app answers as (its PUBLIC_URL); TEST_PUBLIC_URL unless given. */
  origin?: string
  /** The browser's User-Agent (sessions list it); none unless given. */
  userAgent?: string
  /** The client address; a fresh one for every request unless given. */
  ip?: string
}

let accountCounter = 0

/** A new person's details; the password is not a common one. */
export function newAccount(overrides: Partial<AccountDetails> = {}): AccountDetails {
  accountCounter += 1
  return { email: `person${accountCounter}.${Date.now()}@example.com`, password: 'Monsoon-Trek-42', name: 'Asha Verma', ...overrides }
}

function browserRequest(options: BrowserOptions): AuthRequestOptions {
  return {
    ...(options.ip ? { ip: options.ip } : {}),
    ...(options.userAgent ? { headers: { 'user-agent': options.userAgent } } : {}),
  }
}

/** Submits the sign-up form; the response is better-auth's (200 with the new, unverified user). */
export async function signUp(app: TestApp, account: AccountDetails, options: BrowserOptions = {}): Promise<Response> {
  const { email, password, name } = account
  return await postAuth(app, options.origin ?? TEST_PUBLIC_URL, '/sign-up/email', { email, password, name }, browserRequest(options))
}

/**
 * Signs up and opens the verification link from the outbox as a browser follows a link in an e-mail
 * (no Origin header); returns the new user's id and the signed-in cookie the link sets.
 */
export async function signUpAndVerify(
  app: TestApp,
  handle: DatabaseHandle,
  account: AccountDetails,
  options: BrowserOptions = {},
): Promise<{ userId: string; cookie: string }> {
  const signedUp = await signUp(app, account, options)
  if (signedUp.status !== 200) throw new Error(`sign-up of ${account.email} answered ${signedUp.status}: ${await signedUp.text()}`)
  const { user } = (await signedUp.json()) as { user?: { id?: string; email?: string } }
  if (!user?.id || !user.email) throw new Error(`sign-up of ${account.email} answered no user`)
  // better-auth stores and mails to the address lower-cased.
  const link = linkIn(await latestMessage(handle, user.email, 'verify-email'))
  const request = browserRequest(options)
  const verified = await app.request(link, {
    headers: { ...request.headers, 'x-forwarded-for': request.ip ?? freshIp() },
  })
  if (verified.status !== 302) throw new Error(`the verification link answered ${verified.status}`)
  return { userId: user.id, cookie: cookieFrom(verified) }
}

/** Signs in with e-mail and password; returns the session cookie. */
export async function signIn(
  app: TestApp,
  account: Pick<AccountDetails, 'email' | 'password'>,
  options: BrowserOptions = {},
): Promise<string> {
  const origin = options.origin ?? TEST_PUBLIC_URL
  const response = await postAuth(
    app,
    origin,
    '/sign-in/email',
    { email: account.email, password: account.password },
    browserRequest(options),
  )
  if (response.status !== 200) throw new Error(`sign-in of ${account.email} answered ${response.status}: ${await response.text()}`)
  const cookie = cookieFrom(response)
  if (!cookie.includes('session_token=')) throw new Error(`sign-in of ${account.email} set no session cookie`)
  return cookie
}

/** A signed-in person: the details they signed up with, their id and a session of theirs. */
export interface TestAccount extends AccountDetails {
  userId: string
  /** The Cookie request header that carries the session (`jobyatra.session_token=…`). */
  cookie: string
  /** Headers for an API request as this person's browser sends it: cookie, Origin, User-Agent when given. */
  headers(extra?: Record<string, string>): Record<string, string>
}

export interface TestAccountOptions extends Partial<AccountDetails>, BrowserOptions {
  /** A staff role, set after verification the way the CLI sets it (with an audit row), before signing in. */
  role?: StaffRole
}

/**
 * A new person made the way a person makes one: sign up, open the verification link from the outbox,
 * sign in (a fresh session beside the one the link opened). A new address each call unless `email` is given.
 */
export async function createSignedInAccount(app: TestApp, handle: DatabaseHandle, options: TestAccountOptions = {}): Promise<TestAccount> {
  const { email, password, name, role, ...browser } = options
  const account = newAccount({ ...(email ? { email } : {}), ...(password ? { password } : {}), ...(name ? { name } : {}) })
  const { userId } = await signUpAndVerify(app, handle, account, browser)
  if (role) await setStaffRole(handle.db, { userId, role, actor: { userId: null, label: 'test' } })
  const cookie = await signIn(app, account, browser)
  const origin = browser.origin ?? TEST_PUBLIC_URL
  return {
    ...account,
    userId,
    cookie,
    headers: (extra = {}) => ({ origin, ...(browser.userAgent ? { 'user-agent': browser.userAgent } : {}), cookie, ...extra }),
  }
}
