import { endpointPath, type AnyEndpoint, type EndpointSchemas, type ApiPath } from '#core/api/endpoint.ts'
import { loadHttp, toApiError, toApiUrl, toRequestError } from './api-client.ts'
import type { CallEndpoint, CallOptions } from './call-api.ts'

/**
 * Calls a declared endpoint whose answer is a file (`answer: 'bytes'`, e.g. a resume export): the
 * file as a Blob, or an ApiError, with sendToApi's time-out and error shape; never retried, like every
 * write. A module of its own, so only the pages that download carry it.
 */
export function callApiForFile<Schemas extends EndpointSchemas, Path extends ApiPath>(
  endpoint: CallEndpoint<Schemas, Path>,
  options: Omit<CallOptions<Schemas, Path>, 'query'>,
): Promise<Blob>
export async function callApiForFile(
  endpoint: AnyEndpoint,
  options: { params?: Readonly<Record<string, string>>; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal },
): Promise<Blob> {
  if (endpoint.method === 'GET' || endpoint.answer !== 'bytes') {
    throw new Error(`${endpoint.method} ${endpoint.base}${endpoint.path} does not answer a file to a request body`)
  }
  const url = toApiUrl(endpointPath(endpoint, options.params))
  try {
    const { http, isHTTPError } = await loadHttp()
    try {
      const response = await http(url, {
        method: endpoint.method,
        retry: 0,
        headers: { accept: '*/*', ...options.headers },
        ...(options.body === undefined ? {} : { json: options.body }),
        ...(options.signal ? { signal: options.signal } : {}),
      })
      return await response.blob()
    } catch (error) {
      throw await toRequestError(error, isHTTPError, endpoint.method, url)
    }
  } catch (error) {
    throw toApiError(error)
  }
}
