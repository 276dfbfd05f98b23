import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { user } from '#server/db/schema/accounts.ts'
import type { Services } from '#server/services.ts'
import { buildLoaderArgs } from '#tests/support/loader-args.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL } from '#tests/support/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { loader } from './auth.tsx'

beforeAll(async () => {
  await loadAllLanguageResources()
})

async function runLoader(url: string, services: Services, cookie?: string): Promise<unknown> {
  try {
    return await loader(buildLoaderArgs(url, services, cookie ? { cookie } : {}).args)
  } catch (thrown) {
    return thrown
  }
}

describeOnDatabases('/auth loader', (getHandle) => {
  let services: Services
  let cookie = ''

  beforeAll(async () => {
    services = buildTestServices(getHandle())
    const app = buildTestApp(getHandle(), { services })
    const headers = { 'content-type': 'application/json', origin: TEST_PUBLIC_URL }
    const email = 'meera.iyer@example.com'
    const password = 'monsoon42'
    const signUp = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Meera Iyer', email, password }),
    })
    expect(signUp.status).toBe(200)
    await getHandle().db.update(user).set({ emailVerified: true }).where(eq(user.email, email))
    const signIn = await app.request('/api/auth/sign-in/email', { method: 'POST', headers, body: JSON.stringify({ email, password }) })
    expect(signIn.status).toBe(200)
    cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
  })

  it('shows the page to a signed-out visitor, titled in their language', async () => {
    expect(await runLoader('http://localhost/auth', services)).toMatchObject({ title: 'Sign in or sign up | JobYatra' })
  })

  it('sends a signed-in visitor to /dashboard', async () => {
    const answer = await runLoader('http://localhost/auth', services, cookie)
    expect(answer).toBeInstanceOf(Response)
    expect(answer instanceof Response ? answer.headers.get('location') : null).toBe('/dashboard')
  })

  it('or to the safe return path they came for, never another site', async () => {
    const back = await runLoader('http://localhost/auth?redirect=%2Fjobs%3Fq%3Ddata', services, cookie)
    expect(back instanceof Response ? back.headers.get('location') : null).toBe('/jobs?q=data')
    const away = await runLoader('http://localhost/auth?redirect=%2F%2Fevil.example', services, cookie)
    expect(away instanceof Response ? away.headers.get('location') : null).toBe('/dashboard')
    // Checked after normalising (issue 18: these answered `Location: //evil.example`).
    for (const redirect of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example']) {
      const normalised = await runLoader(`http://localhost/auth?redirect=${encodeURIComponent(redirect)}`, services, cookie)
      expect(normalised instanceof Response ? normalised.headers.get('location') : null, redirect).toBe('/dashboard')
    }
  })
})
