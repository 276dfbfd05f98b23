import { describe, expect, test } from 'vitest'
import { SITEMAP_MAX_URLS } from '#core/seo/public-pages.ts'
import type { BoundSitemapSource, SitemapEntry } from '#server/lib/server-feature.ts'
import { buildRobotsTxt } from './robots.ts'
import { createSitemapRoutes } from './sitemap.ts'

/** A source of `size` made-up URLs that counts the entries it was asked for at once (a request never reads them all in one go). */
function syntheticSource(name: string, size: number) {
  const reads: number[] = []
  const source: BoundSitemapSource = {
    name,
    count: () => Promise.resolve(size),
    list: ({ offset, limit }) => {
      reads.push(limit)
      const end = Math.min(size, offset + limit)
      const entries: SitemapEntry[] = []
      for (let index = offset; index < end; index += 1) {
        entries.push({ path: `/${name}/${index}`, lastModified: new Date(Date.UTC(2026, 10, 1 + (index % 20))) })
      }
      return Promise.resolve(entries)
    },
  }
  return { source, reads }
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '')
}

describe('/sitemap.xml', () => {
  test('is one urlset with every source in order, dated, escaped and cached, up to 50,000 URLs', async () => {
    const pages: BoundSitemapSource = {
      name: 'pages',
      count: () => Promise.resolve(2),
      list: () =>
        Promise.resolve([
          { path: '/', lastModified: null },
          { path: '/jobs?featured=true&remote=true', lastModified: null },
        ]),
    }
    const { source: jobs } = syntheticSource('jobs', 3)
    const app = createSitemapRoutes({ sources: [pages, jobs], publicUrl: 'https://jobyatra.example/' })
    const response = await app.request('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    const xml = await response.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    expect(locs(xml)).toEqual([
      'https://jobyatra.example/',
      'https://jobyatra.example/jobs?featured=true&#38;remote=true',
      'https://jobyatra.example/jobs/0',
      'https://jobyatra.example/jobs/1',
      'https://jobyatra.example/jobs/2',
    ])
    expect(xml).toContain('<url><loc>https://jobyatra.example/jobs/1</loc><lastmod>2026-11-02T00:00:00.000Z</lastmod></url>')
    expect(xml).not.toContain('sitemapindex')
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
  })

  test('past 50,000 URLs is an index of files of at most 50,000 each, streamed a page of reads at a time', async () => {
    const { source: pages } = syntheticSource('pages', 10)
    const { source: jobs, reads } = syntheticSource('jobs', 120_001)
    const app = createSitemapRoutes({ sources: [pages, jobs], publicUrl: 'https://jobyatra.example' })

    const index = await (await app.request('/sitemap.xml')).text()
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locs(index)).toEqual([
      'https://jobyatra.example/sitemaps/pages-1.xml',
      'https://jobyatra.example/sitemaps/jobs-1.xml',
      'https://jobyatra.example/sitemaps/jobs-2.xml',
      'https://jobyatra.example/sitemaps/jobs-3.xml',
    ])
    expect(reads).toEqual([])

    const first = await app.request('/sitemaps/jobs-1.xml')
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600')
    const firstUrls = locs(await first.text())
    expect(firstUrls).toHaveLength(SITEMAP_MAX_URLS)
    expect(firstUrls[0]).toBe('https://jobyatra.example/jobs/0')
    expect(firstUrls.at(-1)).toBe('https://jobyatra.example/jobs/49999')
    expect(Math.max(...reads)).toBeLessThanOrEqual(5_000)

    const second = locs(await (await app.request('/sitemaps/jobs-2.xml')).text())
    expect(second[0]).toBe('https://jobyatra.example/jobs/50000')
    expect(second).toHaveLength(SITEMAP_MAX_URLS)
    const third = locs(await (await app.request('/sitemaps/jobs-3.xml')).text())
    expect(third).toHaveLength(20_001)
    expect([third[0], third.at(-1)]).toEqual(['https://jobyatra.example/jobs/100000', 'https://jobyatra.example/jobs/120000'])
    expect(locs(await (await app.request('/sitemaps/pages-1.xml')).text())).toHaveLength(10)
  })

  test('a file past the end of its source, or of no source, is not found', async () => {
    const { source } = syntheticSource('jobs', 10)
    const app = createSitemapRoutes({ sources: [source], publicUrl: 'https://jobyatra.example' })
    expect((await app.request('/sitemaps/jobs-2.xml')).status).toBe(404)
    expect((await app.request('/sitemaps/posts-1.xml')).status).toBe(404)
    expect((await app.request('/sitemaps/jobs-0.xml')).status).toBe(404)
  })
})

describe('/robots.txt', () => {
  test('allows the public pages, disallows the private areas and names the sitemap by its absolute URL', () => {
    const robots = buildRobotsTxt('https://jobyatra.example/')
    const lines = robots.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const area of ['/admin', '/api/', '/settings', '/dashboard', '/favorites', '/jobs/*/apply', '/mock-interview']) {
      expect(lines).toContain(`Disallow: ${area}`)
    }
    expect(lines.filter((line) => line.startsWith('Disallow: /jobs'))).toEqual(['Disallow: /jobs/*/apply'])
    expect(lines).toContain('Sitemap: https://jobyatra.example/sitemap.xml')
  })
})
