import { renderToString } from 'react-dom/server'
import { TranslationProvider } from '#app/i18n/react.tsx'
import { MemoryRouter } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toCookieHeader } from '#tests/support/cookies.ts'
import { buildLoaderArgs } from '#tests/support/loader-args.ts'
import { buildTestServices } from '#tests/support/services.ts'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import type { Services } from '#server/services.ts'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { languageCookie } from '#app/lib/cookies.ts'
import NotFoundPage, { loader, meta } from './not-found.tsx'

// The server has every language before it serves (entry.server.tsx); so do these tests.
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

function buildArgs(url: string, cookie?: string) {
  return buildLoaderArgs(url, services, { cookie })
}

describe('not-found route', () => {
  it('answers 404 and logs the path that was missed, without its query', async () => {
    const { args, notFound } = buildArgs('http://localhost/no/such/page?utm=1')
    const result = await loader(args)
    expect(result.init?.status).toBe(404)
    expect(notFound.paths).toEqual(['/no/such/page'])
  })

  it('asks crawlers not to index it and titles it in the reader language', async () => {
    const { args } = buildArgs('http://localhost/missing', await toCookieHeader(languageCookie, 'hi'))
    const descriptors = meta({ loaderData: (await loader(args)).data } as Parameters<typeof meta>[0])
    expect(descriptors).toContainEqual({ title: 'पेज नहीं मिला | JobYatra' })
    expect(descriptors).toContainEqual({ name: 'robots', content: 'noindex' })
  })

  it("shows 'Oops! Page not found' with a Return to Home link", () => {
    const html = renderToString(
      <TranslationProvider i18n={createI18n('en')}>
        <MemoryRouter>
          <NotFoundPage />
        </MemoryRouter>
      </TranslationProvider>,
    )
    expect(html).toMatch(/<h1[^>]*>Oops! Page not found<\/h1>/)
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>.*Return to Home<\/a>/)
  })
})
