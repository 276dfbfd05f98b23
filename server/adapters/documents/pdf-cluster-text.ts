import {
  flateStream,
  isDict,
  isStream,
  nameOf,
  PdfFile,
  PdfKeyword,
  PdfLexer,
  PdfName,
  PdfRef,
  PdfString,
  readValue,
  type PdfDict,
  type PdfValue,
  type Token,
  UnsupportedPdfError,
  writeIncrementalUpdate,
} from './pdf-objects.ts'

/**
 * Gives every glyph of a shaped cluster its share of the cluster's text in the font's ToUnicode map,
 * so readers that ignore ActualText (pdf.js: browsers' viewers, our upload parser and ATS check, many
 * ATSs) read Indian scripts as poppler does (decision 076).
 *
 * Typst maps each glyph once, to the text it first stood for, and wraps a cluster whose glyphs do not
 * spell its text in `/Span << /ActualText (…) >> BDC … EMC`. A reader using the glyphs' own mappings
 * then reads रि as 'रिर' and an unmapped glyph as its code (';', 'F'). Here each glyph inside such a
 * span is redrawn with a code of its own (same glyph through a CIDToGIDMap, same width) whose ToUnicode
 * entry is its part of the span's text: one code point each in drawing order, the rest on the last
 * glyph; when a cluster has more glyphs than code points even decomposed, the extra glyphs map to
 * U+2060 WORD JOINER, which pdf.js drops as an invisible format mark. The ActualText stays, so poppler
 * and Acrobat read what they read before. Only Type0 fonts with Identity-H encoding and a TrueType
 * CIDFont (what Typst embeds) are changed; a file this module does not understand is returned as it was.
 */

const WORD_JOINER = '\u2060'
/** Codes are two bytes (Identity-H). */
const MAX_CODE = 0xffff

interface FontState {
  ref: PdfRef
  type0: PdfDict
  cidFontRef: PdfRef | null
  cidFont: PdfDict
  toUnicodeRef: PdfRef
  toUnicode: Map<number, string>
  widths: Map<number, number>
  defaultWidth: number
  /** CID → GID when the font has a CIDToGIDMap stream; null for /Identity. */
  cidToGid: number[] | null
  /** A glyph with no outline, to carry marks at zero width (see encodeString); null until one is needed when the font has none. */
  blankGid: number | null
  glyphCount: number
  fontFileRef: PdfRef | null
  /** Whether a glyph's own text has a mark pdf.js misplaces (PDFJS_MARK): what encodeString splits outside spans too. */
  hasMarkedText: boolean
  /** Whether blankGid is a glyph appended to the font file (appendBlankGlyph). */
  appendsBlank: boolean
  highestCode: number
  /** New codes by glyph, width and text, so a glyph that stands for the same text again reuses its code. */
  allocated: Map<string, number>
  added: number[]
}

interface ShownString {
  start: number
  end: number
  font: FontState | null
  codes: number[]
  /** Each glyph's text when an ActualText span gave it one. */
  pieces: (string | undefined)[]
  /** Whether glyphs may be added: with character spacing (Tc) a zero-width glyph would still move the rest. */
  canAddGlyphs: boolean
}

interface GlyphSlot {
  string: ShownString
  index: number
}

interface Span {
  text: string
  glyphs: GlyphSlot[]
}

export interface ClusterTextResult {
  pdf: Uint8Array<ArrayBuffer>
  /** Spans whose glyphs were given their text, and codes added over all fonts. */
  spans: number
  codes: number
}

/** The PDF with its clusters' glyphs mapped to their text, or the same bytes when there is nothing to do or the file is not one this reads. */
export function mapClusterText(pdf: Uint8Array<ArrayBuffer>): ClusterTextResult {
  try {
    return rewrite(pdf)
  } catch (error) {
    if (error instanceof UnsupportedPdfError) return { pdf, spans: 0, codes: 0 }
    throw error
  }
}

