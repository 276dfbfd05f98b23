/**
 * Splits the compiler's plain SVG (every page stacked in one `<svg>`, glyphs defined once at the end)
 * into one SVG per page, each carrying only the glyphs it uses. The layout of that SVG is the node
 * compiler's (0.7.0): a page is a white background `<path>` followed by its `<g>` at the first level
 * of indentation, the second and later ones translated down by the pages above. svg-pages.test.ts and
 * the renderer's page count check hold it to that.
 */

const PAGE_BACKGROUND = '    <path class="typst-shape"'
const TOP_LEVEL_GROUP = /^ {4}<g(?: transform="matrix\(1 0 0 1 0 [0-9.e+-]+\)")?>$/
const GLYPH_DEFS_START = '    <defs id="glyph">'
const SYMBOL = /^ {8}<symbol id="([^"]+)"/

export function splitSvgPages(svg: string, pageCount: number): string[] {
  const lines = svg.split('\n')
  const header = lines[0] ?? ''
  const defsAt = lines.indexOf(GLYPH_DEFS_START)
  const body = lines.slice(1, defsAt === -1 ? lines.length - 1 : defsAt)
  const glyphs = defsAt === -1 ? [] : readSymbols(lines.slice(defsAt + 1, lines.lastIndexOf('    </defs>')))

  const pages: string[][] = []
  for (const line of body) {
    if (line.startsWith(PAGE_BACKGROUND)) pages.push([])
    const page = pages.at(-1)
    if (!page) continue
    page.push(TOP_LEVEL_GROUP.test(line) ? '    <g>' : line)
  }
  if (pages.length !== pageCount) throw new Error(`SVG layout not understood: ${pages.length} pages found, ${pageCount} expected`)

  const size = readPageSize(header, pageCount)
  return pages.map((page) => {
    const used = new Set(
      page
        .join('\n')
        .match(/#g[0-9A-F]+/g)
        ?.map((ref) => ref.slice(1)),
    )
    const defs = [...glyphs].filter(([id]) => used.has(id)).map(([, symbol]) => symbol)
    return compact(
      [
        `<svg class="typst-doc" viewBox="0 0 ${size.width} ${size.height}" width="${size.width}pt" height="${size.height}pt" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">`,
        ...page,
        '    <defs>',
        ...defs,
        '    </defs>',
        '</svg>',
      ].join('\n'),
    )
  })
}

const GEOMETRY_ATTRIBUTE = / (d|transform|x|y)="([^"]*)"/g
const LONG_DECIMAL = /(\.\d\d)\d+/g

const GLYPH_ID = /g[0-9A-F]{16,}/g

/**
 * A page about half the size the compiler wrote it, drawn the same: coordinates to a hundredth of a
 * point (it writes up to 16 digits; only geometry attributes are touched, never a link's address),
 * glyph ids numbered instead of 32-digit hashes, no indentation, and no `fill-rule="nonzero"` (SVG's
 * default).
 */
function compact(svg: string): string {
  const ids = new Map<string, string>()
  return svg
    .replace(GEOMETRY_ATTRIBUTE, (_whole, name: string, value: string) => ` ${name}="${value.replace(LONG_DECIMAL, '$1')}"`)
    .replace(GLYPH_ID, (id) => {
      const short = ids.get(id) ?? `g${ids.size.toString(36)}`
      ids.set(id, short)
      return short
    })
    .replaceAll(' fill-rule="nonzero"', '')
    .replace(/\n +/g, '\n')
}

function readSymbols(lines: string[]): Map<string, string> {
  const symbols = new Map<string, string>()
  let id: string | null = null
  let current: string[] = []
  for (const line of lines) {
    const start = SYMBOL.exec(line)
    if (start?.[1]) {
      id = start[1]
      current = []
    }
    current.push(line)
    if (line === '        </symbol>' && id !== null) {
      symbols.set(id, current.join('\n'))
      id = null
    }
  }
  return symbols
}

function readPageSize(header: string, pageCount: number): { width: number; height: number } {
  const viewBox = /viewBox="0 0 ([0-9.]+) ([0-9.]+)"/.exec(header)
  if (!viewBox?.[1] || !viewBox[2]) throw new Error('SVG layout not understood: no viewBox')
  return { width: Number(viewBox[1]), height: Number(viewBox[2]) / pageCount }
}
