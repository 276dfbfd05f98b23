import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider, type MetaDescriptor } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { helpArticles, searchHelpArticles } from '#core/site-pages/help-articles.ts'
import { readLegalPage } from '#core/site-pages/legal-pages.ts'
import { linksOf } from '#core/site-pages/rich-text.ts'
import { legalPageKeys, legalPagePaths } from '#core/site-pages/site-sections.ts'
import { sitePaths } from '#core/site-pages/site-paths.ts'
import { TranslationProvider } from '#app/i18n/react.tsx'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import type { Services } from '#server/services.ts'
import { buildLoaderArgs, readLoaderAnswer } from '#tests/support/loader-args.ts'
import { loaderForPage, routeFileFor } from '#tests/support/page-routes.ts'
import { buildTestServices } from '#tests/support/services.ts'

/**
 * Every site page (decision 061) as the server renders it: its loader on the real services, its head
 * (title, description, canonical, Open Graph) and its page in English and Hindi; and every link the
 * content draws leads to a page that exists.
 */

const PUBLIC_URL = 'https://jobyatra.example'
const SUPPORT = 'support@jobyatra.example'

let database: DatabaseHandle
let services: Services

beforeAll(async () => {
  await loadAllLanguageResources()
  database = await openDatabase({ kind: 'pglite', dataDir: null })
  services = buildTestServices(database)
})

afterAll(async () => {
  await database.close()
})

interface RouteModule {
  default: ComponentType<{ loaderData: unknown }>
  meta: (args: { loaderData: unknown }) => MetaDescriptor[]
}

function isRouteModule(module: unknown): module is RouteModule {
  return typeof module === 'object' && module !== null && 'default' in module && 'meta' in module && typeof module.meta === 'function'
}

async function openPage(path: string, language: 'en' | 'hi') {
  const url = `${PUBLIC_URL}${path}`
  const { file, loader } = await loaderForPage(url)
  const { args } = buildLoaderArgs(url, services, {
    params: path.startsWith('/help/') ? { slug: path.slice('/help/'.length) } : {},
    headers: { 'accept-language': language === 'hi' ? 'hi-IN,hi;q=0.9' : 'en-IN' },
  })
  const answer = await readLoaderAnswer(() => loader(args))
  const module: unknown = await import(/* @vite-ignore */ `#app/${file}`)
  if (!isRouteModule(module)) throw new Error(`${file} is not a page module`)
  const head = module.meta({ loaderData: answer.data })
  if (answer.status !== 200) return { answer, head, html: '' }
  const router = createMemoryRouter([{ path: '*', Component: () => createElement(module.default, { loaderData: answer.data }) }], {
    initialEntries: [path],
  })
  const html = renderToString(
    <TranslationProvider i18n={createI18n(language)}>
      <RouterProvider router={router} />
    </TranslationProvider>,
  )
  return { answer, head, html }
}

function headValue(head: MetaDescriptor[], key: 'title' | 'description' | 'canonical' | 'og:title' | 'og:url'): string | undefined {
  for (const descriptor of head) {
    if (key === 'title' && 'title' in descriptor) return String(descriptor.title)
    if (key === 'description' && 'name' in descriptor && descriptor.name === 'description') return String(descriptor.content)
    if (key === 'canonical' && 'rel' in descriptor && descriptor.rel === 'canonical') return String(descriptor.href)
    if ((key === 'og:title' || key === 'og:url') && 'property' in descriptor && descriptor.property === key)
      return String(descriptor.content)
  }
  return undefined
}

/** The text of the page's one h1, tags and entities removed. */
function headingOf(html: string): string {
  const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/gu)].map((match) => (match[1] ?? '').replace(/<[^>]+>/gu, ''))
  expect(headings).toHaveLength(1)
  return (headings[0] ?? '').replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"')
}

describe.each(['en', 'hi'] as const)('every site page in %s', (language) => {
  it.each(sitePaths.map((entry) => entry.path))('%s renders with its own title, description, canonical and Open Graph', async (path) => {
    const { answer, head, html } = await openPage(path, language)
    expect(answer.status).toBe(200)
    const title = headValue(head, 'title')
    expect(title).toMatch(/ \| JobYatra$/u)
    expect(headValue(head, 'description')?.length).toBeGreaterThan(40)
    expect(headValue(head, 'canonical')).toBe(`${PUBLIC_URL}${path}`)
    expect(headValue(head, 'og:url')).toBe(`${PUBLIC_URL}${path}`)
    expect(headValue(head, 'og:title')).toBe(title)
    // The page's heading is in its title (a help article's "<title> – Help centre | JobYatra").
    expect(title).toContain(headingOf(html))
    if (language === 'hi') expect(title).toMatch(/\p{Script=Devanagari}/u)
  })
})

