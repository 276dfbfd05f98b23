import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { auditLog } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { pino } from 'pino'
import { buildTestApp, buildTestServices } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { loadLinkChecker, saveSeoOverride, startLinkCheck } from './admin-seo.server.ts'

await loadAllLanguageResources()

/** What a gate threw (a redirect is a thrown Response), or null when the call went through. */
async function thrownBy(run: () => Promise<unknown>): Promise<Response | null> {
  try {
    await run()
    return null
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

/** A request as the server hands it to a loader or action: the request and its context holding the services. */
function pageRequest(url: string, services: Services, cookie: string | null, fields?: Record<string, string>) {
  const headers = new Headers(cookie ? { cookie } : {})
  const request = new Request(url, fields ? { method: 'POST', headers, body: new URLSearchParams(fields) } : { headers })
  const context: RequestContext = {
    requestId: 'req-test',
    clientIp: '127.0.0.1',
    cspNonce: 'nonce-test',
    publicUrl: 'https://jobyatra.example',
    logger: pino({ level: 'silent' }),
    services,
    refusedStatus: null,
    areLocalPagesEnabled: false,
    viewer: () => services.auth.readViewer(headers),
    reportError: () => undefined,
  }
  return { request, context }
}

describeOnDatabases('the SEO admin screens', (getHandle) => {
  let services: Services
  const accounts: Partial<Record<'editor' | 'admin' | 'analyst' | 'member', TestAccount>> = {}

  beforeAll(async () => {
    services = buildTestServices(getHandle())
    const app = buildTestApp(getHandle(), { services })
    accounts.editor = await createSignedInAccount(app, getHandle(), { email: 'editor@example.com', role: 'editor' })
    accounts.admin = await createSignedInAccount(app, getHandle(), { email: 'admin@example.com', role: 'admin' })
    accounts.analyst = await createSignedInAccount(app, getHandle(), { email: 'analyst@example.com', role: 'analyst' })
    accounts.member = await createSignedInAccount(app, getHandle(), { email: 'member@example.com' })
  })

  function cookieOf(name: keyof typeof accounts): string {
    const account = accounts[name]
    if (!account) throw new Error(`no ${name} account`)
    return account.cookie
  }

  test('editors and admins open /admin/link-checker; an analyst and a member are sent away, a visitor to sign in', async () => {
    for (const role of ['editor', 'admin'] as const) {
      const { request, context } = pageRequest('http://localhost/admin/link-checker', services, cookieOf(role))
      expect(await thrownBy(() => loadLinkChecker(request, context))).toBeNull()
    }
    for (const role of ['analyst', 'member'] as const) {
      const { request, context } = pageRequest('http://localhost/admin/link-checker', services, cookieOf(role))
      const thrown = await thrownBy(() => loadLinkChecker(request, context))
      expect(thrown?.status).toBe(302)
      expect(thrown?.headers.get('location')).toBe('/')
    }
    const visitor = pageRequest('http://localhost/admin/seo', services, null, { path: '/pricing', title: 'x', description: '' })
    const thrown = await thrownBy(() => saveSeoOverride(visitor.request, visitor.context))
    expect(thrown?.headers.get('location')).toMatch(/^\/auth/)
  })

  test('an override saved by an editor is what the pages read, and every write lands in the audit log', async () => {
    const fields = { path: '/pricing', title: 'Plans and prices | JobYatra', description: '' }
    const { request, context } = pageRequest('http://localhost/admin/seo', services, cookieOf('editor'), fields)
    await saveSeoOverride(request, context)
    expect(await services.seo.findOverride('/pricing')).toMatchObject({ title: 'Plans and prices | JobYatra', description: null })

    const refused = pageRequest('http://localhost/admin/seo', services, cookieOf('analyst'), { ...fields, title: 'Hacked' })
    expect((await thrownBy(() => saveSeoOverride(refused.request, refused.context)))?.status).toBe(302)
    expect((await services.seo.findOverride('/pricing'))?.title).toBe('Plans and prices | JobYatra')

    const removal = pageRequest('http://localhost/admin/seo', services, cookieOf('admin'), { path: '/pricing', title: '', description: '' })
    await saveSeoOverride(removal.request, removal.context)
    expect(await services.seo.findOverride('/pricing')).toBeNull()

    const rows = await getHandle().db.select().from(auditLog).where(eq(auditLog.targetId, '/pricing')).orderBy(auditLog.id)
    expect(rows.map((row) => [row.action, row.actorLabel])).toEqual([
      ['seo.override.save', 'editor@example.com'],
      ['seo.override.remove', 'admin@example.com'],
    ])
    expect(rows[0]?.after).toEqual({ title: 'Plans and prices | JobYatra', description: null })
    expect(rows[1]?.before).toEqual({ title: 'Plans and prices | JobYatra', description: null })
  })

  test('the public pages are listed from every sitemap source, paged with the true total and searchable by path', async () => {
    const all = await services.seo.listPublicPages({ offset: 0, limit: 10_000, pathContains: '' })
    expect(all.paths).toHaveLength(all.total)
    expect(all.paths).toContain('/contact')
    const second = await services.seo.listPublicPages({ offset: 3, limit: 4, pathContains: '' })
    expect(second).toEqual({ total: all.total, paths: all.paths.slice(3, 7) })
    const matching = all.paths.filter((path) => path.includes('help'))
    expect(matching.length).toBeGreaterThan(1)
    const searched = await services.seo.listPublicPages({ offset: 1, limit: 2, pathContains: 'HELP' })
    expect(searched).toEqual({ total: matching.length, paths: matching.slice(1, 3) })
  })

  test('starting a link check is audited and a second start while it runs returns the same run', async () => {
    const first = pageRequest('http://localhost/admin/link-checker', services, cookieOf('editor'), {})
    const { runId } = await startLinkCheck(first.request, first.context)
    const rows = await getHandle().db.select().from(auditLog).where(eq(auditLog.action, 'seo.link_check.start'))
    expect(rows.map((row) => row.targetId)).toContain(String(runId))
  })
})
