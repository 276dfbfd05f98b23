import { createServer, type Server } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { accountEndpoints } from '#core/account/account.endpoints.ts'
import { healthEndpoints } from '#core/health.endpoints.ts'
import { jobEndpoints } from '#core/jobs/jobs.endpoints.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { callApi } from '#app/lib/call-api.ts'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { buildJob, insertJobs } from '#tests/support/factories.ts'
import { documentedPath, listDeclaredEndpoints } from '#tests/support/endpoints.ts'
import { buildTestApp, type TestApp } from '#tests/support/services.ts'

/**
 * Every endpoint is declared once in core/ (decision 034) and both sides read the declaration: the
 * server's routers serve exactly the declared endpoints (the OpenAPI document lists each, and nothing
 * else), and the browser's callApi reaches them with the same paths, parameters and schemas.
 */

let database: DatabaseHandle
let app: TestApp
let server: Server

const openApiDocumentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.object({ responses: z.record(z.string(), z.unknown()) }))),
})

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null })
  await insertJobs(database, [buildJob({ job_id: 'contract-1', job_title: 'Data Analyst' })])
  app = buildTestApp(database)
  const listener = getRequestListener(app.fetch)
  server = createServer((request, response) => void listener(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address')
  // callApi addresses /api on the page's origin: here the page is served from this server.
  vi.stubGlobal('location', { origin: `http://127.0.0.1:${address.port}` })
})

afterAll(async () => {
  vi.unstubAllGlobals()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await database.close()
})

describe('the OpenAPI document and the declarations', () => {
  // better-auth's endpoints are declared for the browser and the body limits but served by better-auth.
  const declared = listDeclaredEndpoints().filter(({ endpoint }) => endpoint.base !== '/auth')

  it('documents every declared endpoint with its success status, and nothing that is not declared', async () => {
    const response = await app.request('/api/openapi.json')
    expect(response.status).toBe(200)
    const document = openApiDocumentSchema.parse(await response.json())
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(documented.sort()).toEqual(declared.map(({ endpoint }) => `${endpoint.method} ${documentedPath(endpoint)}`).sort())
    for (const { name, endpoint } of declared) {
      const operation = document.paths[documentedPath(endpoint)]?.[endpoint.method.toLowerCase()]
      expect(Object.keys(operation?.responses ?? {}), name).toContain(String(endpoint.status))
      if (endpoint.method !== 'GET') expect(Object.keys(operation?.responses ?? {}), name).toContain('413')
    }
  })

  it('loads each declaration’s schemas in the browser, or says they are the server’s only', async () => {
    for (const { name, endpoint } of listDeclaredEndpoints()) {
      const loaded = await endpoint.loadSchemas().then(
        (schemas) => ({ schemas }),
        (error: unknown) => ({ error }),
      )
      if ('error' in loaded) {
        expect(String(loaded.error), name).toContain('serverOnlySchemas')
        continue
      }
      for (const part of Object.values(loaded.schemas)) expect(part, name).toBeInstanceOf(z.ZodType)
      if (endpoint.answer === 'json') expect(loaded.schemas.response, name).toBeInstanceOf(z.ZodType)
    }
  })
})

describe('callApi against the real server', () => {
  it('reads no answer of a group whose schemas are the server’s only (the health probe reads statuses)', async () => {
    const refused = await callApi(healthEndpoints.report).catch((error: unknown) => error)
    expect(refused instanceof ApiError ? refused.body.code : refused).toBe('UNKNOWN_ERROR')
  })

  it('sends a query as the declared query schema reads it', async () => {
    const search = await callApi(jobEndpoints.search, { query: { query: 'data analyst' } })
    expect(search.data.map((job) => job.job_id)).toHaveLength(1)
    // A number in the query goes as text, which the strict query schema reads (a wrong name would be a 400).
    const suggestions = await callApi(jobEndpoints.suggestions, { query: { q: 'data', kind: 'title', limit: 5 } })
    expect(Array.isArray(suggestions.data)).toBe(true)
  })

  it('fills path parameters percent-encoded, so an id with a slash stays one parameter', async () => {
    const search = await callApi(jobEndpoints.search, { query: { query: 'data analyst' } })
    const jobId = search.data[0]?.job_id ?? ''
    const detail = await callApi(jobEndpoints.job, { params: { job_id: jobId } })
    expect(detail.data.job_title).toBe('Data Analyst')
    const missing = await callApi(jobEndpoints.job, { params: { job_id: 'a/b c' } }).catch((error: unknown) => error)
    expect(missing).toBeInstanceOf(ApiError)
    expect(missing instanceof ApiError ? [missing.status, missing.body.code] : null).toEqual([404, 'NOT_FOUND'])
  })

  it('answers a refusal in the error shape', async () => {
    const refused = await callApi(accountEndpoints.revokeOtherSessions).catch((error: unknown) => error)
    expect(refused instanceof ApiError ? [refused.status, refused.body.code] : null).toEqual([401, 'AUTH_REQUIRED'])
  })
})
