/**
 * Splits the compiler's SVG (`svg()`: every page stacked in one `<svg>`, the glyphs and gradients each
 * defined once before the pages) into one SVG per page, each carrying only the definitions it uses
 * (decision 083). The layout of that SVG is the node compiler's (0.7.0): a `<style>`, then `<defs>`
 * blocks (a `<path id>` per glyph outline in font units; gradients), then each page as
 * `<g class="typst-page" transform="translate(0, y)" data-page-width data-page-height>`, the second
 * and later ones translated down by the pages above. svg-pages.test.ts and the renderer's page count
 * check hold it to that.
 *
 * A page drops what only a live, scripted viewer would use: the `data-tid` of every group (for the
 * compiler's incremental renderer) and the invisible HTML text layer (`<foreignObject>`, for selecting
 * text in an inline SVG). The preview shows each page as an image, where neither does anything; the
 * PDF is the document with a text layer. It also drops the `<use>` of a glyph with no outline (a
 * space), which draws nothing.
 *
 * It runs in the render worker once per preview: one regular-expression pass over each page, and one
 * over the definitions.
 */

const PAGE_START = '<g class="typst-page"'
const PAGE_END = '</g>'
/** A page's fill: a rectangle from the origin, within the first groups of the page. */
const PAGE_FILL = /^(?:<g[^>]*>){0,4}<path class="typst-shape" d="M 0 0 L 0 ([0-9.]+) L ([0-9.]+) ([0-9.]+) L ([0-9.]+) 0 Z "/
const PAGE_FILL_WITHIN = 400
/** What a page keeps of the compiler's style sheet: shapes with no `fill` (a link's area) are not painted black. */
const PAGE_STYLE = '<style>svg{fill:none}</style>'
/**
 * In a page: a glyph drawn (`<use>`, written shorter), what is dropped (a group's id for the live
 * renderer, the text layer) and any other id it points at.
 */
const REFERENCE = /(?:href="#|url\(#)([^")]+)/g
const PAGE_TOKENS = new RegExp(
  `<use x="([^"]*)" y="([^"]*)" href="#([^"]+)"\\/>| data-tid="[^"]*"|<foreignObject[\\s\\S]*?<\\/foreignObject>|${REFERENCE.source}`,
  'g',
)
const DEFINITION_START = /<([a-zA-Z]+) id="([^"]+)"/g
const GLYPH_CLASS = / class="outline_glyph"/

/** A definition: its text after its id (`<path` and the id are written by the page), and the ids it points at. */
interface Definition {
  name: string
  rest: string
  refs: string[]
}

/**
 * A page's glyphs, numbered in the order it draws them (`_0`, `_1`, …: no id of the compiler's starts
 * with `_`), and every other id it points at.
 */
class PageIds {
  private readonly glyphs = new Map<string, string>()
  private readonly refs = new Set<string>()

  glyph(id: string): string {
    let short = this.glyphs.get(id)
    if (short === undefined) {
      short = `_${this.glyphs.size.toString(36)}`
      this.glyphs.set(id, short)
    }
    return short
  }

  refer(id: string): void {
    this.refs.add(id)
  }

  /**
   * The definitions the page points at, and those they point at in turn, in the compiler's order: a
   * glyph under its new id, anything named by its own id under that (both, were a glyph named both ways).
   */
  definitions(all: Map<string, Definition>): string {
    const named = new Set<string>()
    const stack = [...this.refs, ...[...this.glyphs.keys()].flatMap((id) => all.get(id)?.refs ?? [])]
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      const definition = all.get(id)
      if (!definition || named.has(id)) continue
      named.add(id)
      stack.push(...definition.refs)
    }
    let text = ''
    for (const [id, { name, rest }] of all) {
      const short = this.glyphs.get(id)
      if (short !== undefined) text += `<${name} id="${short}"${rest}`
      if (named.has(id)) text += `<${name} id="${id}"${rest}`
    }
    return text
  }
}

