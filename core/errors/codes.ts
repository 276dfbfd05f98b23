/**
 * The error catalogue of spec 001 §8: every code, its HTTP status, severity and whether retrying can
 * help. Plain TypeScript, so the browser uses it without loading zod; the wire shape of an error
 * (`apiErrorSchema`) is in api-error.schema.ts. The status messages are text, so they live in the
 * locales and describe-error.ts picks the one for a code and reason; the API's English comes from error-text.server.ts.
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
  'REQUEST_TOO_LARGE',
  'CLIENT_JAVASCRIPT_ERROR',
  'CLIENT_MEMORY_ERROR',
  'CLIENT_STORAGE_FULL',
  'UNKNOWN_ERROR',
  'OPERATION_FAILED',
  'NOT_FOUND',
  'DAILY_APPLICATION_LIMIT',
  'GUEST_CHAT_LIMIT',
  'PREMIUM_REQUIRED',
  'JOB_EXPIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_REQUEST_IN_PROGRESS',
  'EDIT_CONFLICT',
  'PAYMENT_GATEWAY_FAILED',
  'PAYMENT_ORDER_FAILED',
  'PAYMENT_VERIFICATION_FAILED',
  'PAYMENT_CANCELLED',
] as const
export type ErrorCode = (typeof errorCodes)[number]

/** Spec 001 §8 "Severity". */
export const errorSeverities = ['low', 'medium', 'high', 'critical'] as const
export type ErrorSeverity = (typeof errorSeverities)[number]

/** The statuses of spec 001 §8 "Status mapping" that have a message of their own; others get "other". */
// 413 is not in the spec's table: it answers a request body over its route's limit (decision 034).
export const mappedStatuses = [400, 401, 403, 404, 408, 413, 429, 500, 502, 503, 504] as const
export type MappedStatus = (typeof mappedStatuses)[number]

export function isMappedStatus(status: number): status is MappedStatus {
  return mappedStatuses.some((mapped) => mapped === status)
}

/** The families the codes' prefixes name; the error object of spec 001 §3 carries one as `category`. */
export const errorCategories = [
  'network',
  'auth',
  'permission',
  'validation',
  'server',
  'api',
  'file',
  'client',
  'unknown',
  'product',
] as const
export type ErrorCategory = (typeof errorCategories)[number]

/** Spec 001 §8 "Recovery actions". */
export const recoveryActions = ['retry', 'refresh', 'signIn', 'goBack', 'contactSupport'] as const
export type RecoveryAction = (typeof recoveryActions)[number]

export type ErrorCatalogueEntry = {
  /** HTTP status the server answers with; 0 for codes only the browser raises (no response exists). */
  status: number
  category: ErrorCategory
  severity: ErrorSeverity
  /** Spec 001 §8 "Retryable codes". */
  retryable: boolean
  /** What the reader can do about it, most useful first (spec 001 §8 "Recovery actions"). */
  recovery: readonly RecoveryAction[]
}

const retryFirst: readonly RecoveryAction[] = ['retry', 'refresh', 'contactSupport']
const signIn: readonly RecoveryAction[] = ['signIn', 'goBack']
const goBack: readonly RecoveryAction[] = ['goBack', 'contactSupport']
const fixInput: readonly RecoveryAction[] = ['retry']
const reload: readonly RecoveryAction[] = ['refresh', 'goBack', 'contactSupport']

function defineError(
  status: number,
  category: ErrorCategory,
  severity: ErrorSeverity,
  retryable: boolean,
  recovery: readonly RecoveryAction[],
): ErrorCatalogueEntry {
  return { status, category, severity, retryable, recovery }
}

/**
 * Severities as spec 001 §8 "Severity" files them: low the validation and file-size codes; medium
 * time-outs, session, auth and rate-limit codes; high network-unavailable, permission, service and
 * client codes; critical SERVER_INTERNAL_ERROR. Codes the list does not name say why beside them.
 */
