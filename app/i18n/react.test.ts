import { createElement as h, Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildBrowserScript, launchChromium, requireBrowser } from '#tests/support/browser-script.ts'
import { startTransferServer, type TransferServer } from '#tests/support/transfer-app.ts'
import { Trans, TranslationProvider, useTranslation } from './react.tsx'
import { loadAllLanguageResources, loadNamespaces } from './resources.ts'
import { createI18n } from './setup.ts'

/**
 * useTranslation and Trans (react.tsx). On the server through react-dom's renderers; in a real
 * browser (tests/support/translation-page.ts, built with Vite, in Chromium as upload-to-api.test.ts
 * does) for what only a client render shows: suspending until a namespace loads, and rendering
 * again, not mounting again, when the language changes.
 */

describe('useTranslation on the server', () => {
  it('suspends a component whose namespace has not loaded, and renders it in that language once it has', async () => {
    // Only Hindi's shell: the browser's case, as translations-handle.test.ts.
    await loadNamespaces('hi', ['common', 'shell'])
    const i18n = createI18n('hi')
    function Mailbox() {
      const { t, i18n: instance } = useTranslation('mailbox')
      return h('h1', { lang: instance.language }, t('heading'))
    }
    const tree = h(TranslationProvider, { i18n }, h(Suspense, { fallback: h('p', null, 'waiting') }, h(Mailbox)))
    // renderToString does not wait: the boundary shows its fallback.
    expect(renderToString(tree)).toContain('waiting')
    // prerender waits for the namespace, then renders it.
    const { prelude } = await prerender(tree)
    const html = await new Response(prelude).text()
    expect(html).toContain('<h1 lang="hi">मेलबॉक्स</h1>')
  })
})

describe('Trans', () => {
  beforeAll(async () => {
    await loadAllLanguageResources()
  })

  function renderTrans(language: string, values: Record<string, unknown>, count?: number) {
    function Run() {
      const { t } = useTranslation('admin')
      return h(Trans<'admin'>, {
        t,
        i18nKey: count === undefined ? 'sources.runs.error' : 'sources.runs.rejection',
        values,
        count,
        components: { data: h('span', { lang: 'en' }) },
      })
    }
    return renderToString(h(TranslationProvider, { i18n: createI18n(language) }, h(Run)))
  }

  it('puts the value inside the component its tag names, as text, whatever it holds', () => {
    expect(renderTrans('en', { error: 'timeout <b>x</b> & a/b' })).toBe(
      'Error: <span lang="en">timeout &lt;b&gt;x&lt;/b&gt; &amp; a/b</span>',
    )
    expect(renderTrans('hi', { error: '&amp;' })).toBe('त्रुटि: <span lang="en">&amp;amp;</span>')
  })

  it('takes the plural form of its count', () => {
    expect(renderTrans('en', { count: 1, reason: 'stale' }, 1)).toBe('1 posting: <span lang="en">stale</span>')
    expect(renderTrans('en', { count: 3, reason: 'stale' }, 3)).toBe('3 postings: <span lang="en">stale</span>')
  })
})

const journeySchema = z.object({
  whileLoading: z.object({ text: z.string(), accountLoaded: z.boolean() }),
  loaded: z.object({ text: z.string(), lang: z.string().nullable() }),
  afterSwitch: z.object({ switched: z.boolean(), text: z.string(), sameHeading: z.boolean(), hindiNamespaces: z.array(z.string()) }),
})

describe('useTranslation in a browser', () => {
  let server: TransferServer
  let browser: Browser | null = null
  let page: Page
  const consoleErrors: string[] = []

  beforeAll(async () => {
    // React's development build, for its warnings (a suspending promise it cannot cache is one).
    const script = await buildBrowserScript('tests/support/translation-page.ts', { development: true })
    server = await startTransferServer((app) => {
      app.get('/', (c) => c.html('<!doctype html><title>translations</title>'))
      app.get('/favicon.ico', (c) => c.body(null, 204))
      app.get('/translation-page.js', (c) => c.body(script, 200, { 'content-type': 'text/javascript' }))
    })
    browser = await launchChromium()
    if (!browser) return
    page = await browser.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    await page.goto(server.origin)
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it('suspends until the namespace loads, then renders again in the new language when the reader switches', async (context) => {
    requireBrowser(browser, context, 'test the hook in a browser')
    // An expression, not a function: Vitest would rewrite a function's import() for Node.
    const result = journeySchema.parse(await page.evaluate(`import('/translation-page.js').then((page) => page.runTranslationJourney())`))
    expect(result.whileLoading).toEqual({ text: 'Languagewaiting', accountLoaded: false })
    expect(result.loaded).toEqual({ text: 'LanguageSettings', lang: 'en' })
    expect(result.afterSwitch.switched).toBe(true)
    expect(result.afterSwitch.text).toBe('भाषासेटिंग्स')
    // The same element: the component rendered again; nothing mounted anew or suspended.
    expect(result.afterSwitch.sameHeading).toBe(true)
    // Hindi loaded what the page had in English, and only that.
    expect(result.afterSwitch.hindiNamespaces).toEqual(['common', 'shell', 'auth', 'account'])
    expect(consoleErrors).toEqual([])
  })
})
