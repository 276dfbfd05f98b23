import { decodeCharacterReferences } from './character-references.ts'

/**
 * The two things a careers page is read for — its JSON-LD blocks and its links — found by a small
 * scanner that follows the HTML tokenizer where it matters: comments are skipped, attribute values
 * may be quoted either way or not at all (and hold '>'), and the text of a raw-text element (script,
 * style, textarea, title …) ends only at its own closing tag, so markup inside a script's strings is
 * never mistaken for a link or a block. One pass over the page, no recursion: the cost is linear in
 * the page, which the fetch has already capped.
 */

interface StartTag {
  name: string
  attributes: ReadonlyMap<string, string>
  /** The raw text of a raw-text element (a script's source), else ''. */
  text: string
}

const rawTextElements = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes'])

/** The text of every `<script type="application/ld+json">`, in page order. */
export function findJsonLdScripts(html: string): string[] {
  const blocks: string[] = []
  for (const tag of startTags(html)) {
    if (tag.name !== 'script') continue
    const type = (tag.attributes.get('type') ?? '').split(';')[0]?.trim().toLowerCase()
    if (type === 'application/ld+json') blocks.push(tag.text)
  }
  return blocks
}

/** Every `<a href>` of the page as an absolute http(s) URL (against `<base href>` when the page has one), in page order. */
export function findLinks(html: string, pageUrl: string): URL[] {
  let base = pageUrl
  const hrefs: string[] = []
  let hasBase = false
  for (const tag of startTags(html)) {
    const href = tag.attributes.get('href')?.trim()
    if (href === undefined || href === '') continue
    if (tag.name === 'base' && !hasBase) {
      hasBase = true
      base = resolve(href, pageUrl)?.href ?? pageUrl
    }
    if (tag.name === 'a') hrefs.push(href)
  }
  const links: URL[] = []
  for (const href of hrefs) {
    const url = resolve(href, base)
    if (url !== null && (url.protocol === 'http:' || url.protocol === 'https:')) links.push(url)
  }
  return links
}

function resolve(href: string, base: string): URL | null {
  try {
    return new URL(href, base)
  } catch {
    return null
  }
}

function* startTags(html: string): Generator<StartTag> {
  let index = 0
  while (index < html.length) {
    const open = html.indexOf('<', index)
    if (open === -1) return
    if (html.startsWith('<!--', open)) {
      const end = html.indexOf('-->', open + 4)
      if (end === -1) return
      index = end + 3
      continue
    }
    const next = html.charAt(open + 1)
    if (next === '!' || next === '?' || next === '/') {
      // Doctype, processing instruction or end tag: nothing in them is read.
      const end = html.indexOf('>', open + 2)
      if (end === -1) return
      index = end + 1
      continue
    }
    if (!/[A-Za-z]/.test(next)) {
      index = open + 1
      continue
    }
    let cursor = open + 1
    while (cursor < html.length && !isTagNameEnd(html.charAt(cursor))) cursor += 1
    const name = html.slice(open + 1, cursor).toLowerCase()
    const { attributes, end } = readAttributes(html, cursor)
    if (!rawTextElements.has(name)) {
      index = end
      yield { name, attributes, text: '' }
      continue
    }
    const close = findEndTag(html, name, end)
    const text = html.slice(end, close)
    const afterClose = html.indexOf('>', close)
    index = afterClose === -1 ? html.length : afterClose + 1
    yield { name, attributes, text }
  }
}

function isTagNameEnd(char: string): boolean {
  return char === '>' || char === '/' || isSpace(char)
}

function isSpace(char: string): boolean {
  return char === ' ' || char === '\n' || char === '\t' || char === '\r' || char === '\f'
}

/** The attributes of a start tag from just after its name; `end` is the index after its '>' (or the page's end). */
function readAttributes(html: string, start: number): { attributes: Map<string, string>; end: number } {
  const attributes = new Map<string, string>()
  let cursor = start
  for (;;) {
    while (cursor < html.length && (isSpace(html.charAt(cursor)) || html.charAt(cursor) === '/')) cursor += 1
    if (cursor >= html.length) return { attributes, end: html.length }
    if (html.charAt(cursor) === '>') return { attributes, end: cursor + 1 }

    const nameStart = cursor
    // A name may begin with '=' (the tokenizer's rule); after that '=' ends it.
    cursor += 1
    while (cursor < html.length && !isTagNameEnd(html.charAt(cursor)) && html.charAt(cursor) !== '=') cursor += 1
    const name = html.slice(nameStart, cursor).toLowerCase()
    while (cursor < html.length && isSpace(html.charAt(cursor))) cursor += 1

    let value = ''
    if (html.charAt(cursor) === '=') {
      cursor += 1
      while (cursor < html.length && isSpace(html.charAt(cursor))) cursor += 1
      const quote = html.charAt(cursor)
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, cursor + 1)
        const valueEnd = close === -1 ? html.length : close
        value = html.slice(cursor + 1, valueEnd)
        cursor = valueEnd + 1
      } else {
        const valueStart = cursor
        while (cursor < html.length && !isSpace(html.charAt(cursor)) && html.charAt(cursor) !== '>') cursor += 1
        value = html.slice(valueStart, cursor)
      }
    }
    // The first of two attributes with one name wins, as in browsers.
    if (!attributes.has(name)) attributes.set(name, decodeCharacterReferences(value))
  }
}

const endTagPatterns = new Map([...rawTextElements].map((name) => [name, new RegExp(`</${name}[\\s/>]`, 'gi')]))

/** Where the raw text of `name` ends: at `</name` followed by a space, '/' or '>' (any case), else at the page's end. */
function findEndTag(html: string, name: string, from: number): number {
  const pattern = endTagPatterns.get(name)
  if (pattern === undefined) return html.length
  pattern.lastIndex = from
  const match = pattern.exec(html)
  return match === null ? html.length : match.index
}
