import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildBrowserScript, launchChromium, requireBrowser } from '#tests/support/browser-script.ts'
import { startTransferServer, type TransferServer } from '#tests/support/transfer-app.ts'
import { TEST_UPLOAD_LIMIT_BYTES } from '#tests/support/transfer.endpoints.ts'

/**
 * uploadToApi in a real browser (XMLHttpRequest's upload progress exists only there) against a real
 * server on 127.0.0.1 (tests/support/transfer-app.ts, its route made by the same helper as every
 * feature's). The page's script is tests/support/upload-page.ts, built for the browser with Vite.
 */

const PURPOSE = 'test uploads in a browser'

let server: TransferServer
let browser: Browser | null = null
let page: Page

const progressSchema = z.array(z.object({ loaded: z.number(), total: z.number() }))
const resultSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('answered'),
    answer: z.object({ name: z.string(), size: z.number(), type: z.string(), note: z.string().nullable() }),
    progress: progressSchema,
  }),
  z.object({ outcome: z.literal('failed'), status: z.number(), code: z.string(), progress: progressSchema }),
  z.object({ outcome: z.literal('cancelled'), name: z.string(), progress: progressSchema }),
  z.object({ outcome: z.literal('threw'), message: z.string(), progress: progressSchema }),
])

beforeAll(async () => {
  const script = await buildBrowserScript('tests/support/upload-page.ts')
  server = await startTransferServer((app) => {
    app.get('/', (c) => c.html('<!doctype html><title>upload</title>'))
    app.get('/upload-page.js', (c) => c.body(script, 200, { 'content-type': 'text/javascript' }))
  })
  browser = await launchChromium()
  if (!browser) return
  page = await browser.newPage()
  await page.goto(server.origin)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

async function upload(input: { size: number; name: string; type: string; note?: string; cancelMidway?: boolean }) {
  // An expression, not a function: Vitest would rewrite a function's import() for Node.
  const result: unknown = await page.evaluate(`import('/upload-page.js').then((page) => page.runUpload(${JSON.stringify(input)}))`)
  return resultSchema.parse(result)
}

describe('uploadToApi in Chromium', () => {
  it('sends the file in the field `file` with the other fields, reports progress up to the whole body, and reads the answer by its schema', async (context) => {
    requireBrowser(browser, context, PURPOSE)
    const result = await upload({ size: 900_000, name: 'resume.pdf', type: 'application/pdf', note: 'Asha Rao' })
    expect(result).toMatchObject({
      outcome: 'answered',
      answer: { name: 'resume.pdf', size: 900_000, type: 'application/pdf', note: 'Asha Rao' },
    })
    const last = result.progress.at(-1)
    expect(last?.loaded).toBe(last?.total)
    expect(last?.total).toBeGreaterThan(900_000)
    const loaded = result.progress.map((event) => event.loaded)
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b))
  })

  it('answers a refusal in our error shape', async (context) => {
    requireBrowser(browser, context, PURPOSE)
    const result = await upload({ size: 1000, name: 'setup.exe', type: 'application/octet-stream' })
    expect(result).toMatchObject({ outcome: 'failed', status: 415, code: 'FILE_INVALID_TYPE' })
  })

  it('refuses a file over the declared limit with FILE_TOO_LARGE without sending it', async (context) => {
    requireBrowser(browser, context, PURPOSE)
    const uploadsBefore = server.uploads
    const result = await upload({ size: TEST_UPLOAD_LIMIT_BYTES + 1, name: 'big.pdf', type: 'application/pdf' })
    expect(result).toMatchObject({ outcome: 'failed', status: 413, code: 'FILE_TOO_LARGE', progress: [] })
    expect(server.uploads).toBe(uploadsBefore)
  })

  it('stops an upload cancelled midway: the AbortError, and nothing reaches the handler', async (context) => {
    requireBrowser(browser, context, PURPOSE)
    // Slow the upload so that it is still going when the first progress event comes.
    const devtools = await page.context().newCDPSession(page)
    await devtools.send('Network.enable')
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    })
    try {
      const uploadsBefore = server.uploads
      const result = await upload({ size: 900_000, name: 'resume.pdf', type: 'application/pdf', cancelMidway: true })
      expect(result).toMatchObject({ outcome: 'cancelled', name: 'AbortError' })
      expect(result.progress.at(-1)?.loaded).toBeLessThan(result.progress.at(-1)?.total ?? 0)
      expect(server.uploads).toBe(uploadsBefore)
    } finally {
      await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
      await devtools.detach()
    }
  })

  it('is refused by the server too when a client sends more than the declared limit: FILE_TOO_LARGE, unread', async () => {
    const uploadsBefore = server.uploads
    const response = await fetch(`${server.origin}/api/transfer/files`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: new Uint8Array(TEST_UPLOAD_LIMIT_BYTES + 1),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ error: { code: 'FILE_TOO_LARGE' } })
    expect(server.uploads).toBe(uploadsBefore)
  })
})
