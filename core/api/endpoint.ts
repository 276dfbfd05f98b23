import type { z } from 'zod'

/**
 * Every endpoint of our API is declared once, here in core/, and both sides read that declaration
 * (decision 034): the server's router (`apiRoute` in server/lib/api-route.ts) serves its method, path,
 * schemas and body limit, and the browser (`callApi` in app/lib/call-api.ts) calls it. A feature's
 * endpoints are one `defineEndpoints(...)` in `core/<feature>/<feature>.endpoints.ts`.
 *
 * The declaration is plain TypeScript: zod stays out of the browser's first load (decision 007). The
 * schemas are named by a selector over the feature's `*.schema.ts` module; the browser loads that
 * module when it first calls (side by side with the request), the server imports it and hands it to
 * `apiRoute`, so the same selector gives both sides the same schemas.
 */

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A path under /api, e.g. '/jobs/search'; in a declaration, path parameters are written `{name}`. */
export type ApiPath = `/${string}`

/** The status of a successful answer: 204 carries no body. */
export type SuccessStatus = 200 | 201 | 202 | 204

/**
 * The largest request body a route takes unless it declares its own (issue 18: no route reads a body
 * it has not agreed to): far above any form or JSON body we accept, far below what hurts the server.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024

/** How a request body travels: JSON, or multipart/form-data with the file in `UPLOAD_FIELD`. */
export type RequestKind = 'json' | 'multipart'

/** The field of a multipart upload that carries the file (the spec's name). */
export const UPLOAD_FIELD = 'file'

/**
 * How the answer travels: JSON checked by the `response` schema; nothing (204); a stream read as it
 * arrives (text chunks or server-sent events, app/lib/stream-from-api.ts); or bytes (an image, a file).
 */
export type AnswerKind = 'json' | 'empty' | 'stream' | 'bytes'

/** The schemas of one endpoint: path parameters, query, body and the successful answer. */
export interface EndpointSchemas {
  /** An object of text fields, one per `{name}` of the path. */
  params?: z.ZodObject | z.ZodPipe
  /** An object of the query string's fields. */
  query?: z.ZodObject | z.ZodPipe
  body?: z.ZodType
  response?: z.ZodType
}

/** One endpoint as a feature writes it in `defineEndpoints`. */
export interface EndpointDeclaration<Module> {
  method: ApiMethod
  /** Under the group's base; '/' is the base itself. */
  path: ApiPath
  /** 200 unless said; 204 answers nothing. */
  status?: SuccessStatus
  /** JSON unless said. */
  request?: RequestKind
  /** A request without a body is taken as an empty one (a click carries its context only when it has some). */
  isBodyOptional?: boolean
  /** JSON unless said; `empty` when the status is 204. */
  answer?: AnswerKind
  /** The largest body accepted, in bytes; DEFAULT_BODY_LIMIT_BYTES unless said. */
  bodyLimit?: number
  /** Picks the endpoint's schemas from the feature's schema module. */
  schemas?: (module: Module) => EndpointSchemas
}

/** A declared endpoint, as the server's router and the browser's client read it. */
export interface Endpoint<
  Module = never,
  Schemas extends EndpointSchemas = EndpointSchemas,
  Method extends ApiMethod = ApiMethod,
  Path extends ApiPath = ApiPath,
  Status extends SuccessStatus = SuccessStatus,
  Request extends RequestKind = RequestKind,
> {
  /** Where the feature's router is mounted under /api, e.g. '/account'. */
  readonly base: ApiPath
  readonly method: Method
  /** The path under `base`, with `{name}` parameters, as the router serves it. */
  readonly path: Path
  readonly status: Status
  readonly request: Request
  readonly isBodyOptional: boolean
  readonly answer: AnswerKind
  readonly bodyLimit: number
  /** The browser's way to the schemas: loads the schema module (a separate chunk) on first use. */
  loadSchemas(): Promise<Schemas>
  /** The server's way: the schema module it imported. */
  schemasFrom(module: Module): Schemas
}

/** Any endpoint, whatever its schema module. */
// The module is only ever passed in, never read out, so `never` accepts every endpoint's.
export type AnyEndpoint = Endpoint<never, EndpointSchemas, ApiMethod, ApiPath, SuccessStatus, RequestKind>

type SchemasOf<Declaration> = Declaration extends { schemas: (module: never) => infer Schemas extends EndpointSchemas }
  ? Schemas
  : Record<never, never>
