import { Hono } from 'hono'
import { SITEMAP_MAX_URLS } from '#core/seo/public-pages.ts'
import type { AppEnv } from '#server/lib/hono-env.ts'
import type { BoundSitemapSource, SitemapEntry } from '#server/lib/server-feature.ts'

/** How many entries one database read takes while a sitemap file streams. */
const READ_PAGE_SIZE = 5_000

/** Crawlers come back for it; an hour old is fresh enough, and a CDN may hold it as long. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600'

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

export interface SitemapOptions {
  sources: readonly BoundSitemapSource[]
  publicUrl: string
  /** URLs per file: SITEMAP_MAX_URLS (tests may pass a smaller one). */
  maxUrlsPerFile?: number
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

function urlElement(publicUrl: string, entry: SitemapEntry): string {
  const location = `<loc>${escapeXml(`${publicUrl}${entry.path}`)}</loc>`
  const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : ''
  return `<url>${location}${lastModified}</url>\n`
}

/** One file's worth of URLs: the sources' entries in `ranges`, read a page at a time and written as they arrive. */
function streamUrlset(publicUrl: string, ranges: ReadonlyArray<{ source: BoundSitemapSource; offset: number; limit: number }>) {
  const encoder = new TextEncoder()
  let rangeIndex = 0
  let done = 0
  let isStarted = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!isStarted) {
        isStarted = true
        controller.enqueue(encoder.encode(`${XML_HEADER}<urlset xmlns="${NAMESPACE}">\n`))
        return
      }
      const range = ranges[rangeIndex]
      if (range === undefined) {
        controller.enqueue(encoder.encode('</urlset>\n'))
        controller.close()
        return
      }
      const limit = Math.min(READ_PAGE_SIZE, range.limit - done)
      const entries = limit > 0 ? await range.source.list({ offset: range.offset + done, limit }) : []
      done += entries.length
      if (entries.length < limit || done >= range.limit) {
        rangeIndex += 1
        done = 0
      }
      controller.enqueue(encoder.encode(entries.map((entry) => urlElement(publicUrl, entry)).join('')))
    },
  })
}

function xmlResponse(body: string | ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SITEMAP_CACHE_CONTROL },
  })
}

/**
 * /sitemap.xml and /sitemaps/<source>-<n>.xml (issue 23): every feature's sitemap source. Up to
 * `maxUrlsPerFile` URLs in all, /sitemap.xml is one urlset; past it, an index of files of at most that
 * many URLs each, /sitemaps/jobs-1.xml, /sitemaps/jobs-2.xml …, one run per source. Files stream as
 * the sources are read a page at a time, so a request never holds the whole list.
 */
export function createSitemapRoutes(options: SitemapOptions): Hono<AppEnv> {
  const { sources } = options
  const publicUrl = options.publicUrl.replace(/\/+$/, '')
  const maxUrls = options.maxUrlsPerFile ?? SITEMAP_MAX_URLS
  const router = new Hono<AppEnv>()

  const countAll = () => Promise.all(sources.map(async (source) => ({ source, count: await source.count() })))

  router.get('/sitemap.xml', async () => {
    const counted = await countAll()
    const total = counted.reduce((sum, { count }) => sum + count, 0)
    if (total <= maxUrls) {
      return xmlResponse(
        streamUrlset(
          publicUrl,
          counted.map(({ source, count }) => ({ source, offset: 0, limit: count })),
        ),
      )
    }
    const files = counted.flatMap(({ source, count }) =>
      Array.from({ length: Math.ceil(count / maxUrls) }, (_, index) => `${publicUrl}/sitemaps/${source.name}-${index + 1}.xml`),
    )
    const items = files.map((file) => `<sitemap><loc>${escapeXml(file)}</loc></sitemap>\n`).join('')
    return xmlResponse(`${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${items}</sitemapindex>\n`)
  })

  router.get('/sitemaps/:file', async (c) => {
    const match = /^([a-z0-9-]+)-([1-9]\d{0,5})\.xml$/.exec(c.req.param('file'))
    const source = match ? sources.find((candidate) => candidate.name === match[1]) : undefined
    if (!match || !source) return c.notFound()
    const offset = (Number(match[2]) - 1) * maxUrls
    const count = await source.count()
    if (offset >= count) return c.notFound()
    return xmlResponse(streamUrlset(publicUrl, [{ source, offset, limit: Math.min(maxUrls, count - offset) }]))
  })

  return router
}