function rewrite(pdf: Uint8Array<ArrayBuffer>): ClusterTextResult {
  const file = new PdfFile(pdf)
  const fonts = new Map<string, FontState | null>()
  const replaced = new Map<number, PdfValue>()
  const visited = new Set<string>()
  let spans = 0

  const fontState = (value: PdfValue | undefined): FontState | null => {
    if (!(value instanceof PdfRef)) return null
    if (!fonts.has(value.key)) fonts.set(value.key, readFont(file, value))
    return fonts.get(value.key) ?? null
  }

  const walkContent = (ref: PdfRef, resources: PdfDict | null) => {
    if (visited.has(ref.key)) return
    visited.add(ref.key)
    const stream = file.get(ref)
    if (!isStream(stream)) return
    const data = file.decode(stream)
    if (!mayChange(file, data, resources, fontState)) return
    const result = rewriteContent(file, data, resources, fontState, walkContent)
    spans += result.spans
    if (result.data !== data) {
      const dict = new Map(stream.dict)
      dict.delete('Filter')
      dict.delete('DecodeParms')
      dict.delete('Length')
      replaced.set(ref.num, flateStream(result.data, [...dict]))
    }
  }

  for (const page of pagesOf(file)) {
    const resources = inherited(file, page, 'Resources')
    const contents = file.resolve(page.get('Contents'))
    const refs = Array.isArray(contents) ? contents : [page.get('Contents')]
    for (const ref of refs) if (ref instanceof PdfRef) walkContent(ref, isDict(resources) ? resources : null)
  }

  let nextObject = file.size
  let codes = 0
  for (const font of fonts.values()) {
    if (!font || font.added.length === 0) continue
    codes += font.added.length
    nextObject = writeFont(file, font, replaced, nextObject)
  }
  if (replaced.size === 0) return { pdf, spans: 0, codes: 0 }
  return { pdf: writeIncrementalUpdate(file, replaced), spans, codes }
}

const ACTUAL_TEXT = Buffer.from('ActualText', 'latin1')

/**
 * Whether rewriteContent could change a content stream, told without reading it operator by operator
 * (most of the cost, decision 081): only a glyph inside an ActualText span, or one whose own text in
 * the font's ToUnicode has a mark pdf.js would misplace, is given a new code. So a stream with no
 * `ActualText` in it, no marked-content properties or XObjects to look through, and only fonts whose
 * ToUnicode has no such mark is left as it is — an English resume's, in every template.
 */
function mayChange(
  file: PdfFile,
  data: Uint8Array,
  resources: PdfDict | null,
  fontState: (value: PdfValue | undefined) => FontState | null,
): boolean {
  if (Buffer.from(data.buffer, data.byteOffset, data.byteLength).includes(ACTUAL_TEXT)) return true
  const dictionary = (key: string) => file.resolve(resources?.get(key))
  if (dictionary('Properties') !== undefined || dictionary('XObject') !== undefined) return true
  const fonts = dictionary('Font')
  if (!isDict(fonts)) return false
  for (const value of fonts.values()) if (fontState(value)?.hasMarkedText) return true
  return false
}

function* pagesOf(file: PdfFile): Generator<PdfDict> {
  const root = file.resolve(file.trailer.get('Root'))
  if (!isDict(root)) throw new UnsupportedPdfError('no catalog')
  const stack: PdfValue[] = [root.get('Pages') ?? null]
  const seen = new Set<string>()
  while (stack.length > 0) {
    const item = stack.pop() ?? null
    if (item instanceof PdfRef) {
      if (seen.has(item.key)) continue
      seen.add(item.key)
    }
    const node = file.resolve(item)
    if (!isDict(node)) continue
    const type = nameOf(node.get('Type'))
    if (type === 'Page') yield node
    else {
      const kids = file.resolve(node.get('Kids'))
      if (Array.isArray(kids)) stack.push(...[...kids].reverse())
    }
  }
}

function inherited(file: PdfFile, node: PdfDict, key: string): PdfValue | undefined {
  let current: PdfDict | undefined = node
  for (let depth = 0; current && depth < 64; depth += 1) {
    const value = current.get(key)
    if (value !== undefined) return file.resolve(value)
    const parent = file.resolve(current.get('Parent'))
    current = isDict(parent) ? parent : undefined
  }
  return undefined
}

