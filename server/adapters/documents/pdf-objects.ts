import { deflateSync, inflateSync } from 'node:zlib'

/**
 * A small PDF object reader and incremental-update writer, enough to post-process the PDFs our Typst
 * renderer writes (pdf-cluster-text.ts, decision 076): PDF 1.x files with classic cross-reference
 * tables, objects read from their offsets, streams plain or FlateDecode. Anything else (cross-reference
 * streams, object streams, other filters) is refused with UnsupportedPdfError, so a caller can leave such
 * a file as it was rather than write a broken one. Changes are appended as an incremental update
 * (ISO 32000-1 §7.5.6): the original bytes stay as they were and every reader follows the new table.
 */

export class UnsupportedPdfError extends Error {
  constructor(detail: string) {
    super(`unsupported pdf: ${detail}`)
    this.name = 'UnsupportedPdfError'
  }
}

export class PdfName {
  readonly name: string

  constructor(name: string) {
    this.name = name
  }
}

/** A string as its bytes (PDF strings are bytes; text strings are UTF-16BE with a BOM or PDFDocEncoding). */
export class PdfString {
  readonly bytes: Uint8Array

  constructor(bytes: Uint8Array) {
    this.bytes = bytes
  }
}

export class PdfRef {
  readonly num: number
  readonly gen: number

  constructor(num: number, gen: number) {
    this.num = num
    this.gen = gen
  }

  get key(): string {
    return `${this.num} ${this.gen}`
  }
}

/** A content-stream operator or another bare keyword (`obj`, `R`, `true`…) as the lexer meets it. */
export class PdfKeyword {
  readonly word: string

  constructor(word: string) {
    this.word = word
  }
}

export type PdfDict = Map<string, PdfValue>

export interface PdfStream {
  dict: PdfDict
  /** The stream's bytes as stored (still encoded). */
  raw: Uint8Array
}

export type PdfValue = null | boolean | number | PdfName | PdfString | PdfRef | PdfValue[] | PdfDict | PdfStream

export function isDict(value: PdfValue | undefined): value is PdfDict {
  return value instanceof Map
}

export function isStream(value: PdfValue | undefined): value is PdfStream {
  return typeof value === 'object' && value !== null && 'raw' in value && 'dict' in value
}

export function nameOf(value: PdfValue | undefined): string | undefined {
  return value instanceof PdfName ? value.name : undefined
}

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20])
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25])

function isRegular(byte: number): boolean {
  return !WHITESPACE.has(byte) && !DELIMITERS.has(byte)
}

export type Token =
  | { kind: 'value'; value: PdfName | PdfString | number; start: number; end: number }
  | { kind: 'keyword'; word: string; start: number; end: number }
  | { kind: 'open-array' | 'close-array' | 'open-dict' | 'close-dict'; start: number; end: number }

const ESCAPES: Record<number, number> = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c, 0x28: 0x28, 0x29: 0x29, 0x5c: 0x5c }

/** Splits PDF syntax (object bodies, content streams, CMaps) into tokens with their byte ranges. */
export class PdfLexer {
  readonly bytes: Uint8Array
  position: number

  constructor(bytes: Uint8Array, start = 0) {
    this.bytes = bytes
    this.position = start
  }

  private skipSpace(): void {
    const { bytes } = this
    while (this.position < bytes.length) {
      const byte = bytes[this.position] ?? 0
      if (WHITESPACE.has(byte)) this.position += 1
      else if (byte === 0x25) {
        while (this.position < bytes.length && bytes[this.position] !== 0x0a && bytes[this.position] !== 0x0d) this.position += 1
      } else break
    }
  }

  /** The next token, or null at the end. */
  next(): Token | null {
    this.skipSpace()
    const { bytes } = this
    const start = this.position
    if (start >= bytes.length) return null
    const byte = bytes[start] ?? 0
    if (byte === 0x5b) return this.single('open-array', start)
    if (byte === 0x5d) return this.single('close-array', start)
    if (byte === 0x7b || byte === 0x7d) {
      this.position += 1
      return { kind: 'keyword', word: String.fromCharCode(byte), start, end: this.position }
    }
    if (byte === 0x3c && bytes[start + 1] === 0x3c) return this.double('open-dict', start)
    if (byte === 0x3e && bytes[start + 1] === 0x3e) return this.double('close-dict', start)
    if (byte === 0x3c) return this.hexString(start)
    if (byte === 0x28) return this.literalString(start)
    if (byte === 0x2f) {
      this.position += 1
      while (this.position < bytes.length && isRegular(bytes[this.position] ?? 0)) this.position += 1
      const raw = latin1(bytes.subarray(start + 1, this.position))
      const name = raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      return { kind: 'value', value: new PdfName(name), start, end: this.position }
    }
    if (byte === 0x29 || byte === 0x3e) throw new UnsupportedPdfError(`stray '${String.fromCharCode(byte)}' at ${start}`)
    while (this.position < bytes.length && isRegular(bytes[this.position] ?? 0)) this.position += 1
    const word = latin1(bytes.subarray(start, this.position))
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return { kind: 'value', value: Number(word), start, end: this.position }
    return { kind: 'keyword', word, start, end: this.position }
  }