type StatusOf<Declaration> = Declaration extends { status: infer Status extends SuccessStatus } ? Status : 200
type RequestKindOf<Declaration> = Declaration extends { request: infer Request extends RequestKind } ? Request : 'json'

export type DeclaredEndpoint<Module, Declaration extends EndpointDeclaration<Module>> = Endpoint<
  Module,
  SchemasOf<Declaration>,
  Declaration['method'],
  Declaration['path'],
  StatusOf<Declaration>,
  RequestKindOf<Declaration>
>

/** What a feature's endpoints share: where they are mounted, their schema module, and defaults for each. */
export interface EndpointGroup<Module> {
  /** Where the feature's router is mounted under /api, e.g. '/account'. */
  base: ApiPath
  /** Loads the feature's schema module: a dynamic import, so that it is a chunk of its own. */
  loadSchemas: () => Promise<Module>
  /** The answer kind of each endpoint that does not say. */
  answer?: AnswerKind
  /** The body limit of each endpoint that does not say. */
  bodyLimit?: number
}

/** A feature's endpoints, each by name. */
export function defineEndpoints<Module, const Declarations extends Record<string, EndpointDeclaration<Module>>>(
  group: EndpointGroup<Module>,
  declarations: Declarations,
): { readonly [Name in keyof Declarations]: DeclaredEndpoint<Module, Declarations[Name]> }
// One loosely typed body behind the precise signature above: the mapped type it returns cannot be built
// key by key in a way TypeScript follows. What it promises holds by construction: each endpoint is its
// declaration with the defaults filled in, and its schemas are what the declaration's selector picks.
export function defineEndpoints<Module>(
  group: EndpointGroup<Module>,
  declarations: Record<string, EndpointDeclaration<Module>>,
): Record<string, Endpoint<Module>> {
  const endpoints: Record<string, Endpoint<Module>> = {}
  for (const [name, declaration] of Object.entries(declarations)) {
    const status = declaration.status ?? 200
    const select = declaration.schemas ?? (() => ({}))
    endpoints[name] = {
      base: group.base,
      method: declaration.method,
      path: declaration.path,
      status,
      request: declaration.request ?? 'json',
      isBodyOptional: declaration.isBodyOptional ?? false,
      answer: declaration.answer ?? group.answer ?? (status === 204 ? 'empty' : 'json'),
      bodyLimit: declaration.bodyLimit ?? group.bodyLimit ?? DEFAULT_BODY_LIMIT_BYTES,
      loadSchemas: () => group.loadSchemas().then(select),
      schemasFrom: select,
    }
  }
  return endpoints
}

/**
 * The `loadSchemas` of a group whose answers the browser never reads through a schema (a health probe,
 * a beacon, better-auth's answers): `loadSchemas: serverOnlySchemas<typeof import('./x.schema.ts')>`.
 * The schema module stays the server's import, and the pages that use the group carry no loader and no
 * chunk list for it. Called in the browser, it fails saying so.
 */
export function serverOnlySchemas<Module>(): Promise<Module> {
  return Promise.reject(new Error('These endpoints’ schemas are read on the server only (serverOnlySchemas in their declaration)'))
}

/** The names of a path's `{name}` parameters. */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never

/** The values of a path's parameters, as text. */
export type PathParams<Path extends string> = { readonly [Name in PathParamNames<Path>]: string }

/**
 * The endpoint's path under /api with its parameters filled in (each percent-encoded), e.g.
 * '/account/sessions/abc%2F1'. A parameter the path names but `params` lacks throws: a call that
 * would reach another endpoint is a bug, not a request.
 */
export function endpointPath(endpoint: Pick<AnyEndpoint, 'base' | 'path'>, params: Readonly<Record<string, string>> = {}): ApiPath {
  const path = endpoint.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${endpoint.base}${endpoint.path} needs the parameter ${name}`)
    return encodeURIComponent(value)
  })
  return path === '/' ? endpoint.base : `${endpoint.base}${path}`
}

/** The endpoint's URL on this site ('/api/…'), for a link, an image or sendBeacon. */
export function endpointUrl(endpoint: Pick<AnyEndpoint, 'base' | 'path'>, params?: Readonly<Record<string, string>>): string {
  return `/api${endpointPath(endpoint, params)}`
}