describe('legal pages', () => {
  it.each(legalPageKeys)('%s: a last-updated date, a table of contents linking each section, the support inbox', async (key) => {
    const { html } = await openPage(legalPagePaths[key], 'en')
    expect(html).toContain('Last updated: 28 November 2026')
    const page = readLegalPage(key, SUPPORT)
    for (const section of page.sections) {
      expect(html).toContain(`href="#${section.id}"`)
      expect(html).toContain(`id="${section.id}"`)
    }
    expect(html).toContain(`mailto:${SUPPORT}`)
  })

  it('in Hindi: the chrome translated, the text marked as English and said to be', async () => {
    const { html } = await openPage('/privacy-policy', 'hi')
    expect(html).toContain('गोपनीयता नीति')
    expect(html).toContain('नीचे का पूरा पाठ अंग्रेज़ी में है।')
    expect(html).toContain('<div lang="en">')
  })

  it('the privacy policy covers the DPDP Act: consent, access, correction, erasure, grievance officer, retention, children, transfers, Razorpay', () => {
    const text = JSON.stringify(readLegalPage('privacy', SUPPORT))
    for (const words of [
      'Digital Personal Data Protection Act, 2023',
      'Notice and consent',
      'Download my data',
      'Correction',
      'Delete account',
      'Grievance Officer',
      'How long we keep data',
      'Children',
      'Transfers outside India',
      'Razorpay',
      'Data Protection Board of India',
    ]) {
      expect(text).toContain(words)
    }
  })

  it('the refund policy states the rule /admin/payments applies: one seventh a day, 4 unused days ₹228', () => {
    const text = JSON.stringify(readLegalPage('refund', SUPPORT))
    expect(text).toContain('one seventh of the price for each unused whole day')
    expect(text).toContain('₹228')
    expect(text).toContain('₹399')
  })
})

describe('help centre', () => {
  it('has at least 20 articles, each with a unique slug and Hindi title and summary', () => {
    expect(helpArticles.length).toBeGreaterThanOrEqual(20)
    expect(new Set(helpArticles.map((article) => article.slug)).size).toBe(helpArticles.length)
    for (const article of helpArticles) {
      expect(article.title.hi, article.slug).toMatch(/\p{Script=Devanagari}/u)
      expect(article.summary.hi, article.slug).toMatch(/\p{Script=Devanagari}/u)
    }
  })

  it('searches with ?q= on the server: every word must match; the results page is not indexed', async () => {
    expect(searchHelpArticles('refund').map((article) => article.slug)).toContain('cancelling-and-refunds')
    const uploads = searchHelpArticles('resume upload').map((article) => article.slug)
    expect(uploads).toContain('uploading-a-resume')
    expect(uploads).not.toContain('premium-plan')
    const { answer, head, html } = await openPage('/help?q=invoice%20gst', 'en')
    expect(answer.data).toMatchObject({ query: 'invoice gst' })
    expect(html).toContain('href="/help/invoices-and-gst"')
    expect(head).toContainEqual({ name: 'robots', content: 'noindex, follow' })
    expect(headValue(head, 'canonical')).toBe(`${PUBLIC_URL}/help`)
    const none = await openPage('/help?q=zzzqqq', 'en')
    expect(none.html).toContain('No article matches')
  })

  it('an unknown article is the product’s 404', async () => {
    const { answer } = await openPage('/help/no-such-article', 'en')
    expect(answer.status).toBe(404)
  })

  it('the article body is marked English on the Hindi page, its title and summary in Hindi', async () => {
    const { html } = await openPage('/help/saving-jobs', 'hi')
    expect(html).toContain('नौकरियाँ पसंदीदा में सहेजना')
    expect(html).toContain('<article lang="en">')
  })
})

describe('links', () => {
  const contentLinks = [
    ...helpArticles.flatMap((article) => linksOf(article.blocks).map((href) => ({ from: `/help/${article.slug}`, href }))),
    ...legalPageKeys.flatMap((key) => {
      const page = readLegalPage(key, SUPPORT)
      return [page.intro, ...page.sections.map((section) => section.blocks)].flatMap((blocks) =>
        linksOf(blocks).map((href) => ({ from: legalPagePaths[key], href })),
      )
    }),
  ]

  it('the content links somewhere (the test reads real links)', () => {
    expect(contentLinks.length).toBeGreaterThan(40)
  })

  it.each(contentLinks)('$from → $href leads to a built page', ({ href }) => {
    if (href.startsWith('mailto:')) return
    expect(href.startsWith('/'), href).toBe(true)
    expect(routeFileFor(href), href).toBeDefined()
    const { pathname } = new URL(href, PUBLIC_URL)
    if (pathname.startsWith('/help/')) expect(helpArticles.map((article) => `/help/${article.slug}`)).toContain(pathname)
  })

  it('every page the sitemap lists is a route of its own', () => {
    for (const { path } of sitePaths) expect(routeFileFor(path), path).toMatch(/^features\/site-pages\/routes\//u)
  })
})