  private single(kind: 'open-array' | 'close-array', start: number): Token {
    this.position = start + 1
    return { kind, start, end: this.position }
  }

  private double(kind: 'open-dict' | 'close-dict', start: number): Token {
    this.position = start + 2
    return { kind, start, end: this.position }
  }

  private hexString(start: number): Token {
    const close = this.bytes.indexOf(0x3e, start)
    if (close < 0) throw new UnsupportedPdfError(`unterminated hex string at ${start}`)
    let hex = latin1(this.bytes.subarray(start + 1, close)).replace(/\s+/g, '')
    if (!/^[0-9a-fA-F]*$/.test(hex)) throw new UnsupportedPdfError(`bad hex string at ${start}`)
    if (hex.length % 2 === 1) hex += '0'
    this.position = close + 1
    return { kind: 'value', value: new PdfString(Uint8Array.from(Buffer.from(hex, 'hex'))), start, end: this.position }
  }

  private literalString(start: number): Token {
    const { bytes } = this
    const out: number[] = []
    let depth = 1
    let index = start + 1
    while (index < bytes.length) {
      const byte = bytes[index] ?? 0
      if (byte === 0x5c) {
        const escaped = bytes[index + 1] ?? 0
        if (ESCAPES[escaped] !== undefined) {
          out.push(ESCAPES[escaped])
          index += 2
        } else if (escaped >= 0x30 && escaped <= 0x37) {
          let digits = 0
          let value = 0
          index += 1
          while (digits < 3 && (bytes[index] ?? 0) >= 0x30 && (bytes[index] ?? 0) <= 0x37) {
            value = value * 8 + ((bytes[index] ?? 0) - 0x30)
            index += 1
            digits += 1
          }
          out.push(value & 0xff)
        } else if (escaped === 0x0d) {
          index += bytes[index + 2] === 0x0a ? 3 : 2
        } else if (escaped === 0x0a) {
          index += 2
        } else {
          index += 1
        }
        continue
      }
      if (byte === 0x28) depth += 1
      if (byte === 0x29) {
        depth -= 1
        if (depth === 0) break
      }
      out.push(byte)
      index += 1
    }
    if (depth !== 0) throw new UnsupportedPdfError(`unterminated string at ${start}`)
    this.position = index + 1
    return { kind: 'value', value: new PdfString(Uint8Array.from(out)), start, end: this.position }
  }
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
}

/**
 * Reads one value from the lexer: numbers followed by `G R` become references, arrays and dictionaries
 * are read whole. `null`, `true` and `false` are values; any other keyword is returned as a PdfKeyword
 * (the operators of a content stream).
 */
export function readValue(lexer: PdfLexer, first: Token | null = lexer.next()): PdfValue | PdfKeyword {
  if (!first) throw new UnsupportedPdfError('unexpected end')
  switch (first.kind) {
    case 'open-array': {
      const items: PdfValue[] = []
      for (;;) {
        const token = lexer.next()
        if (!token) throw new UnsupportedPdfError('unterminated array')
        if (token.kind === 'close-array') return items
        items.push(expectValue(readValue(lexer, token)))
      }
    }
    case 'open-dict': {
      const dict: PdfDict = new Map()
      for (;;) {
        const token = lexer.next()
        if (!token) throw new UnsupportedPdfError('unterminated dictionary')
        if (token.kind === 'close-dict') return dict
        if (token.kind !== 'value' || !(token.value instanceof PdfName)) throw new UnsupportedPdfError(`dictionary key at ${token.start}`)
        dict.set(token.value.name, expectValue(readValue(lexer)))
      }
    }
    case 'value': {
      if (typeof first.value === 'number' && Number.isInteger(first.value)) {
        const saved = lexer.position
        const second = lexer.next()
        const third = second ? lexer.next() : null
        if (second?.kind === 'value' && typeof second.value === 'number' && third?.kind === 'keyword' && third.word === 'R') {
          return new PdfRef(first.value, second.value)
        }
        lexer.position = saved
      }
      return first.value
    }
    case 'keyword':
      if (first.word === 'null') return null
      if (first.word === 'true') return true
      if (first.word === 'false') return false
      return new PdfKeyword(first.word)
    default:
      throw new UnsupportedPdfError(`unexpected ${first.kind} at ${first.start}`)
  }
}