export const errorCatalogue: Readonly<Record<ErrorCode, ErrorCatalogueEntry>> = {
  NETWORK_TIMEOUT: defineError(408, 'network', 'medium', true, retryFirst),
  NETWORK_UNAVAILABLE: defineError(503, 'network', 'high', true, retryFirst),
  // A lost connection is the network being unavailable mid-request.
  CONNECTION_LOST: defineError(503, 'network', 'high', true, retryFirst),
  AUTH_TOKEN_EXPIRED: defineError(401, 'auth', 'medium', false, signIn),
  AUTH_INVALID_CREDENTIALS: defineError(401, 'auth', 'medium', false, ['retry', 'contactSupport']),
  AUTH_REQUIRED: defineError(401, 'auth', 'medium', false, signIn),
  AUTH_SESSION_EXPIRED: defineError(401, 'auth', 'medium', false, signIn),
  PERMISSION_DENIED: defineError(403, 'permission', 'high', false, goBack),
  INSUFFICIENT_PRIVILEGES: defineError(403, 'permission', 'high', false, goBack),
  VALIDATION_REQUIRED_FIELD: defineError(400, 'validation', 'low', false, fixInput),
  VALIDATION_INVALID_FORMAT: defineError(400, 'validation', 'low', false, fixInput),
  VALIDATION_MIN_LENGTH: defineError(400, 'validation', 'low', false, fixInput),
  VALIDATION_MAX_LENGTH: defineError(400, 'validation', 'low', false, fixInput),
  VALIDATION_INVALID_EMAIL: defineError(400, 'validation', 'low', false, fixInput),
  VALIDATION_INVALID_PHONE: defineError(400, 'validation', 'low', false, fixInput),
  SERVER_INTERNAL_ERROR: defineError(500, 'server', 'critical', false, reload),
  SERVER_UNAVAILABLE: defineError(503, 'server', 'high', true, retryFirst),
  SERVER_MAINTENANCE: defineError(503, 'server', 'high', false, reload),
  API_RATE_LIMITED: defineError(429, 'api', 'medium', false, ['goBack']),
  // A quota is a rate limit over a longer window.
  API_QUOTA_EXCEEDED: defineError(429, 'api', 'medium', false, goBack),
  // An outside service (job search, AI) failed behind us: a bad gateway, not our own outage.
  API_SERVICE_UNAVAILABLE: defineError(502, 'api', 'high', true, retryFirst),
  FILE_TOO_LARGE: defineError(413, 'file', 'low', false, fixInput),
  // The spec files size under low; a wrong type is the same kind of input check.
  FILE_INVALID_TYPE: defineError(415, 'file', 'low', false, fixInput),
  // Not placed by the spec's severity list; an upload that may succeed on retry is medium.
  FILE_UPLOAD_FAILED: defineError(500, 'file', 'medium', true, retryFirst),
  // Not in the spec's catalogue (decision 034): a request body over its route's declared limit, refused
  // before it is read. An upload over its limit is FILE_TOO_LARGE, the spec's own text.
  REQUEST_TOO_LARGE: defineError(413, 'validation', 'low', false, fixInput),
  CLIENT_JAVASCRIPT_ERROR: defineError(0, 'client', 'high', false, reload),
  CLIENT_MEMORY_ERROR: defineError(0, 'client', 'high', false, reload),
  CLIENT_STORAGE_FULL: defineError(0, 'client', 'high', false, reload),
  // Not placed by the spec: something failed that we cannot name, neither harmless nor known fatal.
  UNKNOWN_ERROR: defineError(500, 'unknown', 'medium', false, retryFirst),
  OPERATION_FAILED: defineError(500, 'unknown', 'medium', false, retryFirst),
  NOT_FOUND: defineError(404, 'product', 'low', false, goBack),
  // A limit, like rate limits (medium); it resets the next day, so retrying now cannot help.
  DAILY_APPLICATION_LIMIT: defineError(429, 'product', 'medium', false, goBack),
  // Spec 001 §6: "You've reached the 3 message limit for guests." A limit like the daily one; signing in
  // raises it (core/plans/plans.ts), so signing in comes first.
  GUEST_CHAT_LIMIT: defineError(429, 'product', 'medium', false, signIn),
  // Spec 000 §4 "Premium Feature Required": a premium-only page or API for a signed-in user without
  // premium (the page gate, core/plans/plans.ts FEATURE_ACCESS).
  PREMIUM_REQUIRED: defineError(403, 'product', 'medium', false, goBack),
  // Not in the spec's catalogue: a posting whose closing date passed or that no source lists any more
  // (issue 9, decision 021). 410 tells crawlers it is gone for good, unlike a 404.
  JOB_EXPIRED: defineError(410, 'product', 'low', false, goBack),
  // Not in the spec's catalogue (decision 027): an Idempotency-Key sent again with another request
  // (422, the request cannot be processed as sent), or while its first request is still running (409;
  // the offline queue tries again on its next round, so the code itself is not marked retryable).
  IDEMPOTENCY_KEY_REUSED: defineError(422, 'product', 'medium', false, goBack),
  IDEMPOTENCY_REQUEST_IN_PROGRESS: defineError(409, 'product', 'low', false, retryFirst),
  // Not in the spec's catalogue (decision 049): a save made on an older version of a resume than the one
  // stored (another tab or device saved in between). Sending it again cannot help; the person chooses.
  EDIT_CONFLICT: defineError(409, 'product', 'low', false, ['refresh']),
  // Spec 001 §8 "Payment", not in its catalogue: the checkout script did not load (the browser's own),
  // the order could not be made at the payment provider (a bad gateway behind us), the payment's
  // signature did not verify, and the person closed the checkout (the browser's own; shown as info).
  PAYMENT_GATEWAY_FAILED: defineError(0, 'product', 'medium', false, retryFirst),
  PAYMENT_ORDER_FAILED: defineError(502, 'product', 'medium', false, retryFirst),
  PAYMENT_VERIFICATION_FAILED: defineError(400, 'product', 'high', false, ['contactSupport', 'goBack']),
  PAYMENT_CANCELLED: defineError(0, 'product', 'low', false, ['goBack']),
} satisfies Record<ErrorCode, ErrorCatalogueEntry>

