import { createRoute, z, type RouteConfig } from '@hono/zod-openapi'
import type { Context, Env, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { every } from 'hono/combine'
import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status'
import { UPLOAD_FIELD, type AnyEndpoint, type Endpoint, type EndpointSchemas, type SuccessStatus } from '#core/api/endpoint.ts'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { AppError } from './app-error.ts'
import { renderError } from './error-handler.ts'
import type { AppEnv } from './hono-env.ts'
import { idempotencyHeaderSchema } from './idempotency.ts'
import { rejectControlCharacters } from './text-guard.ts'

/**
 * The one way a feature's router serves an endpoint declared in core/ (decision 034). `apiRoute`
 * turns the declaration (method, path, schemas, body limit) and the route's documentation into the
 * route `router.openapi` takes, with the plumbing every route needs and none writes by hand:
 *
 *  - the body limit, checked first: a declared Content-Length over it is answered 413 at once, a
 *    chunked body is read only up to it (issue 18); the connection is then closed, so the rest of a
 *    large body is not read either;
 *  - then no control character in any string of a JSON body (text-guard.ts: 400 naming the field);
 *  - who may call (`access`, from the auth feature: signed in, or staff of an admin area), with the
 *    401 and 403 it answers documented;
 *  - `Cache-Control: private, no-store` on every answer to a signed-in caller (and where `isPersonal`
 *    says so), errors included;
 *  - the idempotency guard of decision 027 with its header and 409/422 documented;
 *  - the error answers, documented in the one error shape.
 *
 * server/lib imports no feature: the auth feature builds the access (server/features/auth/api-guard.ts)
 * and the route passes it in.
 */

/** Who may call a route: the guard that checks it and the refusals it answers with. */
export interface RouteAccess<RouteEnv extends Env = AppEnv> {
  guard: MiddlewareHandler<RouteEnv>
  refusals: Partial<Record<401 | 403, string>>
}

type ErrorStatus = ClientErrorStatusCode | ServerErrorStatusCode

export interface RouteDocs<RouteEnv extends Env = AppEnv, ExtraStatus extends number = never> {
  tags?: string[]
  summary: string
  description: string
  /** What the successful answer is. */
  answer: string
  /** An example of the successful answer. */
  example?: unknown
  /** The successful answer's media types, for an answer that is not JSON (an image). */
  content?: Record<string, { schema: z.ZodType }>
  /** Other answers than the declared success and the errors, e.g. 204 "dropped", 304 "not modified" or a degraded 424 with a body. */
  otherAnswers?: Record<ExtraStatus, string | { description: string; schema: z.ZodType }>
  /** The errors this route answers with besides those `apiRoute` adds (400 invalid, 401/403 access, 413 body). */
  errors?: Partial<Record<ErrorStatus, string>>
  /** Who may call; anyone when absent. */
  access?: RouteAccess<RouteEnv>
  /** The answer is about one person (their own data), so no cache may keep it; implied by `access`. */
  isPersonal?: boolean
  /** decision 027's guard (services.idempotency.guard(...)): documents the Idempotency-Key header and its errors. */
  idempotency?: MiddlewareHandler<RouteEnv>
}

/** The error shape as an OpenAPI answer. */
export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: apiErrorSchema } } }
}

const NO_STORE = 'private, no-store'

type JsonContent<Schema> = { 'application/json': { schema: Schema } }
type ErrorResponse = ReturnType<typeof errorResponse>

type RequestOf<Schemas extends EndpointSchemas, Multipart extends boolean> = {
  params: Schemas extends { params: infer Params } ? Params : undefined
  query: Schemas extends { query: infer Query } ? Query : undefined
  headers: typeof idempotencyHeaderSchema | undefined
  body: Schemas extends { body: infer Body }
    ? { required: boolean; content: Multipart extends true ? { 'multipart/form-data': { schema: Body } } : JsonContent<Body> }
    : undefined
}

type SuccessOf<Schemas extends EndpointSchemas, Status extends SuccessStatus> = Status extends 204
  ? { description: string }
  : Schemas extends { response: infer Response }
    ? { description: string; content: JsonContent<Response> }
    : { description: string; content: Record<string, { schema: z.ZodType }> }

type ModuleOf<E> = E extends { schemasFrom(module: infer Module): EndpointSchemas } ? Module : never
type SchemasOf<E> = E extends { schemasFrom(module: never): infer Schemas extends EndpointSchemas } ? Schemas : never

/** The route `router.openapi` takes for an endpoint: typed from the declaration, so handlers get typed input. */
export type ApiRouteConfig<E extends AnyEndpoint, Schemas extends EndpointSchemas, RouteEnv extends Env, ExtraStatus extends number> = {
  method: Lowercase<E['method']>
  path: E['path']
  middleware: [MiddlewareHandler<RouteEnv>]
  tags: string[] | undefined
  summary: string
  description: string
  request: RequestOf<Schemas, E['request'] extends 'multipart' ? true : false>
  responses: { [Status in E['status']]: SuccessOf<Schemas, Status> } & {
    [Status in ExtraStatus]: { description: string; content?: JsonContent<z.ZodType> }
  } & Partial<Record<ErrorStatus, ErrorResponse>>
}

/**
 * The route for `endpoint`, its schemas taken from `schemaModule` (the feature's `*.schema.ts`, the
 * module the declaration's loader imports in the browser).
 */