function expectValue(value: PdfValue | PdfKeyword): PdfValue {
  if (value instanceof PdfKeyword) throw new UnsupportedPdfError(`unexpected keyword ${value.word}`)
  return value
}

/** A PDF file's objects as its cross-reference tables place them, read on demand. */
export class PdfFile {
  readonly trailer: PdfDict
  private readonly offsets = new Map<number, { offset: number; gen: number }>()
  private readonly startXref: number
  private readonly cache = new Map<number, PdfValue>()
  readonly bytes: Uint8Array

  constructor(bytes: Uint8Array) {
    this.bytes = bytes
    const tail = latin1(bytes.subarray(Math.max(0, bytes.length - 1024)))
    const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail)
    if (!match?.[1]) throw new UnsupportedPdfError('no startxref')
    this.startXref = Number(match[1])
    let trailer: PdfDict | null = null
    const seen = new Set<number>()
    for (let at: number | null = this.startXref; at !== null;) {
      if (seen.has(at)) throw new UnsupportedPdfError('cross-reference loop')
      seen.add(at)
      const section = this.readXrefSection(at)
      trailer ??= section
      const prev = section.get('Prev')
      at = typeof prev === 'number' ? prev : null
    }
    if (!trailer) throw new UnsupportedPdfError('no trailer')
    this.trailer = trailer
  }

  private readXrefSection(at: number): PdfDict {
    const lexer = new PdfLexer(this.bytes, at)
    const head = lexer.next()
    if (head?.kind !== 'keyword' || head.word !== 'xref') throw new UnsupportedPdfError('cross-reference stream')
    for (;;) {
      const token = lexer.next()
      if (token?.kind === 'keyword' && token.word === 'trailer') break
      const count = lexer.next()
      if (token?.kind !== 'value' || typeof token.value !== 'number' || count?.kind !== 'value' || typeof count.value !== 'number') {
        throw new UnsupportedPdfError('cross-reference subsection')
      }
      for (let index = 0; index < count.value; index += 1) {
        const offset = lexer.next()
        const gen = lexer.next()
        const kind = lexer.next()
        if (offset?.kind !== 'value' || gen?.kind !== 'value' || kind?.kind !== 'keyword')
          throw new UnsupportedPdfError('cross-reference entry')
        const num = token.value + index
        // Newer sections are read first and win.
        if (kind.word === 'n' && !this.offsets.has(num)) this.offsets.set(num, { offset: Number(offset.value), gen: Number(gen.value) })
        else if (kind.word === 'f' && !this.offsets.has(num)) this.offsets.set(num, { offset: -1, gen: Number(gen.value) })
      }
    }
    const trailer = readValue(lexer)
    if (!isDict(trailer as PdfValue)) throw new UnsupportedPdfError('trailer')
    return trailer as PdfDict
  }

  get size(): number {
    const size = this.trailer.get('Size')
    return typeof size === 'number' ? size : 0
  }

  get startXrefOffset(): number {
    return this.startXref
  }

  /** The object `ref` points at (null for a free or missing object, as the standard reads it). */
  get(ref: PdfRef): PdfValue {
    const cached = this.cache.get(ref.num)
    if (cached !== undefined) return cached
    const entry = this.offsets.get(ref.num)
    if (!entry || entry.offset < 0) return null
    const lexer = new PdfLexer(this.bytes, entry.offset)
    const num = lexer.next()
    const gen = lexer.next()
    const obj = lexer.next()
    if (num?.kind !== 'value' || num.value !== ref.num || gen?.kind !== 'value' || obj?.kind !== 'keyword' || obj.word !== 'obj') {
      throw new UnsupportedPdfError(`object ${ref.num} not at its offset`)
    }
    const value = expectValue(readValue(lexer))
    const after = lexer.next()
    let result: PdfValue = value
    if (after?.kind === 'keyword' && after.word === 'stream') {
      if (!isDict(value)) throw new UnsupportedPdfError(`stream ${ref.num} without dictionary`)
      let start = after.end
      if (this.bytes[start] === 0x0d) start += 1
      if (this.bytes[start] === 0x0a) start += 1
      const length = this.resolve(value.get('Length'))
      if (typeof length !== 'number') throw new UnsupportedPdfError(`stream ${ref.num} length`)
      result = { dict: value, raw: this.bytes.subarray(start, start + length) }
    }
    this.cache.set(ref.num, result)
    return result
  }

  /** A value with a reference followed. */
  resolve(value: PdfValue | undefined): PdfValue | undefined {
    return value instanceof PdfRef ? this.get(value) : value
  }

  /** A stream's data with its filters undone (FlateDecode or none). */
  decode(stream: PdfStream): Uint8Array {
    const filter = this.resolve(stream.dict.get('Filter'))
    const filters = Array.isArray(filter) ? filter.map(nameOf) : filter === undefined ? [] : [nameOf(filter)]
    if (filters.length === 0) return stream.raw
    if (filters.length === 1 && filters[0] === 'FlateDecode' && stream.dict.get('DecodeParms') === undefined) {
      return new Uint8Array(inflateSync(stream.raw))
    }
    throw new UnsupportedPdfError(`filter ${filters.join(',')}`)
  }
}

