import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from './hono-env.ts'
import { redirectToPublicHost } from './public-host.ts'

function buildApp(publicUrl: string, isLocalClient = true) {
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('isLocalClient', isLocalClient)
    await next()
  })
  app.use(redirectToPublicHost(publicUrl))
  app.all('*', (c) => c.text('page'))
  return app
}

describe('pages opened under another loopback name go to PUBLIC_URL (issue 18: Google sign-in ended in state_mismatch)', () => {
  it('sends http://127.0.0.1:3000 to http://localhost:3000, path and query kept', async () => {
    const answer = await buildApp('http://localhost:3000').request('http://127.0.0.1:3000/auth?mode=signin&redirect=%2Fsettings')
    expect(answer.status).toBe(307)
    expect(answer.headers.get('location')).toBe('http://localhost:3000/auth?mode=signin&redirect=%2Fsettings')
  })

  it('works the other way round, and for [::1]', async () => {
    const app = buildApp('http://127.0.0.1:3000')
    expect((await app.request('http://localhost:3000/')).headers.get('location')).toBe('http://127.0.0.1:3000/')
    expect((await app.request('http://[::1]:3000/jobs', { method: 'HEAD' })).headers.get('location')).toBe('http://127.0.0.1:3000/jobs')
  })

  it.each([
    ['the public host itself', 'http://localhost:3000', 'http://localhost:3000/', 'GET', true],
    ['another port (another server)', 'http://localhost:3000', 'http://127.0.0.1:3100/', 'GET', true],
    ['an API call', 'http://localhost:3000', 'http://127.0.0.1:3000/api/health', 'GET', true],
    ['a form post', 'http://localhost:3000', 'http://127.0.0.1:3000/auth', 'POST', true],
    ['a client from the network', 'http://localhost:3000', 'http://127.0.0.1:3000/', 'GET', false],
    ['a public URL on a real domain', 'https://jobyatra.in', 'http://127.0.0.1:3000/', 'GET', true],
    ['a host that is not loopback', 'http://localhost:3000', 'http://192.168.1.5:3000/', 'GET', true],
  ] as const)('leaves %s alone', async (_name, publicUrl, requested, method, isLocalClient) => {
    const answer = await buildApp(publicUrl, isLocalClient).request(requested, { method })
    expect(answer.status).toBe(200)
  })
})
