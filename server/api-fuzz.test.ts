import fc from 'fast-check'
import pino from 'pino'
import { beforeAll, expect, it } from 'vitest'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { buildJob, insertJobs } from '#tests/support/factories.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { buildTestApp, type TestApp } from '#tests/support/services.ts'
import { buildSignInApp, createSignedInAccount, freshIp } from '#tests/support/sign-in.ts'
import { z } from 'zod'
import { rebuildSearchTables } from './features/jobs/index.ts'

/**
 * Property-based fuzzing of every API route (issue 6): hostile path parameters, query strings and
 * bodies must never make the API answer with an undocumented 5xx, and every error answer must have
 * the catalogue's `{ error: { code, message, retryable } }` shape. The routes are read from the app
 * itself (its Hono routes, with the OpenAPI document for their parameters), so a route added later
 * is fuzzed without touching this file.
 */

/** Fixed so that a failure reproduces; fast-check prints the seed and the path of a failing run. */
const SEED = 20_261_123
const RUNS_PER_ROUTE = 100

const MUTATING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const
const ANY_METHODS = ['GET', 'HEAD', ...MUTATING_METHODS] as const

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string }>
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
  responses?: Record<string, unknown>
}

interface JsonSchema {
  $ref?: string
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  allOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>
  components?: { schemas?: Record<string, JsonSchema> }
}

interface FuzzRoute {
  /** An HTTP method, or ALL for a catch-all route (fuzzed with every method). */
  method: string
  /** Hono's pattern: `/api/jobs/:job_id`, `/api/*`. */
  pattern: string
  queryNames: string[]
  hasBody: boolean
  /** Statuses the OpenAPI document promises for this route (a health probe's 503 is one). */
  documentedStatuses: Set<number>
  /** Every field of its JSON request body, nested ones as dotted paths (`answers.city`), as the OpenAPI document declares them. */
  bodyFields: string[]
}

interface FuzzRequest {
  method: string
  path: string
  body: string | null
  contentType: string | null
}

/** Percent-encodings that are not UTF-8, decode to NUL, climb directories or are not escapes at all. */
const brokenEscapes = [
  '%ff',
  '%FF%FE',
  '%',
  '%0',
  '%zz',
  '%00',
  'a%00b',
  '%e0%a4',
  '%c0%af',
  '%ed%a0%80',
  '%f4%90%80%80',
  '%2e%2e',
  '%2F',
  '%5C',
  '%25',
  '%25ff',
  '..',
  '%20',
  '+',
]

/** Values that trip lenient parsers, SQL, tsquery and length limits. */
const trickyValues = [
  '',
  ' ',
  '0',
  '-1',
  '0x10',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'true',
  "' OR 1=1 --",
  "'; drop table jobs; --",
  'java & | ! ( ) :* <->',
  '\\',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202E',
  '𝒿𝑜𝒷',
  'सॉफ्टवेयर',
  'x'.repeat(5000),
]

const textArb = fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), fc.constantFrom(...trickyValues), fc.integer().map(String))

/** One component of a URL as a hostile client would write it: encoded text, broken escapes, or both. */
const componentArb = fc.oneof(
  textArb.map((text) => encodeURIComponent(text.toWellFormed())),
  fc.constantFrom(...brokenEscapes),
  fc
    .array(fc.oneof(fc.constantFrom(...brokenEscapes), fc.stringMatching(/^[A-Za-z0-9._~-]{0,6}$/)), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join('')),
)

function queryArb(names: string[]) {
  const nameArb = names.length > 0 ? fc.oneof(fc.constantFrom(...names), componentArb) : componentArb
  const pairArb = fc.oneof(
    fc.tuple(nameArb, componentArb).map(([name, value]) => `${name}=${value}`),
    nameArb,
    fc.constantFrom('&', '=', '=='),
  )
  return fc.array(pairArb, { maxLength: 6 }).map((pairs) => (pairs.length === 0 ? '' : `?${pairs.join('&')}`))
}

const jsonTextArb = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc
    .record({ query: fc.oneof(textArb, fc.jsonValue()), location: fc.oneof(textArb, fc.jsonValue()) }, { requiredKeys: [] })
    .map((value) => JSON.stringify(value)),
)

