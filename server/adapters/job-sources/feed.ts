import type { BoundedResponse } from '#server/lib/bounded-fetch.ts'
import { unescapeDoublyEscapedHtml } from './character-references.ts'
import {
  attribute,
  childNodes,
  childText,
  decodeXmlBytes,
  isXmlElement,
  parseXml,
  textOf,
  type XmlElement,
  type XmlNode,
} from './feed-xml.ts'
import { isIndianGovernmentLink } from '#server/lib/government-employers.ts'
import { readLastDate } from './government-notice.ts'
import { SourceReadError, type ConnectorPage, type ConnectorRejection, type JobConnector, type SourceOf } from './port.ts'

/**
 * Job feeds: RSS 2.0 (and RSS 1.0), Atom 1.0, and the XML job feeds boards exchange (Indeed's
 * `<source><job>…</job></source>`, Jooble's `<jobs><job>`). Atom paging (`<link rel="next">`, RFC 5005)
 * is followed up to `maxPages`. A feed on a gov.in or nic.in site is a government one: its notices
 * are government jobs in India, their employer the department that publishes the feed, and a
 * notice's "Last date dd/mm/yyyy" its closing date.
 */
export const feedConnector: JobConnector<'feed'> = {
  kind: 'feed',
  async *fetchPostings(source, context) {
    const visited = new Set<string>()
    let url: string | null = source.url
    for (let page = 0; url !== null && page < context.maxPages; page += 1) {
      visited.add(url)
      const response = await context.http(url, { headers: { accept: FEED_TYPES } })
      const feed = readFeed(documentText(response), response.url, source)
      yield feed.page
      url = feed.next !== null && !visited.has(feed.next) ? feed.next : null
    }
  },
}

const FEED_TYPES = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5'

/** The charset the answer names wins (RFC 7303); without one, the document's own declaration. */
function documentText(response: BoundedResponse): string {
  const contentType = response.headers.get('content-type') ?? ''
  return /;\s*charset\s*=/i.test(contentType) ? response.text() : decodeXmlBytes(response.bytes)
}

interface FeedShape {
  /** The feed's own element: RSS's channel, Atom's feed, a job feed's root. */
  channel: XmlElement
  entries: XmlElement[]
}

interface FeedContext {
  feedUrl: string
  employer: string | null
  isGovernment: boolean
}

function readFeed(xml: string, feedUrl: string, source: SourceOf<'feed'>): { page: ConnectorPage; next: string | null } {
  const shape = readShape(parseXml(xml))
  const links = readLinks(shape.channel, feedUrl)
  const context: FeedContext = {
    feedUrl,
    // A feed that names no employer per item is one organisation's own: a company's or a department's,
    // named by the declaration, the feed's author (Atom entries inherit it) or the feed's title.
    employer: source.name ?? readOrganization(shape.channel) ?? childText(shape.channel, 'title', 'publisher'),
    isGovernment: isIndianGovernmentLink(links.alternate ?? childText(shape.channel, 'publisherurl')) || isIndianGovernmentLink(feedUrl),
  }
  const postings: Array<Record<string, unknown>> = []
  const rejected: ConnectorRejection[] = []
  for (const entry of shape.entries) {
    const read = readEntry(entry, context)
    if (read.ok) postings.push(read.job)
    else rejected.push(read.rejection)
  }
  return { page: { postings, rejected }, next: links.next }
}

function readShape(document: XmlElement): FeedShape {
  const rss = firstElement(childNodes(document, 'rss'))
  if (rss !== null) {
    const channel = firstElement(childNodes(rss, 'channel')) ?? {}
    return { channel, entries: elements(childNodes(channel, 'item')) }
  }
  const rdf = firstElement(childNodes(document, 'RDF'))
  if (rdf !== null) return { channel: firstElement(childNodes(rdf, 'channel')) ?? {}, entries: elements(childNodes(rdf, 'item')) }
  const atom = firstElement(childNodes(document, 'feed'))
  if (atom !== null) return { channel: atom, entries: elements(childNodes(atom, 'entry')) }

  const rootName = Object.keys(document).find((name) => !name.startsWith('?'))
  const root = rootName === undefined ? null : firstElement(childNodes(document, rootName))
  if (root !== null) {
    const jobs = elements(childNodes(root, 'job', 'vacancy'))
    if (jobs.length > 0) return { channel: root, entries: jobs }
    for (const child of Object.values(root).flatMap((node) => elements(Array.isArray(node) ? node : [node]))) {
      const nested = elements(childNodes(child, 'job', 'vacancy'))
      if (nested.length > 0) return { channel: root, entries: nested }
    }
    // A job feed's root with no jobs at all is an empty feed, not a wrong document.
    if (/^(?:source|jobs|vacancies)$/i.test(rootName ?? '')) return { channel: root, entries: [] }
  }
  throw new SourceReadError(`The document is not an RSS, Atom or XML job feed (its root element is <${rootName ?? ''}>)`)
}

function firstElement(nodes: XmlNode[]): XmlElement | null {
  return elements(nodes)[0] ?? null
}

function elements(nodes: XmlNode[]): XmlElement[] {
  return nodes.filter(isXmlElement)
}

