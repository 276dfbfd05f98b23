import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { compress as compressMiddleware } from 'hono/compress'
import { describe, expect, it } from 'vitest'
import { chooseEncoding, compressedJson } from './compressed-json.ts'

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate', null],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['gzip;q=0, *;q=0.3', 'br'],
    [' GZIP ; q=1 ', 'gzip'],
  ] as const)('Accept-Encoding %j → %j', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding)
  })
})

describe('compressedJson', () => {
  // The app's own middleware runs around it, as in server/app.ts: it must leave the compressed answer alone.
  const app = new Hono()
  app.use(compressMiddleware())
  app.get('/big', (c) => compressedJson(c, { pages: ['<svg>'.padEnd(50_000, 'x')] }))
  const expected = JSON.stringify({ pages: ['<svg>'.padEnd(50_000, 'x')] })

  it('answers in brotli or gzip, once, with Vary, and as it is to a client that takes neither', async () => {
    const br = await app.request('/big', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('content-type')).toBe('application/json')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(expected)

    const gzip = await app.request('/big', { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(expected)

    const plain = await app.request('/big', { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(expected)
  })

  it('leaves a small answer as it is (to the app’s middleware)', async () => {
    const bare = new Hono()
    bare.get('/small', (c) => compressedJson(c, { ok: true }))
    const small = await bare.request('/small', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.json()).toEqual({ ok: true })
  })
})
