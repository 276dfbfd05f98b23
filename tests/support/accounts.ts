import { and, desc, eq } from 'drizzle-orm'
import type { DatabaseHandle } from '#server/db/client.ts'
import { outbox, user } from '#server/db/schema/index.ts'
import { TEST_PUBLIC_URL, type TestApp } from './services.ts'

/**
 * A signed-in person for route tests, made the way a person makes one: sign up, open the
 * verification link from the outbox (as /dev/mailbox shows it), sign in, all through the real
 * /api/auth endpoints of the app under test. Each call makes a new account unless `email` is given.
 */

export interface TestAccount {
  userId: string
  email: string
  password: string
  name: string
  /** The Cookie request header that carries the session (`jobyatra.session_token=…`). */
  cookie: string
  /** Headers for an API request as this person's browser sends it: cookie, Origin, User-Agent. */
  headers(extra?: Record<string, string>): Record<string, string>
}

export interface TestAccountOptions {
  email?: string
  password?: string
  name?: string
  /** The browser's User-Agent (sessions list it). */
  userAgent?: string
}

let accountCounter = 0

/** The Cookie header a browser would send back from a response's Set-Cookie headers. */
export function cookieFromResponse(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair !== '' && !pair.endsWith('='))
    .join('; ')
}

function browserHeaders(userAgent: string, extra: Record<string, string> = {}): Record<string, string> {
  return { origin: TEST_PUBLIC_URL, 'user-agent': userAgent, ...extra }
}

async function postJson(app: TestApp, path: string, body: unknown, headers: Record<string, string>): Promise<Response> {
  return app.request(`${TEST_PUBLIC_URL}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

/** The newest verification link e-mailed to `email`. */
export async function readVerificationLink(database: DatabaseHandle, email: string): Promise<string> {
  const [message] = await database.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'verify-email')))
    .orderBy(desc(outbox.id))
    .limit(1)
  const link = message?.body.match(/https?:\/\/\S+/)?.[0]
  if (!link) throw new Error(`no verification e-mail to ${email} in the outbox`)
  return link
}

/** Signs in an existing, verified account and answers its session cookie. */
export async function signIn(app: TestApp, credentials: { email: string; password: string; userAgent?: string }): Promise<string> {
  const headers = browserHeaders(credentials.userAgent ?? 'Vitest')
  const response = await postJson(app, '/api/auth/sign-in/email', { email: credentials.email, password: credentials.password }, headers)
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`)
  const cookie = cookieFromResponse(response)
  if (!cookie.includes('session_token=')) throw new Error('sign-in set no session cookie')
  return cookie
}

/** Signs up, verifies the e-mail through its link and signs in: a new signed-in account. */
export async function createSignedInAccount(
  app: TestApp,
  database: DatabaseHandle,
  options: TestAccountOptions = {},
): Promise<TestAccount> {
  accountCounter += 1
  const email = options.email ?? `person${accountCounter}.${Date.now().toString(36)}@example.com`
  const password = options.password ?? 'correct-horse-7'
  const name = options.name ?? 'Asha Rao'
  const userAgent = options.userAgent ?? 'Vitest'

  const signUp = await postJson(app, '/api/auth/sign-up/email', { email, password, name }, browserHeaders(userAgent))
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`)

  const link = new URL(await readVerificationLink(database, email))
  const verified = await app.request(`${TEST_PUBLIC_URL}${link.pathname}${link.search}`, { headers: browserHeaders(userAgent) })
  if (verified.status >= 400) throw new Error(`the verification link answered ${verified.status}`)

  const cookie = await signIn(app, { email, password, userAgent })
  const [created] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email))
  if (!created) throw new Error(`no user row for ${email}`)
  return {
    userId: created.id,
    email,
    password,
    name,
    cookie,
    headers: (extra) => browserHeaders(userAgent, { cookie, ...extra }),
  }
}
