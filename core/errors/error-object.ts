import {
  errorCatalogue,
  isMappedStatus,
  type ErrorCategory,
  type ErrorCode,
  type ErrorSeverity,
  type MappedStatus,
  type RecoveryAction,
} from './codes.ts'

/** Spec 001 §3 "Error object": autoRetry's fixed numbers. */
export const AUTO_RETRY_MAX_ATTEMPTS = 3
export const AUTO_RETRY_BACKOFF_MS = 1000

/** Where a recovery action leads when it is a link; the others are handled where the error is shown. */
export const recoveryActionUrls: Partial<Record<RecoveryAction, string>> = { signIn: '/auth' }

export type RecoveryOption = {
  action: RecoveryAction
  /** A key of the `shell` namespace (`errors.recovery.*`), so the label is in the reader's language. */
  labelKey: `errors.recovery.${RecoveryAction}`
  url?: string
}

/**
 * The error object of spec 001 §3, built from the catalogue so both sides describe a failure the same
 * way. `message` is for logs (English, technical); `userMessageKey` names the text shown to the reader
 * (`common:httpStatus.*`), which the browser renders in the reader's language. The spec's optional
 * authMethod, redirectUrl and a recovery option's handler belong to the callers that have them.
 */
export type ErrorObject = {
  code: ErrorCode
  category: ErrorCategory
  severity: ErrorSeverity
  message: string
  userMessageKey: `httpStatus.${MappedStatus | 'other'}`
  timestamp: string
  context: Readonly<Record<string, string | number | boolean | null>>
  retryable: boolean
  statusCode?: number
  endpoint?: string
  method?: string
  recoveryOptions: RecoveryOption[]
  canDismiss: boolean
  autoRetry: { enabled: boolean; maxAttempts: number; backoffMs: number }
}

export type ErrorObjectInput = {
  message?: string
  context?: ErrorObject['context']
  statusCode?: number
  endpoint?: string
  method?: string
  now?: Date
}

export function createErrorObject(code: ErrorCode, input: ErrorObjectInput = {}): ErrorObject {
  const entry = errorCatalogue[code]
  const status = input.statusCode ?? entry.status
  return {
    code,
    category: entry.category,
    severity: entry.severity,
    message: input.message ?? code,
    userMessageKey: isMappedStatus(status) ? `httpStatus.${status}` : 'httpStatus.other',
    timestamp: (input.now ?? new Date()).toISOString(),
    context: input.context ?? {},
    retryable: entry.retryable,
    ...(input.statusCode === undefined ? {} : { statusCode: input.statusCode }),
    ...(input.endpoint === undefined ? {} : { endpoint: input.endpoint }),
    ...(input.method === undefined ? {} : { method: input.method }),
    recoveryOptions: entry.recovery.map((action) => {
      const url = recoveryActionUrls[action]
      return { action, labelKey: `errors.recovery.${action}`, ...(url === undefined ? {} : { url }) }
    }),
    // A critical error leaves nothing to go back to; everything else may be set aside.
    canDismiss: entry.severity !== 'critical',
    autoRetry: { enabled: entry.retryable, maxAttempts: AUTO_RETRY_MAX_ATTEMPTS, backoffMs: AUTO_RETRY_BACKOFF_MS },
  }
}
