import { createServer } from 'node:http'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { resumeDocumentEndpoints } from '#core/resume/documents.endpoints.ts'
import { emptyResumeDocument } from '#core/resume/resume-document.schema.ts'
import { callApiForFile } from './call-api-for-file.ts'

/** A loopback server standing in for the renderer's export: a PDF's first bytes, or a refusal in our error shape. */
const received: Array<{ method: string; url: string; body: string }> = []
const server = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk: Buffer) => (body += chunk.toString()))
  request.on('end', () => {
    received.push({ method: request.method ?? '', url: request.url ?? '', body })
    if (request.url?.endsWith('/docx')) {
      response.writeHead(422, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { code: 'VALIDATION_REQUIRED_FIELD', message: 'Missing Information', retryable: false } }))
      return
    }
    response.writeHead(200, { 'content-type': 'application/pdf' })
    response.end(Buffer.from('%PDF-1.7'))
  })
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address')
  vi.stubGlobal('location', { origin: `http://127.0.0.1:${address.port}` })
})

afterAll(async () => {
  vi.unstubAllGlobals()
  await new Promise((resolve) => server.close(resolve))
})

const body = { document: emptyResumeDocument(), template: 'modern' as const }

it('posts the body as JSON to the declared path and answers the file', async () => {
  const file = await callApiForFile(resumeDocumentEndpoints.exportFile, { params: { format: 'pdf' }, body })
  expect(await file.text()).toBe('%PDF-1.7')
  expect(received.at(-1)).toMatchObject({ method: 'POST', url: '/api/resume-documents/export/pdf' })
  expect(JSON.parse(received.at(-1)?.body ?? '')).toMatchObject({ template: 'modern' })
})

it('a refusal is an ApiError with our error body and status', async () => {
  await expect(callApiForFile(resumeDocumentEndpoints.exportFile, { params: { format: 'docx' }, body })).rejects.toMatchObject({
    status: 422,
    body: { code: 'VALIDATION_REQUIRED_FIELD' },
  })
})