export function splitSvgPages(svg: string, pageCount: number): string[] {
  const starts: number[] = []
  for (let at = svg.indexOf(PAGE_START); at !== -1; at = svg.indexOf(PAGE_START, at + PAGE_START.length)) starts.push(at)
  if (starts.length !== pageCount) throw new Error(`SVG layout not understood: ${starts.length} pages found, ${pageCount} expected`)
  const documentEnd = svg.lastIndexOf('</svg>')
  const definitions = readDefinitions(svg.slice(0, starts[0]))
  return starts.map((start, index) => {
    const tagEnd = svg.indexOf('>', start)
    const end = (index + 1 < starts.length ? (starts[index + 1] ?? documentEnd) : documentEnd) - PAGE_END.length
    if (tagEnd === -1 || !svg.startsWith(PAGE_END, end)) throw new Error(`SVG layout not understood: page ${index + 1} has no end`)
    const { width, height } = readPageSize(svg.slice(start, tagEnd), svg.slice(tagEnd + 1, tagEnd + 1 + PAGE_FILL_WITHIN))
    const page = new PageIds()
    const body = svg.slice(tagEnd + 1, end).replace(PAGE_TOKENS, (token: string, x?: string, y?: string, glyph?: string, id?: string) => {
      // A space has no outline, so no definition: the compiler still draws it, as nothing.
      if (glyph !== undefined)
        return definitions.has(glyph) ? `<use x="${x}"${y === '0' ? '' : ` y="${y}"`} href="#${page.glyph(glyph)}"/>` : ''
      if (id === undefined) return ''
      page.refer(id)
      return token
    })
    return (
      `<svg class="typst-doc" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
      'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:h5="http://www.w3.org/1999/xhtml">' +
      `${PAGE_STYLE}<defs>${page.definitions(definitions)}</defs><g>${body}</g></svg>`
    )
  })
}

/** Each definition at the top of a `<defs>` block, by id, with the ids it points at in turn. */
function readDefinitions(head: string): Map<string, Definition> {
  const definitions = new Map<string, Definition>()
  DEFINITION_START.lastIndex = 0
  for (let match = DEFINITION_START.exec(head); match; match = DEFINITION_START.exec(head)) {
    const [, name, id] = match
    if (!name || !id) continue
    const tagEnd = head.indexOf('>', match.index)
    if (tagEnd === -1) throw new Error(`SVG layout not understood: <${name} id="${id}"> has no end`)
    const closing = `</${name}>`
    const end = head[tagEnd - 1] === '/' ? tagEnd + 1 : head.indexOf(closing, tagEnd) + closing.length
    if (end < tagEnd) throw new Error(`SVG layout not understood: <${name} id="${id}"> is not closed`)
    // A glyph's class only styled it for the compiler's own viewer.
    const rest = head.slice(DEFINITION_START.lastIndex, end).replace(GLYPH_CLASS, '')
    definitions.set(id, { name, rest, refs: [...rest.matchAll(REFERENCE)].flatMap((ref) => (ref[1] ? [ref[1]] : [])) })
    DEFINITION_START.lastIndex = end
  }
  return definitions
}

/**
 * A page's size in points: its fill's, drawn first (A4 is 595.2756 by 841.8898), else the page's
 * `data-page-width` and `data-page-height`, which the compiler rounds up to whole points.
 */
function readPageSize(tag: string, start: string): { width: number; height: number } {
  const fill = PAGE_FILL.exec(start)
  if (fill?.[1] && fill[1] === fill[3] && fill[2] === fill[4]) return { width: Number(fill[2]), height: Number(fill[1]) }
  return { width: readNumber(tag, 'data-page-width'), height: readNumber(tag, 'data-page-height') }
}

function readNumber(tag: string, attribute: string): number {
  const match = new RegExp(` ${attribute}="([0-9.]+)"`).exec(tag)
  const value = Number(match?.[1])
  if (!match || !Number.isFinite(value) || value <= 0) throw new Error(`SVG layout not understood: a page has no ${attribute}`)
  return value
}
