import { Unzip, UnzipInflate } from 'fflate'

/**
 * A DOCX's text (issue 20; decision 052), read without trusting the archive: at most
 * MAX_ZIP_ENTRIES entries, and the parts read (the body, headers and footers) inflated as a stream
 * that stops at MAX_UNZIPPED_BYTES of real output, whatever sizes the archive claims, so a zip bomb
 * renamed .docx costs a few milliseconds and no memory. Paragraphs become lines; list paragraphs
 * (w:numPr) become '- ' bullets; tabs and breaks become spaces and line breaks.
 */

export const MAX_ZIP_ENTRIES = 1000
export const MAX_UNZIPPED_BYTES = 10 * 1024 * 1024

export class ZipLimitError extends Error {
  constructor(detail: string) {
    super(detail)
    this.name = 'ZipLimitError'
  }
}

/** The archive is not a Word document (no word/document.xml, or not a readable ZIP). */
export class NotWordDocumentError extends Error {
  constructor(detail: string, options?: ErrorOptions) {
    super(detail, options)
    this.name = 'NotWordDocumentError'
  }
}

const WANTED = /^word\/(document|header\d*|footer\d*)\.xml$/

export function readDocxText(bytes: Uint8Array): string {
  const parts = unzipCapped(bytes, (name) => WANTED.test(name))
  const body = parts.get('word/document.xml')
  if (!body) throw new NotWordDocumentError('no word/document.xml in the archive')
  const decoder = new TextDecoder()
  const headers = [...parts.keys()]
    .filter((name) => /header/.test(name))
    .sort()
    .map((name) => xmlToText(decoder.decode(parts.get(name))))
  return [...headers, xmlToText(decoder.decode(body))].filter((text) => text.trim() !== '').join('\n')
}

/** The wanted entries, inflated under the caps; throws ZipLimitError past one, NotWordDocumentError on a broken archive. */
export function unzipCapped(bytes: Uint8Array, wanted: (name: string) => boolean): Map<string, Uint8Array> {
  const unzip = new Unzip()
  unzip.register(UnzipInflate)
  const chunks = new Map<string, Uint8Array[]>()
  let entries = 0
  let total = 0
  let failure: Error | null = null
  unzip.onfile = (file) => {
    entries += 1
    if (failure) return
    if (entries > MAX_ZIP_ENTRIES) {
      failure = new ZipLimitError(`more than ${MAX_ZIP_ENTRIES} entries`)
      return
    }
    if (!wanted(file.name)) return
    const parts: Uint8Array[] = []
    chunks.set(file.name, parts)
    file.ondata = (error, chunk) => {
      if (failure) return
      if (error) {
        failure = new NotWordDocumentError(`entry ${file.name}: ${error.message}`, { cause: error })
        return
      }
      total += chunk.length
      if (total > MAX_UNZIPPED_BYTES) {
        failure = new ZipLimitError(`over ${MAX_UNZIPPED_BYTES} bytes unpacked`)
        file.terminate()
        return
      }
      parts.push(chunk)
    }
    file.start()
  }
  try {
    // Fed in slices so a failure stops the reading early instead of after the whole archive.
    const slice = 64 * 1024
    for (let at = 0; at < bytes.length && !failure; at += slice) unzip.push(bytes.subarray(at, at + slice), at + slice >= bytes.length)
  } catch (error) {
    if (!failure) failure = new NotWordDocumentError(`unreadable archive: ${String(error)}`, { cause: error })
  }
  if (failure) throw failure
  const files = new Map<string, Uint8Array>()
  for (const [name, parts] of chunks) {
    const size = parts.reduce((sum, part) => sum + part.length, 0)
    const joined = new Uint8Array(size)
    let offset = 0
    for (const part of parts) {
      joined.set(part, offset)
      offset += part.length
    }
    files.set(name, joined)
  }
  return files
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return safeCodePoint(Number.parseInt(name.slice(2), 16), whole)
    if (name.startsWith('#')) return safeCodePoint(Number.parseInt(name.slice(1), 10), whole)
    return ENTITIES[name] ?? whole
  })
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback
}

/** WordprocessingML to lines: one per paragraph, in document order. */
export function xmlToText(xml: string): string {
  const lines: string[] = []
  let line = ''
  let isList = false
  let inText = false
  const flush = () => {
    const text = line.replace(/[^\S\n]+/g, ' ').trim()
    if (text !== '') lines.push(isList ? `- ${text}` : text)
    line = ''
    isList = false
  }
  for (const token of xml.matchAll(/<([^>]*)>|([^<]+)/g)) {
    const tag = token[1]
    if (tag === undefined) {
      if (inText) line += decodeEntities(token[2] ?? '')
      continue
    }
    const name = /^\/?([\w:]+)/.exec(tag)?.[1] ?? ''
    const isClosing = tag.startsWith('/')
    const isEmpty = tag.endsWith('/')
    if (name === 'w:t') inText = !isClosing && !isEmpty
    else if (name === 'w:p' && (isClosing || !isEmpty)) flush()
    else if (name === 'w:numPr' && !isClosing) isList = true
    else if ((name === 'w:tab' || name === 'w:tc') && !isClosing) line += ' '
    else if ((name === 'w:br' || name === 'w:cr') && !isClosing) line += '\n'
  }
  flush()
  return lines.join('\n')
}
