import { isRouteErrorResponse } from 'react-router'
import type { ApiError } from '#core/errors/api-error.schema.ts'
import { isErrorCode } from '#core/errors/codes.ts'

type ApiErrorBody = ApiError['error']

/**
 * The API error a loader threw through serverRoute (app/lib/server-route.server.ts), as a route's
 * ErrorBoundary receives it: the wire body with its status, or null for any other error. Checked by
 * hand rather than with the zod schema, which stays out of the page's JavaScript (decision 007).
 */
export function readRouteApiError(error: unknown): { status: number; body: ApiErrorBody } | null {
  if (!isRouteErrorResponse(error)) return null
  const payload: unknown = error.data
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return null
  const body: unknown = payload.error
  if (typeof body !== 'object' || body === null) return null
  if (!('code' in body) || !isErrorCode(body.code)) return null
  if (!('message' in body) || typeof body.message !== 'string') return null
  if (!('retryable' in body) || typeof body.retryable !== 'boolean') return null
  const fields = 'fields' in body ? readFields(body.fields) : undefined
  const reason = 'reason' in body && typeof body.reason === 'string' ? body.reason : undefined
  const params = 'params' in body ? readParams(body.params) : undefined
  return {
    status: error.status,
    body: {
      code: body.code,
      message: body.message,
      retryable: body.retryable,
      ...(reason === undefined ? {} : { reason }),
      ...(params ? { params } : {}),
      ...(fields ? { fields } : {}),
    },
  }
}

function readFields(value: unknown): Array<{ path: string; message: string }> | undefined {
  if (!Array.isArray(value)) return undefined
  const fields: Array<{ path: string; message: string }> = []
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue
    if (!('path' in item) || typeof item.path !== 'string' || !('message' in item) || typeof item.message !== 'string') continue
    fields.push({ path: item.path, message: item.message })
  }
  return fields
}

function readParams(value: unknown): Record<string, string | number> | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const params: Record<string, string | number> = {}
  for (const [name, param] of Object.entries(value)) {
    if (typeof param === 'string' || typeof param === 'number') params[name] = param
  }
  return params
}