/** A new stream holding `data`, compressed. */
export function flateStream(data: Uint8Array, extra: [string, PdfValue][] = []): PdfStream {
  return { dict: new Map([...extra, ['Filter', new PdfName('FlateDecode')]]), raw: new Uint8Array(deflateSync(data)) }
}

function formatNumber(value: number): string {
  if (!Number.isFinite(value)) throw new UnsupportedPdfError(`number ${value}`)
  if (Number.isInteger(value)) return String(value)
  return value.toFixed(5).replace(/0+$/, '').replace(/\.$/, '')
}

function formatName(name: string): string {
  let out = '/'
  for (const char of name) {
    const code = char.charCodeAt(0)
    out += code > 0x20 && code < 0x7f && isRegular(code) && char !== '#' ? char : `#${code.toString(16).padStart(2, '0')}`
  }
  return out
}

/** A value in PDF syntax (streams only as indirect objects: see writeIncrementalUpdate). */
export function serialize(value: PdfValue): string {
  if (value === null) return 'null'
  if (typeof value === 'boolean') return String(value)
  if (typeof value === 'number') return formatNumber(value)
  if (value instanceof PdfName) return formatName(value.name)
  if (value instanceof PdfString) return `<${Buffer.from(value.bytes).toString('hex')}>`
  if (value instanceof PdfRef) return `${value.num} ${value.gen} R`
  if (Array.isArray(value)) return `[${value.map(serialize).join(' ')}]`
  if (isDict(value)) return `<<${[...value].map(([key, item]) => `${formatName(key)} ${serialize(item)}`).join(' ')}>>`
  throw new UnsupportedPdfError('a stream inside another object')
}

/**
 * The file with `objects` (new numbers or replacements) appended as an incremental update: the new
 * objects, a cross-reference table for them and a trailer that points back at the previous one.
 */
export function writeIncrementalUpdate(file: PdfFile, objects: Map<number, PdfValue>): Uint8Array<ArrayBuffer> {
  const chunks: Buffer[] = [Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength)]
  let length = file.bytes.byteLength
  const push = (chunk: Buffer) => {
    chunks.push(chunk)
    length += chunk.byteLength
  }
  if (file.bytes[file.bytes.length - 1] !== 0x0a) push(Buffer.from('\n'))
  const offsets = new Map<number, number>()
  const numbers = [...objects.keys()].sort((a, b) => a - b)
  for (const num of numbers) {
    offsets.set(num, length)
    const value = objects.get(num) ?? null
    if (isStream(value)) {
      const dict = new Map(value.dict)
      dict.set('Length', value.raw.byteLength)
      push(Buffer.from(`${num} 0 obj\n${serialize(dict)}\nstream\n`, 'latin1'))
      push(Buffer.from(value.raw.buffer, value.raw.byteOffset, value.raw.byteLength))
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'))
    } else {
      push(Buffer.from(`${num} 0 obj\n${serialize(value)}\nendobj\n`, 'latin1'))
    }
  }
  const xrefAt = length
  let table = 'xref\n'
  for (let index = 0; index < numbers.length;) {
    let end = index
    while (end + 1 < numbers.length && numbers[end + 1] === (numbers[end] ?? 0) + 1) end += 1
    table += `${numbers[index]} ${end - index + 1}\n`
    for (let at = index; at <= end; at += 1) table += `${String(offsets.get(numbers[at] ?? 0)).padStart(10, '0')} 00000 n\r\n`
    index = end + 1
  }
  const trailer = new Map(file.trailer)
  trailer.delete('XRefStm')
  trailer.set('Size', Math.max(file.size, (numbers.at(-1) ?? 0) + 1))
  trailer.set('Prev', file.startXrefOffset)
  push(Buffer.from(`${table}trailer\n${serialize(trailer)}\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'))
  const out = new Uint8Array(new ArrayBuffer(length))
  let at = 0
  for (const chunk of chunks) {
    out.set(chunk, at)
    at += chunk.byteLength
  }
  return out
}
