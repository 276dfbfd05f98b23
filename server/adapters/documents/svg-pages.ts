/**
 * Splits the compiler's plain SVG (every page stacked in one `<svg>`, glyphs and gradients defined once
 * at the end) into one SVG per page, each carrying only the glyphs and gradients it uses. The layout of
 * that SVG is the node compiler's (0.7.0): a page is a white background `<path>` followed by its `<g>`
 * at the first level of indentation, the second and later ones translated down by the pages above;
 * then `<defs id="glyph">` (a `<symbol>` per glyph) and, when a template paints with a gradient,
 * `<defs id="gradients">` and `<defs id="gradient-refs">` (what `fill="url(#…)"` names, each pointing
 * at its gradient by `href`). svg-pages.test.ts and the renderer's page count check hold it to that.
 *
 * Each page comes out about half the size the compiler wrote it, drawn the same: coordinates to a
 * hundredth of a point (it writes up to 16 digits; only geometry attributes are touched, never a
 * link's address), glyph ids numbered per page instead of 32-digit hashes (where an attribute names
 * one: `id`, `#…`), no indentation, and no `fill-rule="nonzero"` (SVG's default).
 *
 * It runs in the render worker once per preview, so it is one scan (decision 081): each line is read
 * once, attribute by attribute with `indexOf` rather than a regular expression per rule, and a glyph
 * that both pages draw is compacted once.
 */

const PAGE_BACKGROUND = '<path class="typst-shape"'
const TOP_LEVEL_GROUP = /^<g(?: transform="matrix\(1 0 0 1 0 [0-9.e+-]+\)")?>$/
const GLYPH_DEFS_START = '    <defs id="glyph">'
const DEFS_START = '    <defs'
const DEFS_END = '    </defs>'
const SYMBOL = /^ {8}<symbol id="([^"]+)"/
const SYMBOL_END = '        </symbol>'
const DEF_START = /^ {8}<[a-zA-Z]/
const ID = / id="([^"]+)"/
const DEF_REF = /(?:url\(|href=")#([^)"]+)/g
const FILL_RULE = ' fill-rule'
const NONZERO = 'nonzero'
/** Glyph ids are `g` and 32 hexadecimal digits (a hash); anything from 16 digits is taken for one. */
const MIN_GLYPH_HEX = 16

/** Where a scanned line goes: text as it is, and glyph ids to number (the page's own, or kept for later). */
interface Sink {
  text(text: string): void
  glyph(id: string, isReference: boolean): void
}

/** A definition other than a glyph (a gradient, a gradient's reference): its id, the ids it points at, its compacted text. */
interface Definition {
  id: string | null
  refs: string[]
  text: Compacted
}

/** Compacted text with its glyph ids apart (odd indices), to be numbered page by page. */
type Compacted = string[]

export function splitSvgPages(svg: string, pageCount: number): string[] {
  const headerEnd = svg.indexOf('\n')
  const size = readPageSize(headerEnd === -1 ? svg : svg.slice(0, headerEnd), pageCount)
  const glyphDefsAt = svg.indexOf(`\n${GLYPH_DEFS_START}\n`)
  const bodyEnd = glyphDefsAt === -1 ? svg.lastIndexOf('\n') : glyphDefsAt
  const { glyphs, others } =
    glyphDefsAt === -1 ? { glyphs: new Map<string, Compacted>(), others: [] } : readDefinitions(svg, glyphDefsAt + 1)

  const pages: PageWriter[] = []
  let page: PageWriter | null = null
  for (let at = headerEnd + 1; headerEnd !== -1 && at <= bodyEnd;) {
    const next = svg.indexOf('\n', at)
    const end = next === -1 || next > bodyEnd ? bodyEnd : next
    let start = at
    while (start < end && svg.charCodeAt(start) === 0x20) start += 1
    if (start - at === 4 && svg.startsWith(PAGE_BACKGROUND, start)) {
      page = new PageWriter()
      pages.push(page)
    }
    if (page) {
      if (start - at === 4 && svg.startsWith('<g', start) && TOP_LEVEL_GROUP.test(svg.slice(start, end))) page.line('<g>')
      else page.scanLine(svg, start, end)
    }
    at = end + 1
  }
  if (pages.length !== pageCount) throw new Error(`SVG layout not understood: ${pages.length} pages found, ${pageCount} expected`)
  const header = `<svg class="typst-doc" viewBox="0 0 ${size.width} ${size.height}" width="${size.width}pt" height="${size.height}pt" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">`
  return pages.map((writer) => writer.finish(header, glyphs, others))
}