function readFont(file: PdfFile, ref: PdfRef): FontState | null {
  const type0 = file.get(ref)
  if (!isDict(type0) || nameOf(type0.get('Subtype')) !== 'Type0' || nameOf(type0.get('Encoding')) !== 'Identity-H') return null
  const toUnicodeRef = type0.get('ToUnicode')
  const descendants = file.resolve(type0.get('DescendantFonts'))
  const cidFontValue = Array.isArray(descendants) ? descendants[0] : undefined
  const cidFont = file.resolve(cidFontValue)
  if (!(toUnicodeRef instanceof PdfRef) || !isDict(cidFont) || nameOf(cidFont.get('Subtype')) !== 'CIDFontType2') return null
  const toUnicodeStream = file.get(toUnicodeRef)
  if (!isStream(toUnicodeStream)) return null
  const toUnicode = parseToUnicode(file.decode(toUnicodeStream))

  let cidToGid: number[] | null = null
  const map = file.resolve(cidFont.get('CIDToGIDMap'))
  if (isStream(map)) {
    const bytes = file.decode(map)
    cidToGid = []
    for (let index = 0; index + 1 < bytes.length; index += 2) cidToGid.push(((bytes[index] ?? 0) << 8) | (bytes[index + 1] ?? 0))
  } else if (map !== undefined && nameOf(map) !== 'Identity') return null

  const descriptor = file.resolve(cidFont.get('FontDescriptor'))
  const fontFile = isDict(descriptor) ? file.resolve(descriptor.get('FontFile2')) : undefined
  if (!isStream(fontFile)) return null
  const defaultWidth = file.resolve(cidFont.get('DW'))
  const widths = parseWidths(file, file.resolve(cidFont.get('W')))
  // Every code the content may draw is below this: a glyph of the font (Identity) or an entry of the map.
  const trueType = readTrueType(file.decode(fontFile))
  const codesInUse = cidToGid ? cidToGid.length : trueType.glyphs
  const highestCode = Math.max(0, ...toUnicode.keys(), ...widths.keys(), codesInUse - 1)
  return {
    ref,
    type0,
    cidFontRef: cidFontValue instanceof PdfRef ? cidFontValue : null,
    cidFont,
    toUnicodeRef,
    toUnicode,
    widths,
    defaultWidth: typeof defaultWidth === 'number' ? defaultWidth : 1000,
    cidToGid,
    blankGid: trueType.blankGlyph,
    glyphCount: trueType.glyphs,
    fontFileRef: isDict(descriptor) && descriptor.get('FontFile2') instanceof PdfRef ? (descriptor.get('FontFile2') as PdfRef) : null,
    hasMarkedText: [...toUnicode.values()].some((text) => PDFJS_MARK.test(text)),
    appendsBlank: false,
    highestCode,
    allocated: new Map(),
    added: [],
  }
}

/**
 * A TrueType font's glyph count ('maxp') and its first glyph after .notdef with no outline (an empty
 * 'loca' entry, like the space), or null when it has none.
 */
export function readTrueType(font: Uint8Array): { glyphs: number; blankGlyph: number | null } {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength)
  if (font.length < 12) throw new UnsupportedPdfError('font file')
  const tables = new Map<string, { offset: number; length: number }>()
  const count = view.getUint16(4)
  for (let index = 0; index < count && 12 + index * 16 + 16 <= font.length; index += 1) {
    const record = 12 + index * 16
    const tag = String.fromCharCode(...font.subarray(record, record + 4))
    tables.set(tag, { offset: view.getUint32(record + 8), length: view.getUint32(record + 12) })
  }
  const maxp = tables.get('maxp')
  if (!maxp || maxp.offset + 6 > font.length) throw new UnsupportedPdfError('font without maxp')
  const glyphs = view.getUint16(maxp.offset + 4)
  const head = tables.get('head')
  const loca = tables.get('loca')
  if (!head || !loca || head.offset + 54 > font.length || loca.offset + loca.length > font.length) return { glyphs, blankGlyph: null }
  const long = view.getInt16(head.offset + 50) === 1
  const at = (gid: number) => (long ? view.getUint32(loca.offset + gid * 4) : view.getUint16(loca.offset + gid * 2) * 2)
  const entries = Math.min(glyphs, Math.floor(loca.length / (long ? 4 : 2)) - 1)
  for (let gid = 1; gid < entries; gid += 1) if (at(gid) === at(gid + 1)) return { glyphs, blankGlyph: gid }
  return { glyphs, blankGlyph: null }
}

function checksum(bytes: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4)
  padded.set(bytes)
  const view = new DataView(padded.buffer)
  let sum = 0
  for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0
  return sum
}

/**
 * The font with one glyph more at its end, with no outline (a font subset that drew no space has
 * none): 'loca' gets an entry equal to the last, 'hmtx' a left side bearing, 'maxp' the new count;
 * table checksums and head.checkSumAdjustment are written again. The PDF's widths place glyphs, so
 * the glyph's own advance does not matter.
 */
