import { eq } from 'drizzle-orm'
import type { StaffRole } from '#core/auth/roles.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { user } from '#server/db/schema/index.ts'
import { setStaffRole } from '#server/features/admin/index.ts'
import { TEST_PUBLIC_URL, type TestApp } from './services.ts'

export const TEST_PASSWORD = 'a-long-test-passphrase-9'

/** The Cookie header a browser sends back after these Set-Cookie headers. */
export function cookieHeaderFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

/** Signs up through the real API (better-auth), as a browser on the public URL would. */
export async function signUp(app: TestApp, email: string, name = 'Test User'): Promise<Response> {
  return app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_PUBLIC_URL },
    body: JSON.stringify({ email, password: TEST_PASSWORD, name }),
  })
}

/** Signs in through the real API; the response carries the session cookie on success. */
export async function signIn(app: TestApp, email: string): Promise<Response> {
  return app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_PUBLIC_URL },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  })
}

/**
 * A user with a verified e-mail (better-auth stores addresses lower-cased), the given staff role (set the way the CLI sets it, with an audit
 * row) and a signed-in session: the user's id and the Cookie header of that session.
 */
export async function createSignedInUser(
  app: TestApp,
  database: DatabaseHandle,
  input: { email: string; role?: StaffRole | null; name?: string },
): Promise<{ userId: string; cookie: string }> {
  const signedUp = await signUp(app, input.email, input.name)
  if (signedUp.status !== 200) throw new Error(`sign-up of ${input.email} answered ${signedUp.status}: ${await signedUp.text()}`)
  const [row] = await database.db
    .update(user)
    .set({ emailVerified: true })
    .where(eq(user.email, input.email.toLowerCase()))
    .returning({ id: user.id })
  if (!row) throw new Error(`no user ${input.email} after sign-up`)
  if (input.role) await setStaffRole(database.db, { userId: row.id, role: input.role, actor: { userId: null, label: 'test' } })
  const signedIn = await signIn(app, input.email)
  if (signedIn.status !== 200) throw new Error(`sign-in of ${input.email} answered ${signedIn.status}: ${await signedIn.text()}`)
  return { userId: row.id, cookie: cookieHeaderFrom(signedIn) }
}
