import type { MailboxMessage } from './port.ts'

/**
 * Reads what the monitor needs out of a raw RFC 5322 message: the sender, the recipients, the subject
 * (RFC 2047 encoded words decoded) and the plain text (the first text/plain part, else the first
 * text/html part without its tags), through MIME multiparts and base64 or quoted-printable. Small on
 * purpose: the classifier reads words, not layout, and a message it cannot read is only "no match".
 */

const MAX_TEXT_LENGTH = 64 * 1024
const MAX_DEPTH = 5

interface Part {
  headers: Map<string, string>
  body: Buffer
}

export function readMessage(uid: number, raw: Buffer): MailboxMessage {
  const part = splitPart(raw)
  return {
    uid,
    from: addressesOf(part.headers.get('from') ?? '')[0] ?? null,
    to: [
      ...addressesOf(part.headers.get('to') ?? ''),
      ...addressesOf(part.headers.get('cc') ?? ''),
      ...addressesOf(part.headers.get('delivered-to') ?? ''),
    ],
    subject: decodeWords(part.headers.get('subject') ?? '').trim(),
    text: (textOf(part, 0) ?? '').slice(0, MAX_TEXT_LENGTH),
  }
}

function splitPart(raw: Buffer): Part {
  const text = raw.toString('latin1')
  const match = /\r?\n\r?\n/.exec(text)
  const headerEnd = match ? match.index : text.length
  const bodyStart = match ? match.index + match[0].length : text.length
  return { headers: parseHeaders(text.slice(0, headerEnd)), body: raw.subarray(bodyStart) }
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>()
  // Folded lines (RFC 5322 §2.2.3) continue the header above them.
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ')
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8')
    const before = headers.get(name)
    headers.set(name, before === undefined ? value : `${before}, ${value}`)
  }
  return headers
}

/** `Content-Type: multipart/alternative; boundary="x"` → the type and its parameters, lower-cased names. */
function parseContentType(value: string | undefined): { type: string; params: Map<string, string> } {
  const [type = 'text/plain', ...rest] = (value ?? 'text/plain').split(';')
  const params = new Map<string, string>()
  for (const param of rest) {
    const equals = param.indexOf('=')
    if (equals <= 0) continue
    params.set(
      param.slice(0, equals).trim().toLowerCase(),
      param
        .slice(equals + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1'),
    )
  }
  return { type: type.trim().toLowerCase(), params }
}

function textOf(part: Part, depth: number): string | null {
  const { type, params } = parseContentType(part.headers.get('content-type'))
  if (type.startsWith('multipart/')) {
    const boundary = params.get('boundary')
    if (!boundary || depth >= MAX_DEPTH) return null
    const parts = splitMultipart(part.body, boundary).map(splitPart)
    const plain = parts.find((child) => parseContentType(child.headers.get('content-type')).type === 'text/plain')
    const ordered = plain ? [plain, ...parts.filter((child) => child !== plain)] : parts
    for (const child of ordered) {
      const text = textOf(child, depth + 1)
      if (text !== null && text.trim() !== '') return text
    }
    return null
  }
  if (type !== 'text/plain' && type !== 'text/html') return null
  const decoded = decodeBody(part.body, part.headers.get('content-transfer-encoding'))
  const text = decodeCharset(decoded, params.get('charset'))
  return type === 'text/html' ? htmlToText(text) : text
}

function splitMultipart(body: Buffer, boundary: string): Buffer[] {
  const text = body.toString('latin1')
  const delimiter = `--${boundary}`
  const pieces = text.split(delimiter)
  // pieces[0] is the preamble; a piece starting with '--' is the closing delimiter's epilogue.
  return pieces
    .slice(1)
    .filter((piece) => !piece.startsWith('--'))
    .map((piece) => Buffer.from(piece.replace(/^[ \t]*\r?\n/, '').replace(/\r?\n$/, ''), 'latin1'))
}

function decodeBody(body: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.toString('latin1').replace(/[^A-Za-z0-9+/=]/g, ''), 'base64')
    case 'quoted-printable':
      return decodeQuotedPrintable(body.toString('latin1'), false)
    default:
      return body
  }
}

function decodeQuotedPrintable(text: string, isHeader: boolean): Buffer {
  const source = isHeader ? text.replace(/_/g, ' ') : text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]
    const hex = source.slice(index + 1, index + 3)
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      index += 2
      continue
    }
    bytes.push(source.charCodeAt(index) & 0xff)
  }
  return Buffer.from(bytes)
}

function decodeCharset(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset?.trim() || 'utf-8').decode(bytes)
  } catch {
    // An unknown charset: UTF-8 reads ASCII right, which is where the classifier's English phrases live.
    return new TextDecoder('utf-8').decode(bytes)
  }
}

/** RFC 2047: =?charset?B|Q?text?= words, with the white space between two encoded words dropped. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=(\s+(?==\?))?/g, (_whole, charset: string, kind: string, text: string) => {
    const bytes = kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQuotedPrintable(text, true)
    return decodeCharset(bytes, charset)
  })
}

function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/p>|<\/div>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
}

/** The bare addresses of an address list, lower case: `"Asha" <asha@x.in>, ravi@y.in` → both. */
export function addressesOf(value: string): string[] {
  const decoded = decodeWords(value)
  const found = decoded.match(/[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g) ?? []
  return [...new Set(found.map((address) => address.toLowerCase()))]
}