export function appendBlankGlyph(font: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength)
  const count = view.getUint16(4)
  const tables: { tag: string; data: Uint8Array }[] = []
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16
    if (record + 16 > font.length) throw new UnsupportedPdfError('font directory')
    const offset = view.getUint32(record + 8)
    const length = view.getUint32(record + 12)
    if (offset + length > font.length) throw new UnsupportedPdfError('font table')
    tables.push({
      tag: String.fromCharCode(...font.subarray(record, record + 4)),
      data: Uint8Array.from(font.subarray(offset, offset + length)),
    })
  }
  const table = (tag: string) => {
    const found = tables.find((item) => item.tag === tag)
    if (!found) throw new UnsupportedPdfError(`font without ${tag}`)
    return found
  }
  const head = table('head')
  const maxp = table('maxp')
  const loca = table('loca')
  const hmtx = table('hmtx')
  const glyphs = new DataView(maxp.data.buffer).getUint16(4)
  const long = new DataView(head.data.buffer).getInt16(50) === 1
  const size = long ? 4 : 2
  if (glyphs >= 0xffff || loca.data.length < (glyphs + 1) * size) throw new UnsupportedPdfError('font loca')
  const grownLoca = new Uint8Array((glyphs + 2) * size)
  grownLoca.set(loca.data.subarray(0, (glyphs + 1) * size))
  grownLoca.set(loca.data.subarray(glyphs * size, (glyphs + 1) * size), (glyphs + 1) * size)
  loca.data = grownLoca
  const grownHmtx = new Uint8Array(hmtx.data.length + 2)
  grownHmtx.set(hmtx.data)
  hmtx.data = grownHmtx
  new DataView(maxp.data.buffer).setUint16(4, glyphs + 1)
  new DataView(head.data.buffer).setUint32(8, 0)

  const headerLength = 12 + tables.length * 16
  const total = tables.reduce((sum, item) => sum + Math.ceil(item.data.length / 4) * 4, headerLength)
  const out = new Uint8Array(total)
  const outView = new DataView(out.buffer)
  out.set(font.subarray(0, 12))
  let offset = headerLength
  let headOffset = 0
  tables.forEach((item, index) => {
    const record = 12 + index * 16
    for (let at = 0; at < 4; at += 1) out[record + at] = item.tag.charCodeAt(at)
    outView.setUint32(record + 4, checksum(item.data))
    outView.setUint32(record + 8, offset)
    outView.setUint32(record + 12, item.data.length)
    out.set(item.data, offset)
    if (item.tag === 'head') headOffset = offset
    offset += Math.ceil(item.data.length / 4) * 4
  })
  outView.setUint32(headOffset + 8, (0xb1b0afba - checksum(out)) >>> 0)
  return out
}

/** A CIDFont's /W array as CID → width. */
function parseWidths(file: PdfFile, value: PdfValue | undefined): Map<number, number> {
  const widths = new Map<number, number>()
  if (!Array.isArray(value)) return widths
  for (let index = 0; index < value.length;) {
    const first = file.resolve(value[index])
    const second = file.resolve(value[index + 1])
    if (typeof first !== 'number') throw new UnsupportedPdfError('widths')
    if (Array.isArray(second)) {
      second.forEach((width, offset) => {
        const resolved = file.resolve(width)
        if (typeof resolved === 'number') widths.set(first + offset, resolved)
      })
      index += 2
    } else {
      const width = file.resolve(value[index + 2])
      if (typeof second !== 'number' || typeof width !== 'number' || second - first > MAX_CODE) throw new UnsupportedPdfError('widths')
      for (let cid = first; cid <= second; cid += 1) widths.set(cid, width)
      index += 3
    }
  }
  return widths
}

function utf16(bytes: Uint8Array): string {
  let text = ''
  for (let index = 0; index + 1 < bytes.length; index += 2)
    text += String.fromCharCode(((bytes[index] ?? 0) << 8) | (bytes[index + 1] ?? 0))
  return text
}

function codeOf(bytes: Uint8Array): number {
  let code = 0
  for (const byte of bytes) code = code * 256 + byte
  return code
}