const bodyArb = fc.oneof(
  jsonTextArb,
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('', '{', '{"query":', '[]', 'null', '\u0000', 'x'.repeat(4000), `{"query":"${'x'.repeat(3000)}"}`),
)

const contentTypeArb = fc.constantFrom(
  null,
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset="\u00ff"',
)

function pathArb(pattern: string) {
  const segments = pattern.split('/').map((segment) => {
    if (segment.startsWith(':')) return componentArb
    if (segment === '*') return fc.array(componentArb, { maxLength: 3 }).map((parts) => parts.join('/'))
    return fc.constant(segment)
  })
  return fc.tuple(...segments).map((parts) => parts.join('/'))
}

function requestArb(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const methodArb = route.method === 'ALL' ? fc.constantFrom(...ANY_METHODS) : fc.constant(route.method)
  return fc
    .record({
      method: methodArb,
      path: pathArb(route.pattern),
      query: queryArb(route.queryNames),
      body: route.hasBody ? fc.option(bodyArb) : fc.constant(null),
      contentType: contentTypeArb,
    })
    .map(({ method, path, query, body, contentType }) => {
      // Request cannot carry a body on GET or HEAD; the body arbitrary still runs for the others.
      const canHaveBody = method !== 'GET' && method !== 'HEAD'
      return { method, path: `${path}${query}`, body: canHaveBody ? body : null, contentType: canHaveBody ? contentType : null }
    })
}

/** Hono's `:name` patterns as the OpenAPI document writes them (`{name}`). */
function toOpenApiPath(pattern: string): string {
  return pattern.replace(/:([^/{?]+)(\{[^}]*\})?\??/gu, '{$1}')
}

/**
 * Every field a JSON Schema declares, as paths: `['answers', 'city']`, an array's items as index 0,
 * through `$ref`, `allOf`, `anyOf` and `oneOf`.
 */
function fieldPaths(schema: JsonSchema | undefined, document: OpenApiDocument, depth = 0): string[][] {
  if (!schema || depth > 4) return []
  if (schema.$ref) return fieldPaths(document.components?.schemas?.[schema.$ref.split('/').at(-1) ?? ''], document, depth)
  const variants = [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((part) =>
    fieldPaths(part, document, depth),
  )
  const items = schema.items ? [['0'], ...fieldPaths(schema.items, document, depth + 1).map((path) => ['0', ...path])] : []
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [
    [name],
    ...fieldPaths(property, document, depth + 1).map((path) => [name, ...path]),
  ])
  const unique = new Map([...own, ...variants, ...items].map((path) => [path.join('.'), path]))
  return [...unique.values()]
}

/** A JSON body holding `value` at `path`: `{ answers: { city: value } }`, `{ events: [{ name: value }] }`. */
function bodyAt(path: readonly string[], value: unknown): unknown {
  const [head, ...rest] = path
  if (head === undefined) return value
  const inner = bodyAt(rest, value)
  return head === '0' ? [inner] : { [head]: inner }
}

