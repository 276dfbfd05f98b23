import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { TranslationProvider } from '#app/i18n/react.tsx'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { BreadcrumbBar } from './breadcrumb-bar.tsx'
import { buildBreadcrumbTrail, humaniseSlug, type BreadcrumbMatch } from './breadcrumbs.ts'

await loadAllLanguageResources()

/** The bar as the server renders it for `path`, under a root that draws it and the pages below. */
async function renderBar(path: string, language: 'en' | 'hi' = 'en'): Promise<string> {
  const i18n = createI18n(language)
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      Component: () => (
        <TranslationProvider i18n={i18n}>
          <BreadcrumbBar publicUrl="https://jobyatra.example" />
          <Outlet />
        </TranslationProvider>
      ),
      children: [
        { index: true, Component: () => null },
        {
          // How the blog, guide and company pages name their trail: `breadcrumbs` in their loader data.
          path: 'blog/:slug',
          loader: () => ({
            breadcrumbs: [
              { label: 'Blog', to: '/blog' },
              { label: 'working abroad', to: '/blog/topics/working-abroad' },
              { label: 'Moving to Canada' },
            ],
          }),
          Component: () => null,
        },
        { path: 'about', Component: () => null },
        { path: 'blog/topics/:slug', Component: () => null },
        { path: 'auth', Component: () => null },
        { id: 'routes/not-found', path: '*', Component: () => null },
      ],
    },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(`https://jobyatra.example${path}`))
  if (context instanceof Response) throw new Error('the stub routes answered a response')
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />)
}

function jsonLd(html: string): unknown {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)
  return match ? JSON.parse(match[1] ?? '') : null
}

describe('the breadcrumb bar, rendered on the server', () => {
  it('is hidden on the home page', async () => {
    expect(await renderBar('/')).not.toContain('<nav')
  })

  it("shows a loader's trail with the current page unlinked, and its BreadcrumbList", async () => {
    const html = await renderBar('/blog/moving-to-canada')
    expect(html).toContain('<nav aria-label="Breadcrumb"')
    expect(html).toContain('href="/blog"')
    expect(html).toContain('href="/blog/topics/working-abroad"')
    expect(html).toContain('<span aria-current="page" class="truncate font-medium text-ink">Moving to Canada</span>')
    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://jobyatra.example/' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://jobyatra.example/blog' },
        { '@type': 'ListItem', position: 3, name: 'working abroad', item: 'https://jobyatra.example/blog/topics/working-abroad' },
        { '@type': 'ListItem', position: 4, name: 'Moving to Canada', item: 'https://jobyatra.example/blog/moving-to-canada' },
      ],
    })
  })

  it('names a page that names no trail by the mapped label of its path, in the reader’s language', async () => {
    expect(await renderBar('/about')).toContain('<span aria-current="page" class="truncate font-medium text-ink">About us</span>')
    const hindi = await renderBar('/about', 'hi')
    expect(hindi).toContain('aria-label="ब्रेडक्रंब"')
    expect(hindi).toContain('>होम</a>')
    expect(hindi).toContain('हमारे बारे में</span>')
  })

  it('shows a topic page as Blog > topic name', async () => {
    const html = await renderBar('/blog/topics/salaries-and-negotiation')
    const trail = (jsonLd(html) as { itemListElement: Array<{ name: string }> }).itemListElement.map((item) => item.name)
    expect(trail).toEqual(['Home', 'Blog', 'Salaries and negotiation'])
  })

  it('is hidden where nothing maps the path and on the 404 page', async () => {
    expect(await renderBar('/auth')).not.toContain('<nav')
    expect(await renderBar('/about/nothing/here-x')).not.toContain('<nav')
  })
})

describe('the trail', () => {
  const en = createI18n('en').t
  it('reads `breadcrumbs` from a handle too, and ignores a malformed list', () => {
    const handle = { breadcrumbs: [{ label: 'Companies', to: '/companies' }, { label: 'Tata Consultancy Services' }] }
    const matches: BreadcrumbMatch[] = [{ pathname: '/companies/tcs', loaderData: null, handle }]
    expect(buildBreadcrumbTrail(matches, { pathname: '/companies/tcs', search: '' }, en).map((item) => item.label)).toEqual([
      'Home',
      'Companies',
      'Tata Consultancy Services',
    ])
    const broken: BreadcrumbMatch[] = [{ pathname: '/x', loaderData: { breadcrumbs: [{ label: 3 }] }, handle: undefined }]
    expect(buildBreadcrumbTrail(broken, { pathname: '/x', search: '' }, en)).toEqual([])
  })

  it('turns hyphens to spaces in a slug', () => {
    expect(humaniseSlug('working-abroad-and-visas')).toBe('Working abroad and visas')
  })
})