/** A ToUnicode CMap's bfchar and bfrange entries as code → text. */
export function parseToUnicode(data: Uint8Array): Map<number, string> {
  const map = new Map<number, string>()
  const lexer = new PdfLexer(data)
  const operands: PdfValue[] = []
  let section: 'bfchar' | 'bfrange' | null = null
  for (let token = lexer.next(); token; token = lexer.next()) {
    if (token.kind === 'keyword') {
      if (token.word === 'beginbfchar' || token.word === 'beginbfrange') section = token.word === 'beginbfchar' ? 'bfchar' : 'bfrange'
      else if (token.word === 'endbfchar' || token.word === 'endbfrange') section = null
      operands.length = 0
      continue
    }
    if (section === null) continue
    const value = readValue(lexer, token)
    if (!(value instanceof PdfString) && !Array.isArray(value)) continue
    operands.push(value)
    if (section === 'bfchar' && operands.length === 2) {
      const [source, target] = operands
      if (source instanceof PdfString && target instanceof PdfString) map.set(codeOf(source.bytes), utf16(target.bytes))
      operands.length = 0
    } else if (section === 'bfrange' && operands.length === 3) {
      const [low, high, target] = operands
      if (low instanceof PdfString && high instanceof PdfString) {
        const from = codeOf(low.bytes)
        const to = codeOf(high.bytes)
        if (to - from > MAX_CODE) throw new UnsupportedPdfError('bfrange')
        for (let code = from; code <= to; code += 1) {
          if (Array.isArray(target)) {
            const item = target[code - from]
            if (item instanceof PdfString) map.set(code, utf16(item.bytes))
          } else if (target instanceof PdfString) {
            // The last byte of the destination counts up through the range.
            const bytes = Uint8Array.from(target.bytes)
            const last = bytes.length - 1
            bytes[last] = ((bytes[last] ?? 0) + code - from) & 0xff
            map.set(code, utf16(bytes))
          }
        }
      }
      operands.length = 0
    }
  }
  return map
}

function hex4(code: number): string {
  return code.toString(16).toUpperCase().padStart(4, '0')
}

function utf16Hex(text: string): string {
  let out = ''
  for (let index = 0; index < text.length; index += 1) out += hex4(text.charCodeAt(index))
  return out
}

/** A ToUnicode CMap for two-byte codes, in blocks of 100 bfchar entries (the limit the CMap format sets). */
export function writeToUnicode(map: Map<number, string>): Uint8Array {
  const entries = [...map].sort(([a], [b]) => a - b)
  const blocks: string[] = []
  for (let index = 0; index < entries.length; index += 100) {
    const block = entries.slice(index, index + 100)
    blocks.push(`${block.length} beginbfchar\n${block.map(([code, text]) => `<${hex4(code)}> <${utf16Hex(text)}>`).join('\n')}\nendbfchar`)
  }
  const text = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n')
  return new Uint8Array(Buffer.from(`${text}\n`, 'latin1'))
}

/** A text string's characters (UTF-16BE with BOM, UTF-8 with BOM, else PDFDocEncoding read as Latin-1). */
function textString(value: PdfValue | undefined): string | null {
  if (!(value instanceof PdfString)) return null
  const { bytes } = value
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return utf16(bytes.subarray(2))
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return Buffer.from(bytes.subarray(3)).toString('utf8')
  return Buffer.from(bytes).toString('latin1')
}

/**
 * A cluster's text cut into one part per glyph, in drawing order: letters with the marks that follow
 * them (so that each wide glyph gets a letter, see encodeString) when there are enough of them, else
 * code points, else code points decomposed; the last glyph takes what is left, and glyphs beyond the
 * text get U+2060.
 */
export function splitClusterText(text: string, glyphs: number): string[] {
  if (glyphs <= 0) return []
  let parts: string[] = text.match(/[^\p{Mn}\p{Cf}][\p{Mn}\p{Cf}]*|[\p{Mn}\p{Cf}]+/gu) ?? []
  if (parts.length < glyphs) parts = [...text]
  if (parts.length < glyphs) {
    const decomposed = [...text.normalize('NFD')]
    if (decomposed.length > parts.length) parts = decomposed
  }
  if (parts.length >= glyphs) return [...parts.slice(0, glyphs - 1), parts.slice(glyphs - 1).join('')]
  return [...parts, ...Array.from({ length: glyphs - parts.length }, () => WORD_JOINER)]
}

function glyphOf(font: FontState, code: number): number {
  return font.cidToGid ? (font.cidToGid[code] ?? 0) : code
}

/** The code drawing the glyph of `code` whose ToUnicode entry is `text`: `code` itself when it already says so. */
function codeFor(font: FontState, code: number, text: string): number {
  if (font.toUnicode.get(code) === text) return code
  return allocate(font, glyphOf(font, code), font.widths.get(code) ?? font.defaultWidth, text)
}

