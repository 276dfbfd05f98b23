import { renderToString } from 'react-dom/server'
import { TranslationProvider } from '#app/i18n/react.tsx'
import { MemoryRouter } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { toCookieHeader } from '#tests/support/cookies.ts'
import { buildLoaderArgs } from '#tests/support/loader-args.ts'
import { buildTestServices, TEST_PUBLIC_URL } from '#tests/support/services.ts'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { outbox } from '#server/db/schema/index.ts'
import { enqueueMessage, type TemplateName, type TemplateParams } from '#server/features/notifications/index.ts'
import type { Services } from '#server/services.ts'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { languageCookie } from '#app/lib/cookies.ts'
import DevMailboxRoute, { headers, loader, meta } from './dev-mailbox.tsx'

beforeAll(async () => {
  await loadAllLanguageResources()
})

let database: DatabaseHandle
let services: Services

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null })
  services = buildTestServices(database)
})

afterAll(async () => {
  await database.close()
})

beforeEach(async () => {
  await database.db.delete(outbox)
})

const verifyUrl = `${TEST_PUBLIC_URL}/api/auth/verify-email?token=abc&callbackURL=%2Fdashboard`

async function loadPage(pageServices: Services = services, cookie?: string) {
  const { args } = buildLoaderArgs('http://localhost/dev/mailbox', pageServices, { cookie })
  return loader(args)
}

function render(data: Awaited<ReturnType<typeof loader>>, language: 'en' | 'hi' = 'en') {
  return renderToString(
    <TranslationProvider i18n={createI18n(language)}>
      <MemoryRouter>
        <DevMailboxRoute {...({ loaderData: data } as Parameters<typeof DevMailboxRoute>[0])} />
      </MemoryRouter>
    </TranslationProvider>,
  )
}

/** An English message of `template` to `recipient`, as a feature enqueues it. */
function message<T extends TemplateName>(template: T, recipient: string, params: TemplateParams[T]) {
  return { template, recipient, params, userId: null, locale: 'en' as const }
}

describe('/dev/mailbox', () => {
  it('lists the outbox newest first, rendered, with our links clickable and the SMS code on its own', async () => {
    await enqueueMessage(database.db, message('verify-email', 'asha@example.in', { url: verifyUrl }))
    // A name is text a stranger chose: it shows as text, never as a link or markup.
    await enqueueMessage(database.db, message('welcome', 'asha@example.in', { name: 'Asha <script>alert(1)</script>' }))
    await enqueueMessage(database.db, message('phone-code', '+919876543210', { code: '482913' }))

    const data = await loadPage()
    expect(data.entries.map((entry) => entry.template)).toEqual(['phone-code', 'welcome', 'verify-email'])
    expect(data.entries[0]).toMatchObject({ channel: 'sms', recipient: '+919876543210', code: '482913', state: 'pending', subject: null })

    const html = render(data)
    expect(html).toContain('<h1 id="mailbox-heading"')
    expect(html).toContain(`href="${verifyUrl.replaceAll('&', '&amp;')}"`)
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('alert(1)')
    expect(html).toMatch(/<dd[^>]*>482913<\/dd>/)
    expect(html).toContain('Verify your email for JobYatra')
    expect(html).toContain('482913 is your JobYatra verification code. It expires in 10 minutes.')
    expect(html).toContain('3 messages')
  })

  it("shows each message in its own language, marked as such, whatever the page's language", async () => {
    await enqueueMessage(database.db, { ...message('verify-email', 'asha@example.in', { url: verifyUrl }), locale: 'hi' })
    const data = await loadPage()
    expect(data.entries[0]).toMatchObject({ locale: 'hi', subject: 'JobYatra के लिए अपना ईमेल सत्यापित करें' })
    const html = render(data, 'en')
    expect(html).toContain('lang="hi"')
    expect(html).toContain('JobYatra पर साइन अप पूरा करने के लिए अपने ईमेल पते की पुष्टि करें:')
    expect(html).toContain('>Hindi<')
  })

  it('says so for a row that cannot be rendered, instead of guessing', async () => {
    await database.db
      .insert(outbox)
      .values({ channel: 'sms', template: 'phone-code', locale: 'en', params: {}, recipient: '+919876543210', createdAt: new Date() })
    const data = await loadPage()
    expect(data.entries[0]).toMatchObject({ body: null, code: null })
    expect(render(data, 'hi')).toContain('यह संदेश नहीं दिखाया जा सकता')
  })

  it('shows an empty state with a way to sign in, in Hindi too', async () => {
    const data = await loadPage(services, await toCookieHeader(languageCookie, 'hi'))
    expect(data.entries).toEqual([])
    expect(data.title).toBe('मेलबॉक्स (डेवलपमेंट) | JobYatra')
    const html = render(data, 'hi')
    expect(html).toContain('अभी कोई संदेश नहीं')
    expect(html).toContain('href="/auth"')
    expect(html).toContain('href="/dev/mailbox"')
  })

  it('asks crawlers and caches to keep away', async () => {
    const descriptors = meta({ loaderData: await loadPage() } as Parameters<typeof meta>[0])
    expect(descriptors).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(headers()).toEqual({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })
  })

  it('does not exist where the mailbox is off (real providers, APP_ENV=production): a 404', async () => {
    await enqueueMessage(database.db, message('phone-code', '+919876543210', { code: '482913' }))
    const production = buildTestServices(database, { messaging: { isMailboxEnabled: false } })
    const refusal = await loadPage(production).then(
      () => null,
      (thrown: unknown) => thrown,
    )
    expect(refusal).toMatchObject({ init: { status: 404 }, data: { error: { code: 'NOT_FOUND' } } })
    expect(JSON.stringify(refusal)).not.toContain('482913')
  })
})
