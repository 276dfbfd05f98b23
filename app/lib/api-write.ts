import type { z } from 'zod'
import { API_TIMEOUT_MS, readError, toApiError, type ApiPath } from './api-client.ts'

/**
 * Writes to our API (PUT, PATCH, DELETE, POST) with the same time-out and error shape as
 * getFromApi: the answer checked by its schema when one is given, or an ApiError to show in the
 * reader's language. Same-origin fetch sends the session cookie.
 */
export async function sendToApi<Schema extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: ApiPath,
  options: { body?: unknown; loadSchema?: () => Promise<Schema> } = {},
): Promise<z.output<Schema> | null> {
  const hasBody = options.body !== undefined
  let response: Response
  try {
    response = await fetch(`/api${path}`, {
      method,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
      headers: { accept: 'application/json', ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
    })
  } catch (error) {
    throw toApiError(error)
  }
  if (!response.ok) throw await readError(response)
  if (!options.loadSchema || response.status === 204) return null
  try {
    const schema = await options.loadSchema()
    return schema.parse(await response.json())
  } catch (error) {
    throw toApiError(error)
  }
}
