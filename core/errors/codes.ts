/**
 * The error catalogue of spec 001 §8: every code, its HTTP status, severity and whether retrying can
 * help. Plain TypeScript, so the browser uses it without loading zod; the wire shape of an error
 * (`apiErrorSchema`) is in api-error.schema.ts. The status messages are text, so they live in the
 * locales (`common:httpStatus`); the API's English comes from status-messages.server.ts.
 */

export const errorCodes = [
  'NETWORK_TIMEOUT',
  'NETWORK_UNAVAILABLE',
  'CONNECTION_LOST',
  'AUTH_TOKEN_EXPIRED',
  'AUTH_INVALID_CREDENTIALS',
  'AUTH_REQUIRED',
  'AUTH_SESSION_EXPIRED',
  'PERMISSION_DENIED',
  'INSUFFICIENT_PRIVILEGES',
  'VALIDATION_REQUIRED_FIELD',
  'VALIDATION_INVALID_FORMAT',
  'VALIDATION_MIN_LENGTH',
  'VALIDATION_MAX_LENGTH',
  'VALIDATION_INVALID_EMAIL',
  'VALIDATION_INVALID_PHONE',
  'SERVER_INTERNAL_ERROR',
  'SERVER_UNAVAILABLE',
  'SERVER_MAINTENANCE',
  'API_RATE_LIMITED',
  'API_QUOTA_EXCEEDED',
  'API_SERVICE_UNAVAILABLE',
  'FILE_TOO_LARGE',
  'FILE_INVALID_TYPE',
  'FILE_UPLOAD_FAILED',
  'CLIENT_JAVASCRIPT_ERROR',
  'CLIENT_MEMORY_ERROR',
  'CLIENT_STORAGE_FULL',
  'UNKNOWN_ERROR',
  'OPERATION_FAILED',
  'NOT_FOUND',
  'DAILY_APPLICATION_LIMIT',
  'JOB_EXPIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_REQUEST_IN_PROGRESS',
] as const
export type ErrorCode = (typeof errorCodes)[number]

/** Spec 001 §8 "Severity". */
export const errorSeverities = ['low', 'medium', 'high', 'critical'] as const
export type ErrorSeverity = (typeof errorSeverities)[number]

/** The statuses of spec 001 §8 "Status mapping" that have a message of their own; others get "other". */
export const mappedStatuses = [400, 401, 403, 404, 408, 429, 500, 502, 503, 504] as const
export type MappedStatus = (typeof mappedStatuses)[number]

export function isMappedStatus(status: number): status is MappedStatus {
  return mappedStatuses.some((mapped) => mapped === status)
}

export type ErrorCatalogueEntry = {
  /** HTTP status the server answers with; 0 for codes only the browser raises (no response exists). */
  status: number
  severity: ErrorSeverity
  /** Spec 001 §8 "Retryable codes". */
  retryable: boolean
}

function defineError(status: number, severity: ErrorSeverity, retryable: boolean): ErrorCatalogueEntry {
  return { status, severity, retryable }
}