/** One page, written as its lines are scanned, with its own numbering of glyph ids. */
class PageWriter implements Sink {
  private out = ''
  private readonly ids = new Map<string, string>()
  /** Ids this page points at (`#g…`, `url(#…)`): the glyphs and gradients it needs. */
  private readonly refs = new Set<string>()

  line(text: string): void {
    this.out += `\n${text}`
  }

  scanLine(svg: string, start: number, end: number): void {
    this.out += '\n'
    scanLine(svg, start, end, this)
  }

  text(text: string): void {
    this.out += text
  }

  glyph(id: string, isReference: boolean): void {
    if (isReference) this.refs.add(id)
    this.out += this.shorten(id)
  }

  finish(header: string, glyphs: Map<string, Compacted>, others: Definition[]): string {
    let defs = ''
    for (const [id, text] of glyphs) if (this.refs.has(id)) defs += `\n${this.write(text)}`
    for (const definition of this.reachable(others)) defs += `\n${this.write(definition.text)}`
    return `${header}${this.out}\n<defs>${defs}\n</defs>\n</svg>`
  }

  private shorten(id: string): string {
    let short = this.ids.get(id)
    if (short === undefined) {
      short = `g${this.ids.size.toString(36)}`
      this.ids.set(id, short)
    }
    return short
  }

  /** The definitions this page points at, and those they point at in turn, in the compiler's order. */
  private reachable(others: Definition[]): Definition[] {
    if (others.length === 0) return []
    const byId = new Map(others.flatMap((definition) => (definition.id === null ? [] : [[definition.id, definition] as const])))
    const wanted = new Set<string>()
    const stack = [...this.refs].filter((id) => byId.has(id))
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (wanted.has(id)) continue
      wanted.add(id)
      stack.push(...(byId.get(id)?.refs ?? []))
    }
    return others.filter((definition) => definition.id !== null && wanted.has(definition.id))
  }

  private write(text: Compacted): string {
    let written = text[0] ?? ''
    for (let index = 1; index < text.length; index += 2) written += this.shorten(text[index] ?? '') + (text[index + 1] ?? '')
    return written
  }
}

/**
 * Writes `svg[start, end)` (a line without its indentation) to the sink compacted: the values of `d`,
 * `transform`, `x` and `y` cut to two decimals, `fill-rule="nonzero"` left out, glyph ids inside any
 * attribute value handed over to be numbered.
 */
function scanLine(svg: string, start: number, end: number, sink: Sink): void {
  let copied = start
  let at = start
  for (;;) {
    const equals = svg.indexOf('="', at)
    if (equals === -1 || equals >= end) break
    const valueStart = equals + 2
    const valueEnd = svg.indexOf('"', valueStart)
    if (valueEnd === -1 || valueEnd >= end) break
    at = valueEnd + 1
    if (isAttribute(svg, equals, FILL_RULE, start) && svg.startsWith(NONZERO, valueStart) && valueEnd - valueStart === NONZERO.length) {
      sink.text(svg.slice(copied, equals - FILL_RULE.length))
      copied = valueEnd + 1
    } else if (isGeometry(svg, equals, start)) {
      copied = cutDecimals(svg, valueStart, valueEnd, copied, sink)
    } else {
      copied = scanGlyphIds(svg, valueStart, valueEnd, copied, sink)
    }
  }
  sink.text(svg.slice(copied, end))
}

/** Writes `svg[from, to)` with every decimal cut to two digits (`12.799499` → `12.79`); returns what is copied up to. */
function cutDecimals(svg: string, from: number, to: number, copied: number, sink: Sink): number {
  let written = copied
  for (let dot = svg.indexOf('.', from); dot !== -1 && dot < to; dot = svg.indexOf('.', dot + 1)) {
    let digits = dot + 1
    while (digits < to && isDigit(svg.charCodeAt(digits))) digits += 1
    if (digits - dot - 1 <= 2) continue
    sink.text(svg.slice(written, dot + 3))
    written = digits
    dot = digits - 1
  }
  return written
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39
}

/**
 * Hands over the glyph ids in the attribute value `svg[from, to)`: a `g` and 16 or more hexadecimal
 * digits that is the whole value (`id="g…"`) or follows a `#` (`href="#g…"`, `url(#g…)`), never a run
 * inside a link's address. Returns what is copied up to.
 */
