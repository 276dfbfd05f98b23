import { beforeAll, expect, test } from 'vitest'
import { loadLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import * as blogListRoute from '#app/features/blog/routes/blog.tsx'
import * as blogPostRoute from '#app/features/blog/routes/blog-post.tsx'
import * as blogRssRoute from '#app/features/blog/routes/blog-rss.ts'
import * as blogTopicRoute from '#app/features/blog/routes/blog-topic.tsx'
import type { BlogArticleData, BlogListData } from '#app/features/blog/blog-pages.ts'
import { breadcrumbJsonLd, buildBreadcrumbTrail } from '#app/shell/breadcrumbs.ts'
import type { Services } from '#server/services.ts'
import { seedPosts } from '#server/features/blog/seed/seed-content.ts'
import { buildLoaderArgs, readLoaderAnswer } from '#tests/support/loader-args.ts'
import { buildTestServices } from '#tests/support/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

/**
 * The blog's public pages as React Router runs them (decision 062): the loader's breadcrumb data,
 * the trail and BreadcrumbList the shell's bar builds from it, the BlogPosting structured data, the
 * 404 of anything not published, and the RSS feed.
 */

type Loader = (args: never) => Promise<unknown>

/** The public URL loaders are given by tests/support/loader-args.ts. */
const TEST_PUBLIC_URL = 'https://jobyatra.example'

async function load(services: Services, loader: Loader, path: string, params: Record<string, string> = {}, language = 'en') {
  const { args } = buildLoaderArgs(`${TEST_PUBLIC_URL}${path}`, services, { params, headers: { 'accept-language': language } })
  return readLoaderAnswer(() => loader(args))
}

function trailOf(path: string, handle: unknown, data: unknown) {
  const { t } = createI18n('en')
  return buildBreadcrumbTrail([{ pathname: path, loaderData: data, handle }], { pathname: path, search: '' }, t)
}

describeOnDatabases('the blog pages', (getHandle) => {
  let services: Services
  const post = seedPosts.find((item) => item.clusterSlug === 'salaries-and-negotiation')
  if (!post) throw new Error('no seeded salaries post')

  beforeAll(async () => {
    await Promise.all([loadLanguageResources('en'), loadLanguageResources('hi')])
    services = buildTestServices(getHandle())
    await services.blog.seed()
  })

  test('an article: Blog > cluster name with hyphens as spaces > title, its BreadcrumbList and BlogPosting', async () => {
    const answer = await load(services, blogPostRoute.loader, `/blog/${post.slug}`, { slug: post.slug })
    expect(answer.status).toBe(200)
    const data = answer.data as BlogArticleData
    expect(data.breadcrumbs).toEqual([
      { label: 'Blog', to: '/blog' },
      { label: 'salaries and negotiation', to: '/blog/topics/salaries-and-negotiation' },
      { label: post.title },
    ])
    const trail = trailOf(`/blog/${post.slug}`, blogPostRoute.handle, data)
    expect(trail.map((item) => [item.label, item.to, item.isCurrent])).toEqual([
      ['Home', '/', false],
      ['Blog', '/blog', false],
      ['salaries and negotiation', '/blog/topics/salaries-and-negotiation', false],
      [post.title, `/blog/${post.slug}`, true],
    ])
    expect(breadcrumbJsonLd(trail, TEST_PUBLIC_URL).itemListElement.map((item) => item.item)).toEqual([
      `${TEST_PUBLIC_URL}/`,
      `${TEST_PUBLIC_URL}/blog`,
      `${TEST_PUBLIC_URL}/blog/topics/salaries-and-negotiation`,
      `${TEST_PUBLIC_URL}/blog/${post.slug}`,
    ])

    const meta = blogPostRoute.meta({ loaderData: data } as never)
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${TEST_PUBLIC_URL}/blog/${post.slug}` })
    expect(meta).toContainEqual(expect.objectContaining({ tagName: 'link', rel: 'alternate', type: 'application/rss+xml' }))
    const jsonLd = meta.flatMap((item) => ('script:ld+json' in item ? [item['script:ld+json']] : []))
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: post.title,
        articleSection: 'Salaries and negotiation',
        url: `${TEST_PUBLIC_URL}/blog/${post.slug}`,
        datePublished: data.post.publishedAt,
      }),
    )
    expect(data.bodyHtml).toContain('<h2>')
    expect(data.bodyHtml).not.toContain('<script')
    expect(data.related.length).toBeGreaterThan(0)
    expect(data.related.every((item) => item.clusterSlug === 'salaries-and-negotiation' && item.slug !== post.slug)).toBe(true)
  })

  test('in Hindi the trail starts with ब्लॉग', async () => {
    const answer = await load(services, blogPostRoute.loader, `/blog/${post.slug}`, { slug: post.slug }, 'hi')
    expect((answer.data as BlogArticleData).breadcrumbs[0]).toEqual({ label: 'ब्लॉग', to: '/blog' })
  })

  test('a topic page: Blog > topic name, its posts only', async () => {
    const answer = await load(services, blogTopicRoute.loader, '/blog/topics/working-abroad-and-visas', {
      slug: 'working-abroad-and-visas',
    })
    const data = answer.data as BlogListData
    expect(data.breadcrumbs).toEqual([{ label: 'Blog', to: '/blog' }, { label: 'Working abroad and visas' }])
    expect(data.page.posts.every((item) => item.clusterSlug === 'working-abroad-and-visas')).toBe(true)
    expect(trailOf('/blog/topics/working-abroad-and-visas', blogTopicRoute.handle, data).map((item) => item.label)).toEqual([
      'Home',
      'Blog',
      'Working abroad and visas',
    ])
  })

  test('/blog counts every published post and pages through them', async () => {
    const first = (await load(services, blogListRoute.loader, '/blog')).data as BlogListData
    expect(first.page.total).toBe(seedPosts.length)
    expect(first.breadcrumbs).toEqual([{ label: 'Blog' }])
    const second = (await load(services, blogListRoute.loader, '/blog?page=2')).data as BlogListData
    expect(second.page.page).toBe(2)
    expect(second.meta.canonicalUrl).toBe(`${TEST_PUBLIC_URL}/blog?page=2`)
    expect(second.page.posts.map((item) => item.slug)).not.toContain(first.page.posts[0]?.slug)
  })

  test('an unknown slug, an unknown topic, a draft and a page past the end are the 404', async () => {
    const cluster = (await services.blog.listAdminClusters())[0]
    if (!cluster) throw new Error('no cluster')
    const draft = await services.blog.createPost(
      { userId: 'u', email: 'editor@example.com' },
      {
        title: 'Unpublished draft',
        slug: 'unpublished-draft',
        excerpt: 'A draft no visitor may read until it is published.',
        body: 'The body of a draft post that is not published yet, long enough.',
        cluster_id: cluster.id,
        author_name: 'Editor',
        status: 'draft',
        publish_at: null,
        seo_title: null,
        seo_description: null,
      },
    )
    for (const slug of ['no-such-post', draft.slug]) {
      expect((await load(services, blogPostRoute.loader, `/blog/${slug}`, { slug })).status).toBe(404)
    }
    expect((await load(services, blogTopicRoute.loader, '/blog/topics/nope', { slug: 'nope' })).status).toBe(404)
    expect((await load(services, blogListRoute.loader, '/blog?page=99')).status).toBe(404)

    const response = (await blogRssRoute.loader(buildLoaderArgs(`${TEST_PUBLIC_URL}/blog/rss.xml`, services).args)) as Response
    expect(await response.text()).not.toContain('unpublished-draft')
    await services.blog.deletePost({ userId: 'u', email: 'editor@example.com' }, draft.id)
  })

  test('the RSS feed: RSS 2.0, published posts newest first, escaped', async () => {
    const response = (await blogRssRoute.loader(buildLoaderArgs(`${TEST_PUBLIC_URL}/blog/rss.xml`, services).args)) as Response
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const xml = await response.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((match) => match[1])
    const newestFirst = [...seedPosts].sort((a, b) => a.daysAgo - b.daysAgo).map((item) => `${TEST_PUBLIC_URL}/blog/${item.slug}`)
    expect(links).toEqual(newestFirst)
    expect(xml).toContain('&quot;Tell me about yourself&quot;')
  })
})