export function isErrorCode(value: unknown): value is ErrorCode {
  return errorCodes.some((code) => code === value)
}

/**
 * Several codes share a status; the one a bare status stands for is the most general of them, named
 * here as the tie-break. Each must be a code of that status in the catalogue (codes.test.ts checks it),
 * so the table follows the catalogue rather than keeping its own statuses.
 */
const generalCodeOfStatus: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_INVALID_FORMAT',
  401: 'AUTH_REQUIRED',
  403: 'PERMISSION_DENIED',
  // Rate limits are what a bare 429 means; a quota or the daily limit say so in their own body.
  429: 'API_RATE_LIMITED',
  // Internal, not an unknown error or a failed upload, which say so themselves.
  500: 'SERVER_INTERNAL_ERROR',
  // Our own server being down, not the network (which never answers) or maintenance (which says so).
  503: 'SERVER_UNAVAILABLE',
}

/**
 * Codes of one feature's own rule: a bare status never means them (a 410 is not necessarily an expired
 * job). The file codes are the upload's own: a bare 413 or 415 from a JSON route (a body sent as
 * text/plain) is bad input, not a file refused.
 */
export const featureCodes: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'FILE_TOO_LARGE',
  'FILE_INVALID_TYPE',
  'DAILY_APPLICATION_LIMIT',
  'GUEST_CHAT_LIMIT',
  'PREMIUM_REQUIRED',
  'JOB_EXPIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_REQUEST_IN_PROGRESS',
  'EDIT_CONFLICT',
  'PAYMENT_ORDER_FAILED',
  'PAYMENT_VERIFICATION_FAILED',
])

/** Statuses no code answers with, read as the code of the status they mean: 504 is a time-out like 408. */
const statusAliases: Partial<Record<number, number>> = { 504: 408 }

/** Status to code, built from the catalogue: its only code, or the tie-break above when several share it. */
export const codeByStatus: ReadonlyMap<number, ErrorCode> = buildCodeByStatus()

function buildCodeByStatus(): Map<number, ErrorCode> {
  const codesOfStatus = new Map<number, ErrorCode[]>()
  for (const code of errorCodes) {
    const { status } = errorCatalogue[code]
    if (status === 0 || featureCodes.has(code)) continue
    codesOfStatus.set(status, [...(codesOfStatus.get(status) ?? []), code])
  }
  const byStatus = new Map<number, ErrorCode>()
  for (const [status, codes] of codesOfStatus) {
    const general = generalCodeOfStatus[status]
    const only = codes.length === 1 ? codes[0] : undefined
    const chosen = general !== undefined && codes.includes(general) ? general : only
    if (chosen === undefined) throw new Error(`codes.ts: status ${status} has codes ${codes.join(', ')} and no tie-break`)
    byStatus.set(status, chosen)
  }
  for (const [alias, status] of Object.entries(statusAliases)) {
    const code = status === undefined ? undefined : byStatus.get(status)
    if (code !== undefined) byStatus.set(Number(alias), code)
  }
  return byStatus
}

/**
 * The catalogue code for an HTTP status that came without one of our error bodies: a framework's
 * HTTPException on the server, a proxy's error page or a non-JSON answer in the browser. A status a
 * code answers with gets that code (`codeByStatus`), so its spec message is kept; any other client
 * error (405, 409, 422 …) is bad input, any other server error (501, 505 …) internal.
 */
export function codeForStatus(status: number): ErrorCode {
  const code = codeByStatus.get(status)
  if (code !== undefined) return code
  if (status >= 400 && status < 500) return 'VALIDATION_INVALID_FORMAT'
  if (status >= 500 && status < 600) return 'SERVER_INTERNAL_ERROR'
  return 'UNKNOWN_ERROR'
}
