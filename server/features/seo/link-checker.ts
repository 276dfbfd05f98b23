import { PRIVATE_PATH_PREFIXES, STATIC_PUBLIC_PATHS } from '#core/seo/public-pages.ts'
import type { BrokenLink } from '#server/db/schema/index.ts'
import { BoundedFetchError, fetchBounded } from '#server/lib/bounded-fetch.ts'
import { assertPublicUrl } from '#server/lib/public-address.ts'

export interface LinkCheckSettings {
  /** Where this server answers (the crawler reads the pages as a visitor would, without the proxy in front). */
  crawlBaseUrl: string
  /** The site's public address: links to it count as internal. */
  publicUrl: string
  /** Pages crawled at most (a listing links to many more). */
  maxPages?: number
  /** External links checked at most. */
  maxExternalLinks?: number
  /** Requests in flight at once. */
  concurrency?: number
  timeoutMs?: number
  /** Tests point external checks at a stand-in on 127.0.0.1, which the public-address guard refuses. */
  isPrivateAddressAllowed?: boolean
}

export interface LinkCheckProgress {
  pagesCrawled: number
  linksChecked: number
  linksFound: number
}

export interface LinkCheckResult extends LinkCheckProgress {
  broken: BrokenLink[]
}

const PAGE_MAX_BYTES = 3 * 1024 * 1024
/** An external page is reachable once it answers; its body is never needed. */
const EXTERNAL_MAX_BYTES = 64 * 1024
const DEFAULTS = { maxPages: 400, maxExternalLinks: 300, concurrency: 4, timeoutMs: 10_000 }

const HREF = /<a\b[^>]*?\bhref\s*=\s*("([^"]*)"|'([^']*)')/gi

/** The links of a page's HTML, as written (entities in them decoded enough for URLs). */
export function extractLinks(html: string): string[] {
  const links: string[] = []
  for (const match of html.matchAll(HREF)) {
    const raw = match[2] ?? match[3] ?? ''
    links.push(raw.replaceAll('&amp;', '&'))
  }
  return links
}

function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATH_PREFIXES.some((prefix) => {
    if (prefix.includes('*')) return new RegExp(`^${prefix.replaceAll('*', '[^/]+')}`).test(pathname)
    return pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)
  })
}

/** Runs `work` over a growing queue with at most `concurrency` at once. */
async function drain<Item>(queue: Item[], concurrency: number, work: (item: Item) => Promise<void>, signal: AbortSignal) {
  let active = 0
  let failure: unknown = null
  await new Promise<void>((resolve) => {
    const next = () => {
      if (failure !== null || signal.aborted) return active === 0 ? resolve() : undefined
      while (active < concurrency && queue.length > 0) {
        const item = queue.shift()
        if (item === undefined) break
        active += 1
        work(item)
          .catch((error: unknown) => {
            failure = error
          })
          .finally(() => {
            active -= 1
            next()
          })
      }
      if (active === 0 && queue.length === 0) resolve()
    }
    next()
  })
  if (failure !== null) throw failure
  signal.throwIfAborted()
}

/**
 * The link checker (issue 23): from the public pages, reads every internal page they link to (breadth
 * first, up to `maxPages`, `concurrency` at once) and records each internal link that answers an error,
 * then checks each external link once with a deadline. Private areas (/admin, /api, a person's pages)
 * are not followed. `report` is called as the counts move, for the screen's progress.
 */
export async function checkLinks(
  settings: LinkCheckSettings,
  signal: AbortSignal,
  report: (progress: LinkCheckProgress) => Promise<void>,
): Promise<LinkCheckResult> {
  const options = { ...DEFAULTS, ...settings }
  const base = new URL(options.crawlBaseUrl)
  const publicOrigin = new URL(options.publicUrl).origin
  const broken: BrokenLink[] = []
  const progress: LinkCheckProgress = { pagesCrawled: 0, linksChecked: 0, linksFound: 0 }
  const seenPages = new Set<string>()
  const external = new Map<string, string>()
  const pages: Array<{ path: string; foundOn: string }> = []
  let lastReport = 0

  const reportNow = async (force = false) => {
    if (!force && Date.now() - lastReport < 1_000) return
    lastReport = Date.now()
    await report({ ...progress })
  }

  const queuePage = (path: string, foundOn: string) => {
    if (seenPages.has(path) || seenPages.size >= options.maxPages) return
    seenPages.add(path)
    progress.linksFound += 1
    pages.push({ path, foundOn })
  }

  for (const path of STATIC_PUBLIC_PATHS) queuePage(path, '')

  const readPage = async ({ path, foundOn }: { path: string; foundOn: string }) => {
    let html: string
    try {
      const response = await fetchBounded(new URL(path, base).href, { maxBytes: PAGE_MAX_BYTES, timeoutMs: options.timeoutMs, signal })
      html = response.text()
    } catch (error) {
      broken.push(describeFailure(path, foundOn, error))
      return
    } finally {
      progress.pagesCrawled += 1
      progress.linksChecked += 1
      await reportNow()
    }
    for (const link of extractLinks(html)) {
      if (link === '' || link.startsWith('#') || /^(mailto|tel|javascript|data):/i.test(link)) continue
      let url: URL
      try {
        url = new URL(link, new URL(path, publicOrigin))
      } catch {
        broken.push({ url: link, foundOn: path, status: null, reason: 'not a URL' })
        continue
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue
      if (url.origin === publicOrigin || url.origin === base.origin) {
        if (isPrivatePath(url.pathname)) continue
        queuePage(`${url.pathname}${url.search}`, path)
      } else if (!external.has(url.href) && external.size < options.maxExternalLinks) {
        external.set(url.href, path)
        progress.linksFound += 1
      }
    }
  }

  await drain(pages, options.concurrency, readPage, signal)

  const checkExternal = async ([url, foundOn]: [string, string]) => {
    try {
      await fetchBounded(url, {
        maxBytes: EXTERNAL_MAX_BYTES,
        timeoutMs: options.timeoutMs,
        signal,
        ...(options.isPrivateAddressAllowed ? {} : { checkUrl: assertPublicUrl }),
      })
    } catch (error) {
      // A page larger than we read has answered: it is there.
      if (!(error instanceof BoundedFetchError && error.kind === 'too_large')) broken.push(describeFailure(url, foundOn, error))
    } finally {
      progress.linksChecked += 1
      await reportNow()
    }
  }
  await drain([...external.entries()], options.concurrency, checkExternal, signal)
  await reportNow(true)
  return { ...progress, broken }
}

function describeFailure(url: string, foundOn: string, error: unknown): BrokenLink {
  if (error instanceof BoundedFetchError) return { url, foundOn, status: error.status, reason: error.kind }
  throw error
}