/** A code of its own for a glyph drawn at a width and standing for a text, made once per font. */
function allocate(font: FontState, gid: number, width: number, text: string): number {
  const key = `${gid}:${width}:${text}`
  const known = font.allocated.get(key)
  if (known !== undefined) return known
  const fresh = font.highestCode + 1
  if (fresh > MAX_CODE) throw new UnsupportedPdfError('out of codes')
  font.highestCode = fresh
  font.allocated.set(key, fresh)
  font.added.push(fresh)
  font.toUnicode.set(fresh, text)
  font.widths.set(fresh, width)
  font.cidToGid ??= Array.from({ length: fresh }, (_, cid) => cid)
  while (font.cidToGid.length < fresh) font.cidToGid.push(0)
  font.cidToGid[fresh] = gid
  return fresh
}

/**
 * What pdf.js takes for a zero-width mark (its getCharUnicodeCategory): a text with a nonspacing mark
 * anywhere, or ending in a format character. It neither advances past such a glyph nor records where
 * it ended, so a wide glyph mapped to 'டு' or 'क्' leaves a gap before the next run of text, which it
 * reads as a space ('கார்த் திக்').
 */
const PDFJS_MARK = /\p{Mn}|\p{Cf}$/u
const MARK_OR_BASE_RUNS = /[\p{Mn}\p{Cf}]+|[^\p{Mn}\p{Cf}]+/gu

/** A wide glyph's text cut into what it keeps (its first run without marks) and the marks before and after. */
export function splitAtBase(text: string): { before: string; base: string; after: string } | null {
  const runs = text.match(MARK_OR_BASE_RUNS) ?? []
  const at = runs.findIndex((run) => !/[\p{Mn}\p{Cf}]/u.test(run))
  if (at < 0) return null
  return { before: runs.slice(0, at).join(''), base: runs[at] ?? '', after: runs.slice(at + 1).join('') }
}

/** The font's blank glyph, appended to its file when it has none. */
function blankGlyph(font: FontState): number | null {
  if (font.blankGid === null && font.fontFileRef) {
    font.blankGid = font.glyphCount
    font.appendsBlank = true
  }
  return font.blankGid
}

/**
 * A shown string's new codes: each glyph mapped to its piece of an ActualText span or its own text, and
 * a wide glyph whose text pdf.js would take for a mark split in two: the glyph keeps the letters and a
 * blank zero-width glyph beside it carries the marks, so nothing drawn moves and pdf.js sees no gap.
 */
function encodeString(font: FontState, string: ShownString): number[] {
  const codes: number[] = []
  string.codes.forEach((code, index) => {
    const piece = string.pieces[index] ?? font.toUnicode.get(code)
    if (piece === undefined) {
      codes.push(code)
      return
    }
    const wide = (font.widths.get(code) ?? font.defaultWidth) !== 0
    const split = wide && string.canAddGlyphs && PDFJS_MARK.test(piece) ? splitAtBase(piece) : null
    const blank = split ? blankGlyph(font) : null
    if (!split || blank === null) {
      codes.push(codeFor(font, code, piece))
      return
    }
    if (split.before) codes.push(allocate(font, blank, 0, split.before))
    codes.push(codeFor(font, code, split.base))
    if (split.after) codes.push(allocate(font, blank, 0, split.after))
  })
  return codes
}

interface ContentResult {
  data: Uint8Array
  spans: number
}

type Operand = { value: PdfValue; strings: { token: Token; bytes: Uint8Array }[] }

/**
 * One content stream read operator by operator: the font set by Tf (saved by q, restored by Q), the
 * marked-content spans with ActualText, and the strings shown inside them; Form XObjects drawn with Do
 * are walked with their own resources. Strings whose codes change are written back as hex strings; all
 * other bytes stay as they were.
 */
