import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from './scripts-after-paint.ts'
import { deferScriptsAfterPaint } from './scripts-after-paint.server.ts'

async function transform(chunks: ReadonlyArray<string | Buffer>): Promise<string> {
  return text(Readable.from(chunks).pipe(deferScriptsAfterPaint()))
}

// React Router's markup as React writes it (app/root.tsx renders <Scripts nonce>).
const page =
  '<head><link nonce="n" rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="icon" href="/favicon.svg"/></head>' +
  '<body><p>JobYatra uses necessary cookies</p><script nonce="n">window.__reactRouterContext = {};</script>' +
  '<script nonce="n" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script></body>'
const deferred =
  '<head><link nonce="n" rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  `<link rel="${DEFERRED_PRELOAD_REL}" href="/assets/entry.js" nonce="n"/><link rel="icon" href="/favicon.svg"/></head>` +
  '<body><p>JobYatra uses necessary cookies</p><script nonce="n">window.__reactRouterContext = {};</script>' +
  `<script nonce="n" type="${DEFERRED_MODULE_TYPE}">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script></body>`

describe('deferScriptsAfterPaint', () => {
  it('renames the modulepreloads and the hydration module script, and leaves the stylesheet, other links and scripts alone', async () => {
    expect(await transform([page])).toBe(deferred)
  })

  it('finds a tag split between two chunks at any point', async () => {
    for (let cut = 1; cut < page.length; cut += 1) {
      expect(await transform([page.slice(0, cut), page.slice(cut)])).toBe(deferred)
    }
  })

  it('leaves escaped text that quotes the markup alone', async () => {
    const quoted = '<p>&lt;link rel=&quot;modulepreload&quot;&gt; and type=&quot;module&quot; async=&quot;&quot;</p>'
    expect(await transform([quoted])).toBe(quoted)
  })

  it('keeps a Hindi character whose bytes are split between chunks, and a page that ends like the start of a tag', async () => {
    const bytes = Buffer.from('<p>नौकरी</p><link rel="modu')
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await transform([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe('<p>नौकरी</p><link rel="modu')
    }
  })
})