function scanGlyphIds(svg: string, from: number, to: number, copied: number, sink: Sink): number {
  let written = copied
  for (let at = svg.indexOf('g', from); at !== -1 && at < to; at = svg.indexOf('g', at + 1)) {
    const isReference = svg.charCodeAt(at - 1) === 0x23 // #
    if (!isReference && at !== from) continue
    let digits = at + 1
    while (digits < to && isUpperHex(svg.charCodeAt(digits))) digits += 1
    if (digits - at - 1 < MIN_GLYPH_HEX || (!isReference && digits !== to)) continue
    sink.text(svg.slice(written, at))
    sink.glyph(svg.slice(at, digits), isReference)
    written = digits
    at = digits - 1
  }
  return written
}

function isUpperHex(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x46)
}

/** Whether the attribute whose `=` is at `equals` is ` name` (a space, then the name). */
function isAttribute(svg: string, equals: number, spacedName: string, lineStart: number): boolean {
  const from = equals - spacedName.length
  return from >= lineStart && svg.startsWith(spacedName, from)
}

function isGeometry(svg: string, equals: number, lineStart: number): boolean {
  if (equals - 2 >= lineStart && svg.charCodeAt(equals - 2) === 0x20) {
    const name = svg.charCodeAt(equals - 1)
    return name === 0x64 || name === 0x78 || name === 0x79 // d, x, y
  }
  return isAttribute(svg, equals, ' transform', lineStart)
}

/** Collects a scanned text with its glyph ids apart, for a definition numbered again on each page. */
class CompactedSink implements Sink {
  readonly parts: Compacted = ['']

  text(text: string): void {
    this.parts[this.parts.length - 1] += text
  }

  glyph(id: string): void {
    this.parts.push(id, '')
  }
}

/**
 * The definitions after the pages, from the glyph `<defs>` to the last `</defs>`: glyph symbols by id
 * (a symbol is its lines from `<symbol id=…>` to `</symbol>`), and every other definition (a gradient,
 * a gradient's reference) with its id and the ids it points at. Each is compacted once, however many
 * pages use it.
 */
function readDefinitions(svg: string, from: number): { glyphs: Map<string, Compacted>; others: Definition[] } {
  const lines = svg.slice(from, svg.lastIndexOf(`\n${DEFS_END}`)).split('\n')
  const glyphs = new Map<string, Compacted>()
  const others: Definition[] = []
  let inGlyphs = true
  let symbol: { id: string; lines: string[] } | null = null
  let other: string[] | null = null
  const closeOther = () => {
    if (!other) return
    others.push({
      id: ID.exec(other[0] ?? '')?.[1] ?? null,
      refs: [...other.join('\n').matchAll(DEF_REF)].flatMap((ref) => (ref[1] ? [ref[1]] : [])),
      text: compact(other),
    })
    other = null
  }
  for (const line of lines) {
    if (line.startsWith(DEFS_START) || line === DEFS_END) {
      closeOther()
      if (line.startsWith(DEFS_START)) inGlyphs = line === GLYPH_DEFS_START
      continue
    }
    if (inGlyphs) {
      const start = SYMBOL.exec(line)
      if (start?.[1]) symbol = { id: start[1], lines: [] }
      symbol?.lines.push(line)
      if (line === SYMBOL_END && symbol) {
        glyphs.set(symbol.id, compact(symbol.lines))
        symbol = null
      }
    } else {
      if (DEF_START.test(line)) {
        closeOther()
        other = []
      }
      other?.push(line)
    }
  }
  closeOther()
  return { glyphs, others }
}

function compact(lines: string[]): Compacted {
  const sink = new CompactedSink()
  lines.forEach((line, index) => {
    if (index > 0) sink.text('\n')
    let start = 0
    while (line.charCodeAt(start) === 0x20) start += 1
    scanLine(line, start, line.length, sink)
  })
  return sink.parts
}

function readPageSize(header: string, pageCount: number): { width: number; height: number } {
  const viewBox = /viewBox="0 0 ([0-9.]+) ([0-9.]+)"/.exec(header)
  if (!viewBox?.[1] || !viewBox[2]) throw new Error('SVG layout not understood: no viewBox')
  return { width: Number(viewBox[1]), height: Number(viewBox[2]) / pageCount }
}
