import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { createWebHandler, isServerBuild } from '#server/web/react-router.ts'
import type { TestApp } from '#tests/support/services.ts'
import { buildSignInApp, createSignedInAccount, postAuth } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

/**
 * The browser's session cookie lives as long as the session (decision 020): better-auth slides the
 * session's expiry once a day while a page reads it on the server, and the page's response must carry
 * the cookie it re-sets; a session that has ended has its cookie removed by the page's response. The
 * real pages render here through Vite's SSR loader and the production web handler.
 */

const DAY_MS = 24 * 60 * 60 * 1000
let vite: ViteDevServer

beforeAll(async () => {
  vite = await createViteServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'silent' })
}, 120_000)

afterAll(async () => {
  await vite.close()
})

async function loadBuild() {
  const build: unknown = await vite.ssrLoadModule('virtual:react-router/server-build')
  if (!isServerBuild(build)) throw new Error('virtual:react-router/server-build did not load')
  return build
}

function sessionCookieLine(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith('jobyatra.session_token='))
}

describeOnDatabases('the session cookie on page responses', (getHandle) => {
  let app: TestApp
  let origin: string

  beforeAll(async () => {
    ;({ app, origin } = buildSignInApp(getHandle(), {
      web: createWebHandler({ loadBuild, mode: 'production', publicUrl: 'http://localhost:3000' }),
    }))
    // The first render compiles the app.
    await app.request(`${origin}/`)
  }, 120_000)

  afterEach(() => {
    vi.useRealTimers()
  })

  it('re-sets the cookie with a fresh lifetime when the page read slides the session', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = new Date('2026-11-24T08:00:00Z').getTime()
    vi.setSystemTime(start)
    const account = await createSignedInAccount(app, getHandle(), { origin })
    // Within the first day nothing slides, so nothing is re-set.
    const sameDay = await app.request(`${origin}/`, { headers: { cookie: account.cookie } })
    expect(sameDay.status).toBe(200)
    expect(sessionCookieLine(sameDay)).toBeUndefined()

    vi.setSystemTime(start + 2 * DAY_MS)
    const later = await app.request(`${origin}/`, { headers: { cookie: account.cookie } })
    expect(later.status).toBe(200)
    expect(sessionCookieLine(later)).toMatch(/Max-Age=604800/)
  })

  it('removes the cookie of a session that has ended', async () => {
    const account = await createSignedInAccount(app, getHandle(), { origin })
    await postAuth(app, origin, '/sign-out', {}, { cookie: account.cookie })
    const page = await app.request(`${origin}/`, { headers: { cookie: account.cookie } })
    expect(sessionCookieLine(page)).toMatch(/Max-Age=0/)
  })

  it('keeps a page rendered for a session out of every cache: private, no-store, and Vary: Cookie on every page (issue 18)', async () => {
    const account = await createSignedInAccount(app, getHandle(), { origin })
    for (const path of ['/', '/jobs', '/_.data']) {
      const signedIn = await app.request(`${origin}${path}`, { headers: { cookie: account.cookie } })
      expect(signedIn.status, path).toBe(200)
      expect(signedIn.headers.get('cache-control'), path).toBe('private, no-store')
      expect(signedIn.headers.get('vary'), path).toMatch(/\bcookie\b/i)

      // The same page for a visitor without a session may be cached, but only keyed by the cookie.
      const signedOut = await app.request(`${origin}${path}`)
      expect(signedOut.status, path).toBe(200)
      expect(signedOut.headers.get('cache-control') ?? '', path).not.toContain('no-store')
      expect(signedOut.headers.get('vary'), path).toMatch(/\bcookie\b/i)
    }
    // A cookie naming a session that has ended still shows one person's page ('Session Expired').
    await postAuth(app, origin, '/sign-out', {}, { cookie: account.cookie })
    const expired = await app.request(`${origin}/`, { headers: { cookie: account.cookie } })
    expect(expired.headers.get('cache-control')).toBe('private, no-store')
  })
})
