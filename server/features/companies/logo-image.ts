import { fileTypeFromBuffer } from 'file-type'

/**
 * The image types we store and serve as logos, by the file's own bytes (never by the sender's
 * Content-Type or the URL's extension: an HTML page named logo.png is refused).
 *
 * SVG is refused although many logos are SVG: an SVG document can carry <script>, event handlers and
 * links, and one opened directly (a visitor following the logo's URL) runs as a page of our origin.
 * Our serving headers (CSP sandbox, nosniff) would contain it, but a logo type that can never script
 * is safer than a header that must never be lost.
 */
const allowedTypes = new Map([
  ['png', 'image/png'],
  ['apng', 'image/apng'],
  ['jpg', 'image/jpeg'],
  ['gif', 'image/gif'],
  ['webp', 'image/webp'],
  ['ico', 'image/x-icon'],
])

export type LogoCheck = { ok: true; contentType: string } | { ok: false; reason: string }

/** Whether the bytes are a logo we accept, and its content type if so. */
export async function checkLogoImage(bytes: Uint8Array): Promise<LogoCheck> {
  if (bytes.byteLength === 0) return { ok: false, reason: 'The answer was empty' }
  const detected = await fileTypeFromBuffer(bytes)
  const contentType = detected === undefined ? undefined : allowedTypes.get(detected.ext)
  if (contentType !== undefined) return { ok: true, contentType }
  if (looksLikeSvg(bytes)) return { ok: false, reason: 'SVG logos are refused (an SVG can carry script)' }
  return { ok: false, reason: `Not a PNG, JPEG, GIF, WebP or ICO image (${detected?.mime ?? 'unrecognised content'})` }
}

/** An <svg> element near the start of the text (after any XML declaration, comments or doctype). */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 1024))
  return /<svg[\s>]/i.test(head)
}
