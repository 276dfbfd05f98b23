import type { z } from 'zod'
import {
  endpointPath,
  type AnyEndpoint,
  type ApiMethod,
  type ApiPath,
  type Endpoint,
  type EndpointSchemas,
  type PathParamNames,
  type PathParams,
  type SuccessStatus,
} from '#core/api/endpoint.ts'
import { getFromApi, sendToApi, sendToApiInBackground, toApiUrl } from './api-client.ts'

/**
 * The browser's way to call an endpoint declared in core/ (`core/<feature>/<feature>.endpoints.ts`,
 * decision 034): the method, the path and the answer's schema come from the declaration, so no
 * feature writes a path or a schema loader. A GET goes through `getFromApi` (retries, the 5-minute
 * fallback), a write through `sendToApi` (never retried); the answer's schema loads with the first
 * call, side by side with the request (decision 007).
 */

/** A declared endpoint as the browser's helpers take it, whatever its schema module. */
export type CallEndpoint<Schemas extends EndpointSchemas, Path extends ApiPath> = Endpoint<never, Schemas, ApiMethod, Path, SuccessStatus>

type ParamsOption<Path extends string> = [PathParamNames<Path>] extends [never] ? { params?: undefined } : { params: PathParams<Path> }
type BodyOption<Schemas> = Schemas extends { body: infer Body extends z.ZodType } ? { body: z.input<Body> } : { body?: undefined }
type QueryOption<Schemas> = Schemas extends { query: infer Query extends z.ZodType }
  ? { query?: URLSearchParams | { readonly [Name in keyof z.input<Query>]?: string | number | boolean | null } }
  : { query?: undefined }

export type CallOptions<Schemas extends EndpointSchemas, Path extends ApiPath> = ParamsOption<Path> &
  BodyOption<Schemas> &
  QueryOption<Schemas> & {
    /** Request headers, e.g. the offline queue's Idempotency-Key. */
    headers?: Record<string, string>
    /** Cancels the request (TanStack Query's signal when a newer search replaces this one). */
    signal?: AbortSignal
  }

/** What a successful call gives: the answer checked by the declared schema, or nothing. */
export type CallAnswer<Schemas> = Schemas extends { response: infer Response extends z.ZodType } ? z.output<Response> : void

/** Options may be left out when the endpoint needs none. */
type OptionsArgument<Options> = object extends Options ? [options?: Options] : [options: Options]

/** A query given as an object: each field that is not null or undefined, as text. */
type ApiQuery = Readonly<Record<string, string | number | boolean | null | undefined>>

interface LooseOptions {
  params?: Readonly<Record<string, string>>
  body?: unknown
  query?: URLSearchParams | ApiQuery
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** Calls a declared endpoint: its answer checked by its schema, or an ApiError (app/lib/api-client.ts). */
export function callApi<Schemas extends EndpointSchemas, Path extends ApiPath>(
  endpoint: CallEndpoint<Schemas, Path>,
  ...options: OptionsArgument<CallOptions<Schemas, Path>>
): Promise<CallAnswer<Schemas>>
// One loosely typed body behind the precise signature above (TypeScript cannot follow a conditional
// answer type through a generic body). What it promises holds at run time: the answer is what the
// declared response schema parsed, and an endpoint without one answers nothing.
export async function callApi(endpoint: AnyEndpoint, ...rest: unknown[]): Promise<unknown> {
  const options = readOptions(rest[0])
  const path = endpointPath(endpoint, options.params)
  const query = toSearchParams(options.query)
  if (endpoint.method === 'GET') {
    return getFromApi(path, {
      loadSchema: () => loadResponseSchema(endpoint),
      ...(query ? { query } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    })
  }
  return sendToApi(endpoint.method, path, {
    body: options.body,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(endpoint.answer === 'json' ? { loadSchema: () => loadResponseSchema(endpoint) } : {}),
  })
}

/**
 * Sends a write that must never get in the way of the reader (a click-through, a consent choice):
 * fire-and-forget, kept alive if the person leaves the page, its failure ignored.
 */
export function sendInBackground<Schemas extends EndpointSchemas, Path extends ApiPath>(
  endpoint: CallEndpoint<Schemas, Path>,
  ...options: OptionsArgument<Omit<CallOptions<Schemas, Path>, 'headers' | 'signal' | 'query'>>
): void
export function sendInBackground(endpoint: AnyEndpoint, ...rest: unknown[]): void {
  const options = readOptions(rest[0])
  if (endpoint.method === 'GET') throw new Error(`GET ${endpoint.base}${endpoint.path} is a read, not a write to send in the background`)
  sendToApiInBackground(endpoint.method, endpointPath(endpoint, options.params), options.body)
}

/** The endpoint's absolute URL on this site with its parameters filled in (for sendBeacon, a link, a probe). */
export function apiHref(endpoint: Pick<AnyEndpoint, 'base' | 'path'>, params?: Readonly<Record<string, string>>): string {
  return toApiUrl(endpointPath(endpoint, params))
}

/** The options a call was given: an object, as the precise signatures above require. */
function readOptions(value: unknown): LooseOptions {
  return typeof value === 'object' && value !== null ? value : {}
}

async function loadResponseSchema(endpoint: AnyEndpoint): Promise<z.ZodType> {
  const { response } = await endpoint.loadSchemas()
  if (response === undefined) throw new Error(`${endpoint.method} ${endpoint.base}${endpoint.path} declares no response schema`)
  return response
}

function toSearchParams(query: LooseOptions['query']): URLSearchParams | undefined {
  if (query === undefined || query instanceof URLSearchParams) return query
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(name, String(value))
  }
  return params
}