export function apiRoute<E extends AnyEndpoint, RouteEnv extends AppEnv = AppEnv, ExtraStatus extends number = never>(
  endpoint: E,
  schemaModule: ModuleOf<E>,
  docs: RouteDocs<RouteEnv, ExtraStatus>,
): ApiRouteConfig<E, SchemasOf<E>, RouteEnv, ExtraStatus>
// One loosely typed body behind the precise signature above: a route whose keys depend on what the
// declaration holds cannot be built in a way TypeScript follows. What the signature promises holds by
// construction (each part is present exactly when the declaration has it), and the routes' tests and
// the OpenAPI completeness test read every route back.
export function apiRoute(endpoint: Endpoint<unknown>, schemaModule: unknown, docs: RouteDocs<AppEnv, number>): object {
  const schemas = endpoint.schemasFrom(schemaModule)
  const hasBody = schemas.body !== undefined
  const isMultipart = endpoint.request === 'multipart'
  const middleware: MiddlewareHandler<AppEnv>[] = [limitBody(endpoint.bodyLimit, isMultipart)]
  if (hasBody && !isMultipart) middleware.push(rejectControlCharacters)
  if (docs.access) middleware.push(docs.access.guard)
  if (docs.access || docs.isPersonal) middleware.push(noStore)
  if (docs.idempotency) middleware.push(docs.idempotency)

  const request: RouteConfig['request'] = {}
  if (schemas.params) request.params = schemas.params
  if (schemas.query) request.query = schemas.query
  if (docs.idempotency) request.headers = idempotencyHeaderSchema
  if (schemas.body) {
    request.body = {
      required: !endpoint.isBodyOptional,
      content: { [isMultipart ? 'multipart/form-data' : 'application/json']: { schema: schemas.body } },
    }
  }

  const responses: RouteConfig['responses'] = { [endpoint.status]: successResponse(endpoint, schemas, docs) }
  for (const [status, answer] of Object.entries(docs.otherAnswers ?? {})) {
    responses[status] =
      typeof answer === 'string'
        ? { description: answer }
        : { description: answer.description, content: { 'application/json': { schema: answer.schema } } }
  }
  const errors: Partial<Record<number, string>> = {
    ...(schemas.params || schemas.query || hasBody
      ? { 400: 'A parameter or the body breaks its schema (the field and rule are named)' }
      : {}),
    ...docs.access?.refusals,
    ...(docs.idempotency ? idempotencyErrors : {}),
    ...docs.errors,
  }
  if (hasBody || endpoint.method !== 'GET') {
    errors[413] = isMultipart
      ? `The file is over ${endpoint.bodyLimit} bytes (FILE_TOO_LARGE)`
      : `The body is over ${endpoint.bodyLimit} bytes (REQUEST_TOO_LARGE)`
  }
  for (const [status, description] of Object.entries(errors)) {
    if (description !== undefined) responses[status] = errorResponse(description)
  }

  return createRoute({
    method: toRouteMethod(endpoint.method),
    path: endpoint.path,
    middleware: [every(...middleware)],
    ...(docs.tags ? { tags: docs.tags } : {}),
    summary: docs.summary,
    description: docs.description,
    request,
    responses,
  })
}

const idempotencyErrors = {
  409: 'A request with this Idempotency-Key is still running (IDEMPOTENCY_REQUEST_IN_PROGRESS)',
  422: 'This Idempotency-Key was used for another request (IDEMPOTENCY_KEY_REUSED)',
}

function successResponse(endpoint: Endpoint<unknown>, schemas: EndpointSchemas, docs: RouteDocs<AppEnv, number>) {
  if (endpoint.status === 204 || endpoint.answer === 'empty') return { description: docs.answer }
  if (docs.content) return { description: docs.answer, content: docs.content }
  if (endpoint.answer === 'stream') {
    return { description: docs.answer, content: { 'text/event-stream': { schema: z.string() }, 'text/plain': { schema: z.string() } } }
  }
  const schema = schemas.response ?? z.unknown()
  return {
    description: docs.answer,
    content: { 'application/json': { schema, ...(docs.example === undefined ? {} : { example: docs.example }) } },
  }
}

function toRouteMethod(method: AnyEndpoint['method']): RouteConfig['method'] {
  switch (method) {
    case 'GET':
      return 'get'
    case 'POST':
      return 'post'
    case 'PUT':
      return 'put'
    case 'PATCH':
      return 'patch'
    case 'DELETE':
      return 'delete'
  }
}

/**
 * Marks one answer personal, for a route that is open to all and personal only for some callers (the job
 * search ranks a signed-in person's city first, decision 075): a guest's answer may stay cacheable.
 */
export function answerPrivately(c: Context): void {
  c.header('Cache-Control', NO_STORE)
}

/** Personal answers: no cache may keep them, and a cache must not serve one person's answer to another. */
const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  c.header('Cache-Control', NO_STORE)
}

/**
 * Refuses a body over `maxBytes` with 413 before reading it: by its declared Content-Length at once,
 * else (chunked) as soon as what arrived passes the limit. The answer closes the connection, so the
 * server does not go on reading what the client is still sending (@hono/node-server would drain it).
 * An upload over its limit is FILE_TOO_LARGE (the spec's text), any other body REQUEST_TOO_LARGE.
 */
export function limitBody(maxBytes: number, isUpload = false): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => refuseTooLarge(c, maxBytes, isUpload),
  })
}

export function refuseTooLarge(c: Context<AppEnv>, maxBytes: number, isUpload = false): Response {
  const error = new AppError(isUpload ? 'FILE_TOO_LARGE' : 'REQUEST_TOO_LARGE', {
    fields: [{ path: isUpload ? UPLOAD_FIELD : 'body', message: `At most ${maxBytes} bytes` }],
  })
  const { status, body } = renderError(error, c.get('logger'))
  return c.json(body, status, { Connection: 'close' })
}
