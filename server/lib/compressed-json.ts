import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Context } from 'hono'

/**
 * A large JSON answer compressed by the route itself, at levels chosen for speed (decision 081), where
 * the app's compress middleware (hono/compress: gzip at zlib's default level 6 through a
 * CompressionStream) would spend more CPU than the rest of the request. Measured on a resume preview's
 * 285 kB of JSON: gzip level 6 10.6 ms for 46.9 kB, level 4 3.1 ms for 51.8 kB; brotli quality 4
 * 2.7 ms for 36.9 kB. Brotli goes to clients that accept it (browsers over HTTPS), gzip to the rest;
 * the work runs on libuv's thread pool, off the request thread. The middleware leaves an answer with
 * a Content-Encoding alone.
 */

const gzip = promisify(zlib.gzip)
const brotliCompress = promisify(zlib.brotliCompress)

export const GZIP_LEVEL = 4
export const BROTLI_QUALITY = 4
/** Smaller answers go as they are (hono/compress's threshold). */
const MIN_BYTES = 1024

export type ContentEncoding = 'br' | 'gzip'

/** The encoding to answer in for an Accept-Encoding header: the accepted one of br and gzip with the higher q (br on a tie), else none. */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((item) => item.trim().toLowerCase())
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0
  const br = weightOf('br')
  const gzipWeight = weightOf('gzip')
  if (br > 0 && br >= gzipWeight) return 'br'
  if (gzipWeight > 0) return 'gzip'
  return null
}

export async function compress(text: string, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(text, { level: GZIP_LEVEL })
  return brotliCompress(text, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  })
}

/** `c.json(value, 200)`, compressed here when the client accepts br or gzip. */
export async function compressedJson(c: Context, value: unknown): Promise<Response> {
  const json = JSON.stringify(value)
  c.header('Vary', 'Accept-Encoding', { append: true })
  const encoding = json.length < MIN_BYTES ? null : chooseEncoding(c.req.header('Accept-Encoding'))
  if (!encoding) return c.body(json, 200, { 'Content-Type': 'application/json' })
  const bytes = await compress(json, encoding)
  // zlib's output is never shared memory: a view of it, not a copy.
  return c.body(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), 200, {
    'Content-Type': 'application/json',
    'Content-Encoding': encoding,
  })
}