async function listRoutes(app: TestApp): Promise<FuzzRoute[]> {
  const response = await app.request('/api/openapi.json')
  const document = (await response.json()) as OpenApiDocument
  const seen = new Map<string, FuzzRoute>()
  for (const { method, path } of app.routes) {
    if (!path.startsWith('/api/')) continue
    // Middleware is registered for ALL on a wildcard; a catch-all route looks the same and is fuzzed once.
    const key = `${method} ${path}`
    if (seen.has(key)) continue
    const operation = document.paths[toOpenApiPath(path)]?.[method.toLowerCase()]
    seen.set(key, {
      method,
      pattern: path,
      queryNames: (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
      hasBody: operation?.requestBody !== undefined || MUTATING_METHODS.some((mutating) => mutating === method) || method === 'ALL',
      documentedStatuses: new Set(Object.keys(operation?.responses ?? {}).map(Number)),
      bodyFields: fieldPaths(operation?.requestBody?.content?.['application/json']?.schema, document).map((path) => path.join('.')),
    })
  }
  return [...seen.values()]
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function describeRequest(request: FuzzRequest): string {
  return `${request.method} ${request.path.slice(0, 300)}${request.body === null ? '' : ` body ${JSON.stringify(request.body.slice(0, 120))}`}`
}

describeOnDatabases('API fuzzing', (getHandle) => {
  let app: TestApp
  const logLines: string[] = []

  beforeAll(async () => {
    const handle = getHandle()
    await insertJobs(handle, [
      buildJob({ job_id: 'fuzz-se', job_title: 'Software Engineer', salary_range: '₹12-20 LPA' }),
      buildJob({ job_id: 'fuzz-da', job_title: 'Data Analyst', job_city: 'Mumbai', job_state: 'Maharashtra' }),
      buildJob({ job_id: 'fuzz-remote', job_title: 'Backend Developer', job_city: null, job_state: null, job_is_remote: true }),
    ])
    await rebuildSearchTables(handle.db)
    const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) })
    app = buildTestApp(handle, { logger })
  })

  it(
    'answers hostile paths, queries and bodies on every API route without a 5xx, errors in the catalogue shape',
    { timeout: 300_000 },
    async () => {
      const routes = await listRoutes(app)
      // The enumeration itself must work: an empty list would pass everything below.
      expect(routes.map((route) => `${route.method} ${route.pattern}`)).toEqual(
        expect.arrayContaining(['GET /api/jobs/search', 'GET /api/jobs/:job_id', 'POST /api/jobs/:job_id/click', 'ALL /api/*']),
      )
      console.info(`API fuzzing: ${routes.length} routes, ${RUNS_PER_ROUTE} runs each, seed ${SEED}`)

      for (const route of routes) {
        await fc.assert(
          fc.asyncProperty(requestArb(route), async (request) => {
            // A '..' segment can climb out of /api; what it reaches is not an API route.
            fc.pre(new URL(request.path, 'http://fuzz.test').pathname.startsWith('/api/'))
            const headers = new Headers(request.contentType === null ? {} : { 'content-type': request.contentType })
            const response = await app.request(request.path, { method: request.method, headers, body: request.body })
            const where = `${route.method} ${route.pattern}: ${describeRequest(request)} → ${response.status}`
            const isDocumented = route.documentedStatuses.has(response.status)
            expect(response.status < 500 || isDocumented, where).toBe(true)
            if (response.status < 400 || request.method === 'HEAD') return
            const text = await response.text()
            const body = parseJson(text)
            // A documented non-error body (a health probe's report) is the only other shape allowed.
            expect(apiErrorSchema.safeParse(body).success || isDocumented, `${where} ${text.slice(0, 200)}`).toBe(true)
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE },
        )
      }
      // A server error is logged as it happens, so the log also shows whether any request failed.
      const failures = logLines.filter((line) => line.includes('"level":50'))
      expect(failures).toEqual([])
    },
  )

  it(
    "refuses a control character in every JSON body field of every route, ours and better-auth's, signed in, naming the field",
    { timeout: 120_000 },
    async () => {
      const handle = getHandle()
      const { app: signedInApp, services } = buildSignInApp(handle)
      const staff = await createSignedInAccount(signedInApp, handle, { role: 'super_admin' })
      const ours = (await listRoutes(signedInApp))
        .filter((route) => route.bodyFields.length > 0)
        .flatMap((route) => route.bodyFields.map((field) => ({ method: route.method, path: fillPattern(route.pattern), field })))
      const theirs = listAuthEndpoints(services.auth.auth.api)
        .filter((endpoint) => endpoint.method === 'POST')
        .flatMap((endpoint) => endpoint.fields.map((field) => ({ method: 'POST', path: `/api/auth${fillPattern(endpoint.path)}`, field })))
      // Both enumerations must work, or nothing below would be asked.
      expect(ours.map((request) => request.field)).toEqual(
        expect.arrayContaining(['firstName', 'answers.city', 'answers.excludeCompanies.0']),
      )
      expect(theirs.map((request) => `${request.path} ${request.field}`)).toEqual(
        expect.arrayContaining(['/api/auth/sign-in/phone-number password']),
      )

      for (const request of [...ours, ...theirs]) {
        const response = await signedInApp.request(request.path, {
          method: request.method,
          headers: { ...staff.headers(), 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
          body: JSON.stringify(bodyAt(request.field.split('.'), 'a\u0000b')),
        })
        const where = `${request.method} ${request.path} ${request.field}`
        expect({ where, status: response.status }).toEqual({ where, status: 400 })
        const error = apiErrorSchema.parse(await response.json()).error
        expect({ where, fields: error.fields?.map((field) => field.path) }).toEqual({ where, fields: [request.field] })
      }
    },
  )

  it(
    'answers hostile values in every field of every better-auth endpoint without a 5xx, signed in, errors in the catalogue shape',
    { timeout: 300_000 },
    async () => {
      const handle = getHandle()
      const { app: signedInApp, services } = buildSignInApp(handle, {
        logger: pino({ level: 'info' }, { write: (line: string) => logLines.push(line) }),
      })
      const endpoints = listAuthEndpoints(services.auth.auth.api)
      expect(endpoints.map((endpoint) => endpoint.path)).toEqual(
        expect.arrayContaining(['/sign-in/email', '/update-user', '/reset-password']),
      )
      const valueArb = fc.oneof(textArb, fc.jsonValue({ maxDepth: 2 }), fc.constant(null))
      for (const endpoint of endpoints) {
        // Another person for each endpoint: fuzzing one (sign-out, delete-user) may end the session.
        const person = await createSignedInAccount(signedInApp, handle)
        const bodyArb = fc.oneof(
          fc.dictionary(fc.constantFrom(...endpoint.fields, 'name', 'email'), valueArb, { maxKeys: 4 }).map((body) => JSON.stringify(body)),
          jsonTextArb,
          fc.constantFrom('null', '[]', '"text"', '{'),
        )
        await fc.assert(
          fc.asyncProperty(bodyArb, queryArb(endpoint.fields), async (body, query) => {
            const isGet = endpoint.method === 'GET'
            const path = `/api/auth${fillPattern(endpoint.path)}${isGet ? query : ''}`
            const response = await signedInApp.request(path, {
              method: endpoint.method,
              headers: { ...person.headers(), 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
              body: isGet ? null : body,
            })
            const where = `${endpoint.method} ${path} body ${body.slice(0, 120)} → ${response.status}`
            expect(response.status < 500, where).toBe(true)
            if (response.status < 400) return
            const text = await response.text()
            expect(apiErrorSchema.safeParse(parseJson(text)).success, `${where} ${text.slice(0, 200)}`).toBe(true)
          }),
          { seed: SEED, numRuns: AUTH_RUNS_PER_ENDPOINT },
        )
      }
      const failures = logLines.filter((line) => line.includes('"level":50'))
      expect(failures).toEqual([])
    },
  )
})

const AUTH_RUNS_PER_ENDPOINT = 40

/** A route pattern with each parameter filled (`/api/favorites/:job_id` → `/api/favorites/x`). */
function fillPattern(pattern: string): string {
  return pattern.replace(/:[^/]+/gu, 'x')
}

interface AuthEndpoint {
  path: string
  method: 'GET' | 'POST'
  fields: string[]
}

/** better-auth's endpoints reachable over HTTP, with the fields their body and query schemas declare. */
function listAuthEndpoints(api: object): AuthEndpoint[] {
  const endpoints: AuthEndpoint[] = []
  for (const endpoint of Object.values(api)) {
    const path: unknown = Reflect.get(endpoint, 'path')
    const options: unknown = Reflect.get(endpoint, 'options')
    if (typeof path !== 'string' || typeof options !== 'object' || options === null) continue
    const declared: unknown = Reflect.get(options, 'method')
    const methods = [declared].flat().filter((method): method is string => typeof method === 'string')
    const method = methods.includes('POST') ? 'POST' : methods.includes('GET') ? 'GET' : null
    if (method === null) continue
    const fields = [Reflect.get(options, 'body'), Reflect.get(options, 'query')].flatMap((schema) => schemaFields(schema))
    endpoints.push({ path, method, fields: [...new Set(fields)] })
  }
  return endpoints
}

function schemaFields(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) return []
  const json: unknown = z.toJSONSchema(schema as z.ZodType, { unrepresentable: 'any', io: 'input' })
  const found = typeof json === 'object' && json !== null ? Reflect.get(json, 'properties') : undefined
  const fromIntersection = typeof json === 'object' && json !== null ? Reflect.get(json, 'allOf') : undefined
  const parts = [
    found,
    ...(Array.isArray(fromIntersection)
      ? fromIntersection.map((part: unknown) => (typeof part === 'object' && part !== null ? Reflect.get(part, 'properties') : undefined))
      : []),
  ]
  return parts.flatMap((properties) => (typeof properties === 'object' && properties !== null ? Object.keys(properties) : []))
}
