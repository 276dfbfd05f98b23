import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from './scripts-after-paint.ts'

/**
 * React Router's markup and what the page's HTML carries instead until the first paint
 * (scripts-after-paint.ts). React escapes quotes in text and attributes, so these only ever match tags.
 */
const replacements = [
  ['<link rel="modulepreload"', `<link rel="${DEFERRED_PRELOAD_REL}"`],
  [' type="module" async=""', ` type="${DEFERRED_MODULE_TYPE}"`],
] as const
const longestPattern = Math.max(...replacements.map(([pattern]) => pattern.length))

function replaceAll(text: string): string {
  return replacements.reduce((result, [pattern, replacement]) => result.replaceAll(pattern, replacement), text)
}

/**
 * The server's HTML stream with the page's modulepreloads and hydration script renamed, so the
 * browser starts them only after the first paint. A tag split between two chunks is still found: the
 * end of a chunk that could begin one waits for the next.
 */
export function deferScriptsAfterPaint(): Transform {
  // A Hindi character split between two chunks is decoded whole, once its last byte has come.
  const decoder = new StringDecoder('utf8')
  let pending = ''
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = pending + (typeof chunk === 'string' ? chunk : decoder.write(chunk))
      const keep = partialPatternLength(text)
      pending = text.slice(text.length - keep)
      callback(null, replaceAll(text.slice(0, text.length - keep)))
    },
    flush(callback) {
      callback(null, replaceAll(pending + decoder.end()))
    },
  })
}

/** How many characters at the end of `text` could be the start of a pattern (or a whole one). */
function partialPatternLength(text: string): number {
  for (let length = Math.min(longestPattern - 1, text.length); length > 0; length -= 1) {
    const tail = text.slice(text.length - length)
    if (replacements.some(([pattern]) => pattern.startsWith(tail))) return length
  }
  return 0
}