export const errorCatalogue: Readonly<Record<ErrorCode, ErrorCatalogueEntry>> = {
  NETWORK_TIMEOUT: defineError(408, 'medium', true),
  NETWORK_UNAVAILABLE: defineError(503, 'high', true),
  CONNECTION_LOST: defineError(503, 'high', true),
  AUTH_TOKEN_EXPIRED: defineError(401, 'medium', false),
  AUTH_INVALID_CREDENTIALS: defineError(401, 'medium', false),
  AUTH_REQUIRED: defineError(401, 'medium', false),
  AUTH_SESSION_EXPIRED: defineError(401, 'medium', false),
  PERMISSION_DENIED: defineError(403, 'high', false),
  INSUFFICIENT_PRIVILEGES: defineError(403, 'high', false),
  VALIDATION_REQUIRED_FIELD: defineError(400, 'low', false),
  VALIDATION_INVALID_FORMAT: defineError(400, 'low', false),
  VALIDATION_MIN_LENGTH: defineError(400, 'low', false),
  VALIDATION_MAX_LENGTH: defineError(400, 'low', false),
  VALIDATION_INVALID_EMAIL: defineError(400, 'low', false),
  VALIDATION_INVALID_PHONE: defineError(400, 'low', false),
  SERVER_INTERNAL_ERROR: defineError(500, 'critical', false),
  SERVER_UNAVAILABLE: defineError(503, 'high', true),
  SERVER_MAINTENANCE: defineError(503, 'high', false),
  API_RATE_LIMITED: defineError(429, 'medium', false),
  API_QUOTA_EXCEEDED: defineError(429, 'medium', false),
  // An outside service (job search, AI) failed behind us: a bad gateway, not our own outage.
  API_SERVICE_UNAVAILABLE: defineError(502, 'high', true),
  FILE_TOO_LARGE: defineError(413, 'low', false),
  // The spec files size under low; a wrong type is the same kind of input check.
  FILE_INVALID_TYPE: defineError(415, 'low', false),
  // Not placed by the spec's severity list; an upload that may succeed on retry is medium.
  FILE_UPLOAD_FAILED: defineError(500, 'medium', true),
  CLIENT_JAVASCRIPT_ERROR: defineError(0, 'high', false),
  CLIENT_MEMORY_ERROR: defineError(0, 'high', false),
  CLIENT_STORAGE_FULL: defineError(0, 'high', false),
  UNKNOWN_ERROR: defineError(500, 'medium', false),
  OPERATION_FAILED: defineError(500, 'medium', false),
  NOT_FOUND: defineError(404, 'low', false),
  // A limit, like rate limits (medium); it resets the next day, so retrying now cannot help.
  DAILY_APPLICATION_LIMIT: defineError(429, 'medium', false),
  // Not in the spec's catalogue: a posting whose closing date passed or that no source lists any more
  // (issue 9, decision 021). 410 tells crawlers it is gone for good, unlike a 404.
  JOB_EXPIRED: defineError(410, 'low', false),
  // Not in the spec's catalogue (decision 027): an Idempotency-Key sent again with another request
  // (422, the request cannot be processed as sent), or while its first request is still running (409;
  // the offline queue tries again on its next round, so the code itself is not marked retryable).
  IDEMPOTENCY_KEY_REUSED: defineError(422, 'medium', false),
  IDEMPOTENCY_REQUEST_IN_PROGRESS: defineError(409, 'low', false),
} satisfies Record<ErrorCode, ErrorCatalogueEntry>

export function isErrorCode(value: unknown): value is ErrorCode {
  return errorCodes.some((code) => code === value)
}

/**
 * The catalogue code for an HTTP status that came without one of our error bodies: a framework's
 * HTTPException on the server, a proxy's error page or a non-JSON answer in the browser. Each status
 * of spec 001 §8 "Status mapping" gets the code whose catalogue status it is, so its message is kept
 * (502 is a failed service behind the one answering, API_SERVICE_UNAVAILABLE); 504, which has no code
 * of its own, is a time-out like 408 (retryable). Any other client error (413, 415, 422 …) is bad
 * input: the file codes are for uploads, which say so themselves. Any other server error is internal.
 */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'VALIDATION_INVALID_FORMAT'
    case 401:
      return 'AUTH_REQUIRED'
    case 403:
      return 'PERMISSION_DENIED'
    case 404:
      return 'NOT_FOUND'
    case 408:
    case 504:
      return 'NETWORK_TIMEOUT'
    case 429:
      return 'API_RATE_LIMITED'
    case 500:
      return 'SERVER_INTERNAL_ERROR'
    case 502:
      return 'API_SERVICE_UNAVAILABLE'
    case 503:
      return 'SERVER_UNAVAILABLE'
  }
  if (status >= 400 && status < 500) return 'VALIDATION_INVALID_FORMAT'
  if (status >= 500 && status < 600) return 'SERVER_INTERNAL_ERROR'
  return 'UNKNOWN_ERROR'
}
