import { BoundedFetchError } from '#server/lib/bounded-fetch.ts'
import { findJsonLdScripts, findLinks } from './html-scan.ts'
import { hasSchemaType, isJsonObject, jobFromJobPosting } from './job-posting.ts'
import type { ConnectorContext, ConnectorPage, ConnectorRejection, JobConnector } from './port.ts'

/**
 * Careers pages that publish schema.org JobPosting JSON-LD (the markup Google's job search reads). The
 * page's own postings are read; a page with none that links to job pages on its own site (a listing)
 * has up to `maxPages` of those read instead, one connector page each.
 */
export const jsonLdConnector: JobConnector<'jsonld'> = {
  kind: 'jsonld',
  async *fetchPostings(source, context) {
    const response = await context.http(source.url, { headers: { accept: 'text/html,application/xhtml+xml' } })
    const html = response.text()
    const listing = readPostings(html, response.url, source.name ?? null)
    yield listing
    if (listing.postings.length > 0) return

    for (const link of jobPageLinks(html, response.url).slice(0, context.maxPages)) {
      yield await readJobPage(link, context, source.name ?? null)
    }
  },
}

async function readJobPage(link: string, context: ConnectorContext, sourceName: string | null): Promise<ConnectorPage> {
  try {
    const response = await context.http(link, { headers: { accept: 'text/html,application/xhtml+xml' } })
    const page = readPostings(response.text(), response.url, sourceName)
    if (page.postings.length === 0 && page.rejected.length === 0) {
      page.rejected.push({ item: link, reason: 'The job page has no schema.org JobPosting' })
    }
    return page
  } catch (error) {
    // One unreadable job page costs its posting, not the run; a cancelled run stops.
    if (!(error instanceof BoundedFetchError) || error.kind === 'aborted') throw error
    return { postings: [], rejected: [{ item: link, reason: `The job page could not be read: ${error.message}` }] }
  }
}

/** The JobPostings of one page in the Job shape, and a rejection for each JSON-LD block that is not JSON. */
function readPostings(html: string, pageUrl: string, sourceName: string | null): ConnectorPage {
  const postings: Array<Record<string, unknown>> = []
  const rejected: ConnectorRejection[] = []
  const blocks = findJsonLdScripts(html)
  blocks.forEach((block, index) => {
    const parsed = parseJsonLd(block)
    if (!parsed.ok) {
      rejected.push({ item: pageUrl, reason: `JSON-LD block ${index + 1} of ${blocks.length} is not valid JSON: ${parsed.reason}` })
      return
    }
    for (const posting of collectJobPostings(parsed.value)) postings.push(jobFromJobPosting(posting, pageUrl, sourceName))
  })
  return { postings, rejected }
}

const MAX_REASON_LENGTH = 200

function parseJsonLd(block: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  const json = block
    .trim()
    .replace(/^(?:<!--|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\]\]>)$/, '')
  try {
    return { ok: true, value: JSON.parse(json) }
  } catch (error) {
    try {
      // Raw line breaks and tabs inside strings are the commonest fault of hand-written JSON-LD;
      // outside strings they are whitespace either way.
      return { ok: true, value: JSON.parse(json.replace(/[\n\r\t]/g, ' ')) }
    } catch {
      const message = error instanceof Error ? error.message : String(error)
      return { ok: false, reason: message.slice(0, MAX_REASON_LENGTH) }
    }
  }
}

/** JobPostings are found at the top of a block, in a list, in an `@graph`, or as a page's `mainEntity`. */
const MAX_NESTING = 6

function collectJobPostings(value: unknown, depth = 0): Array<Record<string, unknown>> {
  if (depth > MAX_NESTING) return []
  if (Array.isArray(value)) return value.flatMap((item) => collectJobPostings(item, depth + 1))
  if (!isJsonObject(value)) return []
  if (hasSchemaType(value, 'JobPosting')) return [value]
  return [...collectJobPostings(value['@graph'], depth + 1), ...collectJobPostings(value.mainEntity, depth + 1)]
}

const jobPath = /\/job|\/jobs\/|\/careers\/|\/positions\//i

/** Links of a listing to job pages on the same site, each once, the listing itself left out. */
function jobPageLinks(html: string, pageUrl: string): string[] {
  const page = new URL(pageUrl)
  page.hash = ''
  const seen = new Set([page.href])
  const links: string[] = []
  for (const url of findLinks(html, pageUrl)) {
    url.hash = ''
    if (url.origin !== page.origin || !jobPath.test(url.pathname) || seen.has(url.href)) continue
    seen.add(url.href)
    links.push(url.href)
  }
  return links
}
