/**
 * The keyset cursor of a listing: the posting time and id of the last job a page showed. Listings
 * past the ranked head are in recency order (posted_at desc, id), so the next page starts right after
 * this pair however deep it is, and jobs posted meanwhile neither repeat nor skip a job. A listing
 * made of parts, each in recency order (a signed-in browse: the person's city, then their country,
 * then everywhere else; decision 078), also names the part the job was in.
 *
 * On the wire it is opaque: base64url of "{milliseconds}.{id}", or "{part}:{milliseconds}.{id}".
 */
export interface SearchCursor {
  postedAtMs: number
  id: string
  /** The part of a listing in parts (0–9) the job was in; absent in a listing of one part. */
  part?: number
}

/** Longest cursor a URL may carry: a part, a 13-digit time and an id of at most 200 characters, encoded. */
export const MAX_CURSOR_LENGTH = 300
const cursorPattern = /^[A-Za-z0-9_-]+$/
const payloadPattern = /^(?:(\d):)?(\d{1,15})\.(.{1,200})$/su

export function encodeSearchCursor(cursor: SearchCursor): string {
  const part = cursor.part === undefined ? '' : `${cursor.part}:`
  return toBase64Url(`${part}${Math.trunc(cursor.postedAtMs)}.${cursor.id}`)
}

/** The cursor a string names, or null for anything we did not write. */
export function decodeSearchCursor(text: string): SearchCursor | null {
  if (text.length === 0 || text.length > MAX_CURSOR_LENGTH || !cursorPattern.test(text)) return null
  const payload = fromBase64Url(text)
  const match = payload === null ? null : payloadPattern.exec(payload)
  if (!match?.[2] || !match[3]) return null
  const postedAtMs = Number(match[2])
  if (!Number.isSafeInteger(postedAtMs)) return null
  return match[1] === undefined ? { postedAtMs, id: match[3] } : { postedAtMs, id: match[3], part: Number(match[1]) }
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/u, '')
}

function fromBase64Url(text: string): string | null {
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}