function rewriteContent(
  file: PdfFile,
  data: Uint8Array,
  resources: PdfDict | null,
  fontState: (value: PdfValue | undefined) => FontState | null,
  walkContent: (ref: PdfRef, resources: PdfDict | null) => void,
): ContentResult {
  const lexer = new PdfLexer(data)
  const dictionary = (key: string): PdfDict | null => {
    const value = file.resolve(resources?.get(key))
    return isDict(value) ? value : null
  }
  const fontsHere = dictionary('Font')
  const properties = dictionary('Properties')
  const xobjects = dictionary('XObject')

  let font: FontState | null = null
  let charSpacing = 0
  const saved: { font: FontState | null; charSpacing: number }[] = []
  /** Marked content open now; the span collecting glyphs is the outermost one with ActualText. */
  const marked: (Span | null)[] = []
  let collecting: Span | null = null
  const shown: ShownString[] = []
  let spans = 0
  let operands: Operand[] = []

  const show = (strings: Operand['strings']) => {
    for (const { token, bytes } of strings) {
      const codes: number[] = []
      if (font) {
        if (bytes.length % 2 === 1) throw new UnsupportedPdfError('odd two-byte string')
        for (let index = 0; index < bytes.length; index += 2) codes.push(((bytes[index] ?? 0) << 8) | (bytes[index + 1] ?? 0))
      }
      const string: ShownString = { start: token.start, end: token.end, font, codes, pieces: [], canAddGlyphs: charSpacing === 0 }
      if (font) shown.push(string)
      if (!collecting) continue
      if (!font) collecting.glyphs.push({ string, index: -1 })
      else codes.forEach((_, index) => collecting?.glyphs.push({ string, index }))
    }
  }

  const finish = (span: Span) => {
    const { glyphs, text } = span
    if (glyphs.length === 0 || glyphs.some(({ string }) => !string.font)) return
    const current = glyphs.map(({ string, index }) => string.font?.toUnicode.get(string.codes[index] ?? -1) ?? '\uFFFF').join('')
    if (current === text) return
    const parts = splitClusterText(text, glyphs.length)
    glyphs.forEach(({ string, index }, at) => {
      string.pieces[index] = parts[at] ?? WORD_JOINER
    })
    spans += 1
  }

  for (let token = lexer.next(); token; token = lexer.next()) {
    if (token.kind !== 'keyword') {
      operands.push(readOperand(lexer, token))
      continue
    }
    const operator = token.word
    switch (operator) {
      case 'q':
        saved.push({ font, charSpacing })
        break
      case 'Q':
        ;({ font, charSpacing } = saved.pop() ?? { font: null, charSpacing: 0 })
        break
      case 'Tc': {
        const value = operands[0]?.value
        charSpacing = typeof value === 'number' ? value : 0
        break
      }
      case 'Tf': {
        const name = nameOf(operands[0]?.value)
        font = name === undefined ? null : fontState(fontsHere?.get(name))
        break
      }
      case 'BMC':
        marked.push(null)
        break
      case 'BDC': {
        let props = operands[1]?.value
        if (props instanceof PdfName) props = file.resolve(properties?.get(props.name))
        const text = isDict(props) ? textString(file.resolve(props.get('ActualText'))) : null
        if (text !== null && !collecting) {
          collecting = { text, glyphs: [] }
          marked.push(collecting)
        } else marked.push(null)
        break
      }
      case 'EMC': {
        const span = marked.pop()
        if (span && span === collecting) {
          finish(span)
          collecting = null
        }
        break
      }
      case 'Tj':
      case 'TJ':
      case "'":
      case '"':
        show(operands.at(-1)?.strings ?? [])
        break
      case 'Do': {
        const name = nameOf(operands[0]?.value)
        const ref = name === undefined ? undefined : xobjects?.get(name)
        const xobject = file.resolve(ref)
        if (ref instanceof PdfRef && isStream(xobject) && nameOf(xobject.dict.get('Subtype')) === 'Form') {
          const own = file.resolve(xobject.dict.get('Resources'))
          walkContent(ref, isDict(own) ? own : resources)
        }
        break
      }
      case 'BI':
        skipInlineImage(lexer, data)
        break
      default:
        break
    }
    operands = []
  }

  const parts: Uint8Array[] = []
  let at = 0
  for (const string of shown) {
    const codes = string.font ? encodeString(string.font, string) : string.codes
    if (codes.length === string.codes.length && codes.every((code, index) => code === string.codes[index])) continue
    parts.push(data.subarray(at, string.start))
    parts.push(Buffer.from(`<${codes.map(hex4).join('')}>`, 'latin1'))
    at = string.end
  }
  if (parts.length === 0) return { data, spans: 0 }
  parts.push(data.subarray(at))
  return { data: new Uint8Array(Buffer.concat(parts)), spans }
}

