import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, RouterContextProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import type { JobsReader } from '../../core/jobs/jobs-reader.ts'
import { loadAllLanguageResources } from '../i18n/resources.ts'
import { createI18n } from '../i18n/setup.ts'
import { serverServicesContext } from '../lib/server-context.ts'
import { LANGUAGE_COOKIE } from '../shell/language.ts'
import NotFoundPage, { loader, meta } from './not-found.tsx'

// The server has every language before it serves (entry.server.tsx); so do these tests.
beforeAll(async () => {
  await loadAllLanguageResources()
})

function buildArgs(url: string, cookie?: string) {
  const notFound: string[] = []
  const context = new RouterContextProvider()
  context.set(serverServicesContext, {
    requestId: 'req-test',
    cspNonce: 'nonce-test',
    publicUrl: 'https://jobyatra.example',
    // The 404 page never searches.
    jobs: {} as JobsReader,
    reportNotFound: (path) => notFound.push(path),
  })
  const request = new Request(url, { headers: cookie ? { cookie } : {} })
  // The generated LoaderArgs also carry route-pattern details the loader never reads.
  return { args: { request, context, params: {} } as never, notFound }
}

describe('not-found route', () => {
  it('answers 404 and logs the path that was missed, without its query', () => {
    const { args, notFound } = buildArgs('http://localhost/no/such/page?utm=1')
    const result = loader(args)
    expect(result.init?.status).toBe(404)
    expect(notFound).toEqual(['/no/such/page'])
  })

  it('asks crawlers not to index it and titles it in the reader language', () => {
    const { args } = buildArgs('http://localhost/missing', `${LANGUAGE_COOKIE}=hi`)
    const descriptors = meta({ loaderData: loader(args).data } as Parameters<typeof meta>[0])
    expect(descriptors).toContainEqual({ title: 'पेज नहीं मिला | JobYatra' })
    expect(descriptors).toContainEqual({ name: 'robots', content: 'noindex' })
  })

  it("shows 'Oops! Page not found' with a Return to Home link", () => {
    const html = renderToString(
      <I18nextProvider i18n={createI18n('en')}>
        <MemoryRouter>
          <NotFoundPage />
        </MemoryRouter>
      </I18nextProvider>,
    )
    expect(html).toMatch(/<h1[^>]*>Oops! Page not found<\/h1>/)
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>.*Return to Home<\/a>/)
  })
})
