import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { networkInterfaces } from 'node:os'
import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import mailbox from '#core/i18n/locales/en/mailbox.json' with { type: 'json' }
import { createLocalGoogle } from '#server/adapters/google/local.ts'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { createWebHandler, isServerBuild } from '#server/web/react-router.ts'
import { buildTestApp } from '#tests/support/services.ts'

/**
 * The embedded stand-ins are for the person at the machine (issue 18: a bare `npm start` listened on
 * 0.0.0.0, so anyone on the network could sign in as anyone through the local Google page and read
 * every code at /dev/mailbox). The real app listens on every interface here and is asked once over
 * loopback and once over this machine's network address, which is not loopback to the server.
 */

function findNetworkAddress(): string | null {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) {
      if (entry.family === 'IPv4' && !entry.internal) return entry.address
    }
  }
  return null
}

const networkAddress = findNetworkAddress()
const NO_NETWORK_REASON = 'this machine has no non-loopback IPv4 address to ask from, so a client from the network cannot be played here'

describe('local pages asked from the network', () => {
  if (networkAddress === null) {
    it('refuses a client from the network', (context) => {
      context.skip(NO_NETWORK_REASON)
    })
    return
  }
  let vite: ViteDevServer
  let database: DatabaseHandle
  let server: Server
  let port = 0

  beforeAll(async () => {
    vite = await createViteServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'silent' })
    const loadBuild = async () => {
      const build: unknown = await vite.ssrLoadModule('virtual:react-router/server-build')
      if (!isServerBuild(build)) throw new Error('virtual:react-router/server-build did not load')
      return build
    }
    database = await openDatabase({ kind: 'pglite', dataDir: null })
    const localGoogle = createLocalGoogle({
      publicUrl: 'http://localhost:3000',
      redirectUris: ['http://localhost:3000/api/auth/oauth2/callback/google'],
    })
    const app = buildTestApp(database, {
      env: { NODE_ENV: 'production' },
      localProviders: [localGoogle],
      web: createWebHandler({ loadBuild, mode: 'production', publicUrl: 'http://localhost:3000', areLocalPagesEnabled: true }),
    })
    server = createServer(getRequestListener(app.fetch))
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve))
    port = (server.address() as AddressInfo).port
  }, 120_000)

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await vite.close()
    await database.close()
  })

  const paths = ['/dev/mailbox', '/dev/render-error', '/__local/google/.well-known/openid-configuration', '/__local/google/authorize']

  it('answers the person at the machine', async () => {
    const mailboxPage = await fetch(`http://127.0.0.1:${port}/dev/mailbox`)
    expect(mailboxPage.status).toBe(200)
    expect(await mailboxPage.text()).toContain(mailbox.metaTitle)
    const discovery = await fetch(`http://127.0.0.1:${port}/__local/google/.well-known/openid-configuration`)
    expect(discovery.status).toBe(200)
    expect(await discovery.json()).toMatchObject({ issuer: 'http://localhost:3000/__local/google' })
  })

  it('answers a client elsewhere on the network with the 404 page, for every local path', async () => {
    for (const path of paths) {
      const response = await fetch(`http://${networkAddress}:${port}${path}`)
      const body = await response.text()
      expect({ path, status: response.status }).toEqual({ path, status: 404 })
      expect(body).toContain('<html')
      // The 404 page: not the discovery document, not the mailbox.
      expect(body).not.toContain('authorization_endpoint')
      expect(body).not.toContain(mailbox.metaTitle)
    }
    // The rest of the site answers them as usual.
    expect((await fetch(`http://${networkAddress}:${port}/api/health`)).status).toBeLessThan(500)
  })
})
