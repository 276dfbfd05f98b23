import common from '#core/i18n/locales/en/common.json' with { type: 'json' }
import type { ErrorCode } from '#core/errors/codes.ts'
import type { DailyLimit } from './plans.ts'

type LimitTextCode = keyof typeof common.limits

function hasLimitText(code: ErrorCode): code is LimitTextCode {
  return Object.hasOwn(common.limits, code)
}

/**
 * The API's English for a refusal by a limit or a plan (spec 001 §8 "applicationLimit", §6 the guest
 * chat limit, spec 000 §4 'Premium Feature Required'), read from the en locale, its one copy (decision
 * 009), with the limit of core/plans/plans.ts filled in; undefined for a code whose status message says
 * it (API_QUOTA_EXCEEDED, AUTH_REQUIRED).
 */
export function limitMessage(code: ErrorCode, limit: DailyLimit): string | undefined {
  if (!hasLimitText(code)) return undefined
  return common.limits[code].message.replace('{{limit}}', String(limit ?? ''))
}
