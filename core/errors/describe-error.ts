import { errorCatalogue, errorCodes, isMappedStatus, type ErrorCode } from './codes.ts'
import { isErrorReason, isReasonOf, reasonTextKey, type ErrorTextKey } from './reasons.ts'

/**
 * The one path from an error to its text (decision 033): the code and reason of the wire shape
 * (`{ error: { code, reason?, params? } }`) give the key of a text in the locales and the values it is
 * filled with. The server writes the English of that key as the answer's `message`
 * (error-text.server.ts); the browser shows the same key in the reader's language
 * (app/i18n/render.ts `renderError`). Neither keeps a text of its own.
 */

/** The values a text is filled with ({{limit}} …). */
export type ErrorParams = Readonly<Record<string, string | number>>

export interface DescribedError {
  /** The text: what happened and what to do. */
  key: ErrorTextKey
  /** A heading, for the codes the spec gives one ('Daily Application Limit Reached'). */
  titleKey?: ErrorTextKey
  params: ErrorParams
}

/** What describeError reads: the wire shape's error, or an AppError. */
export interface DescribableError {
  code: ErrorCode
  reason?: string | undefined
  params?: ErrorParams | undefined
}

/** Codes with a text of their own; every other code says what its HTTP status says (spec 001 §8 "Status mapping"). */
const codeTexts: Partial<Record<ErrorCode, { key: ErrorTextKey; titleKey?: ErrorTextKey }>> = {
  DAILY_APPLICATION_LIMIT: {
    key: 'common:limits.DAILY_APPLICATION_LIMIT.message',
    titleKey: 'common:limits.DAILY_APPLICATION_LIMIT.title',
  },
  GUEST_CHAT_LIMIT: { key: 'common:limits.GUEST_CHAT_LIMIT.message' },
  PREMIUM_REQUIRED: { key: 'common:limits.PREMIUM_REQUIRED.message', titleKey: 'common:limits.PREMIUM_REQUIRED.title' },
  FILE_TOO_LARGE: { key: 'common:errorCodes.FILE_TOO_LARGE' },
  FILE_INVALID_TYPE: { key: 'common:errorCodes.FILE_INVALID_TYPE' },
  JOB_EXPIRED: { key: 'common:errorCodes.JOB_EXPIRED' },
  PAYMENT_GATEWAY_FAILED: { key: 'common:errorCodes.PAYMENT_GATEWAY_FAILED' },
  PAYMENT_ORDER_FAILED: { key: 'common:errorCodes.PAYMENT_ORDER_FAILED' },
  PAYMENT_VERIFICATION_FAILED: { key: 'common:errorCodes.PAYMENT_VERIFICATION_FAILED' },
  PAYMENT_CANCELLED: { key: 'common:errorCodes.PAYMENT_CANCELLED' },
}

/** The codes with a text of their own (for the completeness test). */
export const codesWithOwnText: readonly ErrorCode[] = errorCodes.filter((code) => codeTexts[code] !== undefined)

/** The key of a status's message: the spec's row for it, or 'other'. */
export function statusTextKey(status: number): ErrorTextKey {
  return `common:httpStatus.${isMappedStatus(status) ? status : 'other'}`
}

/**
 * The text of an error: its reason's when the reason belongs with the code, else its code's own, else
 * its status's (`status` when the error came as a bare HTTP status, e.g. a 504 from a proxy).
 */
export function describeError(error: DescribableError, status?: number): DescribedError {
  const params = error.params ?? {}
  const { reason } = error
  if (reason !== undefined && isErrorReason(reason) && isReasonOf(error.code, reason)) return { key: reasonTextKey(reason), params }
  const own = codeTexts[error.code]
  if (own) return { ...own, params }
  return { key: statusTextKey(status ?? errorCatalogue[error.code].status), params }
}