function readOperand(lexer: PdfLexer, token: Token): Operand {
  if (token.kind === 'open-array') {
    // A TJ array: strings (kept with their byte ranges) and numbers.
    const strings: Operand['strings'] = []
    const items: PdfValue[] = []
    for (let item = lexer.next(); item && item.kind !== 'close-array'; item = lexer.next()) {
      const operand = readOperand(lexer, item)
      strings.push(...operand.strings)
      items.push(operand.value)
    }
    return { value: items, strings }
  }
  if (token.kind === 'value' && token.value instanceof PdfString)
    return { value: token.value, strings: [{ token, bytes: token.value.bytes }] }
  const value = readValue(lexer, token)
  if (value instanceof PdfKeyword) throw new UnsupportedPdfError(`operator ${value.word} inside an operand`)
  return { value, strings: [] }
}

/** Moves past an inline image's data (`BI … ID <data> EI`). */
function skipInlineImage(lexer: PdfLexer, data: Uint8Array): void {
  for (let token = lexer.next(); token; token = lexer.next()) {
    if (token.kind === 'keyword' && token.word === 'ID') {
      for (let index = token.end + 1; index + 2 < data.length; index += 1) {
        const before = data[index - 1] ?? 0
        const after = data[index + 2]
        if (
          data[index] === 0x45 &&
          data[index + 1] === 0x49 &&
          [0x09, 0x0a, 0x0d, 0x20].includes(before) &&
          (after === undefined || [0x09, 0x0a, 0x0d, 0x20].includes(after))
        ) {
          lexer.position = index + 2
          return
        }
      }
      throw new UnsupportedPdfError('inline image without EI')
    }
  }
}

/** Writes a font's new ToUnicode, its CIDFont with the new codes' widths and CIDToGIDMap, and its CIDSet. */
function writeFont(file: PdfFile, font: FontState, replaced: Map<number, PdfValue>, nextObject: number): number {
  let next = nextObject
  replaced.set(font.toUnicodeRef.num, flateStream(writeToUnicode(font.toUnicode)))

  const map = new Uint8Array((font.cidToGid?.length ?? 0) * 2)
  font.cidToGid?.forEach((gid, cid) => {
    map[cid * 2] = gid >> 8
    map[cid * 2 + 1] = gid & 0xff
  })
  const existingMap = font.cidFont.get('CIDToGIDMap')
  const mapRef = existingMap instanceof PdfRef ? existingMap : new PdfRef(next++, 0)
  replaced.set(mapRef.num, flateStream(map))

  const cidFont = new Map(font.cidFont)
  cidFont.set('CIDToGIDMap', mapRef)
  cidFont.set('W', writeWidths(font.widths))
  const descriptor = file.resolve(font.cidFont.get('FontDescriptor'))
  const cidSetRef = isDict(descriptor) ? descriptor.get('CIDSet') : undefined
  if (cidSetRef instanceof PdfRef) {
    const cidSet = file.get(cidSetRef)
    if (isStream(cidSet)) {
      const bits = Uint8Array.from(file.decode(cidSet))
      const grown = new Uint8Array(Math.max(bits.length, (font.highestCode >> 3) + 1))
      grown.set(bits)
      for (const cid of font.added) grown[cid >> 3] = (grown[cid >> 3] ?? 0) | (0x80 >> (cid & 7))
      replaced.set(cidSetRef.num, flateStream(grown))
    }
  }
  if (font.appendsBlank && font.fontFileRef) {
    const fontFile = file.get(font.fontFileRef)
    if (!isStream(fontFile)) throw new UnsupportedPdfError('font file')
    const grown = appendBlankGlyph(file.decode(fontFile))
    const dict = [...fontFile.dict].filter(([key]) => !['Filter', 'DecodeParms', 'Length', 'Length1'].includes(key))
    replaced.set(font.fontFileRef.num, flateStream(grown, [...dict, ['Length1', grown.length]]))
  }
  if (font.cidFontRef) replaced.set(font.cidFontRef.num, cidFont)
  else {
    const type0 = new Map(font.type0)
    type0.set('DescendantFonts', [cidFont])
    replaced.set(font.ref.num, type0)
  }
  return next
}

/** CID → width as a /W array of runs `first [w1 w2 …]`. */
function writeWidths(widths: Map<number, number>): PdfValue[] {
  const entries = [...widths].sort(([a], [b]) => a - b)
  const out: PdfValue[] = []
  let run: number[] = []
  let runStart = -1
  for (const [cid, width] of entries) {
    if (run.length > 0 && cid === runStart + run.length) run.push(width)
    else {
      if (run.length > 0) out.push(runStart, run)
      runStart = cid
      run = [width]
    }
  }
  if (run.length > 0) out.push(runStart, run)
  return out
}