/** RSS's `<link>` text or Atom's `<link rel="alternate" href>`, and Atom's `<link rel="next">`, as absolute URLs. */
function readLinks(element: XmlElement, base: string): { alternate: string | null; next: string | null } {
  let alternate: string | null = null
  let next: string | null = null
  for (const node of childNodes(element, 'link')) {
    if (typeof node === 'string') {
      alternate ??= absolute(node, base)
      continue
    }
    const href = attribute(node, 'href')
    if (href === null) {
      alternate ??= absolute(textOf(node), base)
      continue
    }
    const rel = attribute(node, 'rel') ?? 'alternate'
    if (rel === 'alternate') alternate ??= absolute(href, base)
    if (rel === 'next') next ??= absolute(href, base)
  }
  return { alternate, next }
}

function absolute(link: string, base: string): string | null {
  const trimmed = link.trim()
  if (trimmed === '') return null
  try {
    return new URL(trimmed, base).href
  } catch {
    return trimmed
  }
}

type EntryResult = { ok: true; job: Record<string, unknown> } | { ok: false; rejection: ConnectorRejection }

function readEntry(entry: XmlElement, context: FeedContext): EntryResult {
  const title = childText(entry, 'title', 'name')
  const link =
    readLinks(entry, context.feedUrl).alternate ?? readUrlElement(entry, context.feedUrl) ?? readPermalink(entry, context.feedUrl)
  const id = childText(entry, 'referencenumber', 'guid', 'id', 'requisitionid') ?? attribute(entry, 'id') ?? link
  if (title === null || link === null) {
    const missing = [title === null ? 'title' : null, link === null ? 'link' : null].filter((part) => part !== null)
    return { ok: false, rejection: { item: id, reason: `The feed item has no ${missing.join(' and no ')}` } }
  }

  const isGovernment = context.isGovernment || isIndianGovernmentLink(link)
  const description = childText(entry, 'encoded', 'content', 'description', 'summary')
  const city = childText(entry, 'city')
  const state = childText(entry, 'state')
  const country = childText(entry, 'country') ?? (isGovernment ? 'IN' : null)
  const statedText = `${title}\n${(description ?? '').replace(/<[^>]*>/g, ' ')}`
  const job: Record<string, unknown> = {
    job_id: id,
    job_title: title,
    // A notice with no text of its own is its title (government notices often are).
    job_description: unescapeDoublyEscapedHtml(description ?? title),
    employer_name: readOrganization(entry) ?? context.employer,
    job_apply_link: link,
    job_city: city,
    job_state: state,
    job_country: country,
    location: childText(entry, 'location', 'locations', 'joblocation', 'region'),
    job_is_remote: isRemoteText(childText(entry, 'remotetype', 'remote')) ? true : null,
    date_posted: readFeedDate(childText(entry, 'pubDate', 'published', 'date', 'dateposted', 'updated')),
    valid_through:
      readFeedDate(childText(entry, 'validthrough', 'expirationdate', 'expire', 'expires', 'closingdate')) ?? readLastDate(statedText),
    salary_range: childText(entry, 'salary'),
    job_type: childText(entry, 'jobtype', 'job_type', 'employmenttype'),
    experience: childText(entry, 'experience'),
    job_is_government: isGovernment ? true : null,
  }
  return { ok: true, job: Object.fromEntries(Object.entries(job).filter(([, value]) => value !== null)) }
}

/** Dates as feeds write them; the day-first dotted form of European and Indian feeds (Jooble's "22.11.2026") as an ISO date. */
function readFeedDate(text: string | null): string | null {
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text ?? '')
  if (dotted === null) return text
  return `${dotted[3] ?? ''}-${(dotted[2] ?? '').padStart(2, '0')}-${(dotted[1] ?? '').padStart(2, '0')}`
}

/** A job feed's `<url>`/`<applyurl>` (Indeed), resolved against the feed. */
function readUrlElement(entry: XmlElement, base: string): string | null {
  const url = childText(entry, 'url', 'applyurl')
  return url === null ? null : absolute(url, base)
}

/** An RSS guid that is the item's link (isPermaLink is true unless it says false). */
function readPermalink(entry: XmlElement, base: string): string | null {
  const guid = childNodes(entry, 'guid')[0]
  if (guid === undefined || attribute(guid, 'isPermaLink') === 'false') return null
  const text = textOf(guid).trim()
  return /^https?:\/\//i.test(text) ? absolute(text, base) : null
}

/** The item's own organisation: a company element, Atom's author name, RSS's `author` ("mail (Name)") or dc:creator. */
function readOrganization(entry: XmlElement): string | null {
  const company = childText(entry, 'company', 'employer', 'companyname', 'organisation', 'organization', 'hiringorganization')
  if (company !== null) return company
  for (const node of childNodes(entry, 'author')) {
    const name = isXmlElement(node) && node.name !== undefined ? textOf(node.name).trim() : authorText(textOf(node))
    if (name !== null && name !== '') return name
  }
  return childText(entry, 'creator')
}

/** RSS's author is an e-mail address, often with the name in brackets; a bare address names nobody. */
function authorText(value: string): string | null {
  const named = /\(([^)]+)\)\s*$/.exec(value)
  if (named !== null) return named[1]?.trim() ?? null
  const text = value.trim()
  return text === '' || text.includes('@') ? null : text
}

function isRemoteText(value: string | null): boolean {
  return value !== null && /^(?:true|yes|remote|fully remote)$/i.test(value.trim())
}
