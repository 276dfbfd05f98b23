/**
 * The site pages' content is written in a very small markup (decision 061) and parsed into typed
 * blocks the pages render as React elements: nothing is ever set as HTML, so there is nothing to
 * sanitise. Lines starting `## ` are headings, `- ` bulleted and `1. ` numbered list items, blank
 * lines end a paragraph; inside a line `**bold**` and `[label](/path)` links (a path on this site,
 * `mailto:` or `https:`; anything else stays plain text).
 */

export type Inline = { kind: 'text'; text: string } | { kind: 'strong'; text: string } | { kind: 'link'; text: string; href: string }

export type Block =
  | { kind: 'heading'; id: string; text: string }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; isOrdered: boolean; items: Inline[][] }

const INLINE_PATTERN = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/gu

/** Whether a link may be drawn: a path on this site, a mailto: address or an https: page. */
export function isSafeHref(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('mailto:') || href.startsWith('https://')
}

export function parseInline(line: string): Inline[] {
  const parts: Inline[] = []
  let last = 0
  for (const match of line.matchAll(INLINE_PATTERN)) {
    const index = match.index
    if (index > last) parts.push({ kind: 'text', text: line.slice(last, index) })
    const [whole, bold, label, href] = match
    if (bold !== undefined) parts.push({ kind: 'strong', text: bold })
    else if (label !== undefined && href !== undefined && isSafeHref(href)) parts.push({ kind: 'link', text: label, href })
    else parts.push({ kind: 'text', text: label ?? whole })
    last = index + whole.length
  }
  if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) })
  return parts
}

/** A heading's anchor: its words, lower case, joined by hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/gu, '-')
}

export function parseRichText(source: string): Block[] {
  const blocks: Block[] = []
  let paragraph: string[] = []
  let list: { isOrdered: boolean; items: Inline[][] } | null = null
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) })
    paragraph = []
    if (list) blocks.push({ kind: 'list', ...list })
    list = null
  }
  for (const raw of source.split('\n')) {
    const line = raw.trim()
    if (line === '') {
      flush()
      continue
    }
    if (line.startsWith('## ')) {
      flush()
      const text = line.slice(3).trim()
      blocks.push({ kind: 'heading', id: slugify(text), text })
      continue
    }
    const bullet = /^- (.*)$/u.exec(line)
    const numbered = /^\d+\. (.*)$/u.exec(line)
    const item = bullet?.[1] ?? numbered?.[1]
    if (item !== undefined) {
      const isOrdered = numbered !== null
      if (paragraph.length > 0 || (list && list.isOrdered !== isOrdered)) flush()
      list ??= { isOrdered, items: [] }
      list.items.push(parseInline(item))
      continue
    }
    if (list) flush()
    paragraph.push(line)
  }
  flush()
  return blocks
}

/** Every link target in some blocks (the link test walks them). */
export function linksOf(blocks: readonly Block[]): string[] {
  const inlines = blocks.flatMap((block) => {
    if (block.kind === 'paragraph') return block.content
    if (block.kind === 'list') return block.items.flat()
    return []
  })
  return inlines.flatMap((inline) => (inline.kind === 'link' ? [inline.href] : []))
}

/** The plain text of some blocks (the help search reads it). */
export function plainTextOf(blocks: readonly Block[]): string {
  const text = (inlines: readonly Inline[]) => inlines.map((inline) => inline.text).join('')
  return blocks
    .map((block) => {
      if (block.kind === 'heading') return block.text
      if (block.kind === 'paragraph') return text(block.content)
      return block.items.map(text).join(' ')
    })
    .join(' ')
}
