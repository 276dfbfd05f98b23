import type { ErrorCode } from './codes.ts'

/**
 * The reasons of the error catalogue: what a code's refusal says more precisely, each with its text's
 * key in the locales (`namespace:path`, English and Hindi, core/i18n/locales). The wire carries a
 * reason beside the code (`{ error: { code, reason } }`, api-error.schema.ts) and describe-error.ts
 * turns the pair into the text's key, on the server (its English `message`) and in the browser alike.
 * A reason is listed under every code it may come with; describe-error-texts.test.ts fails when one has
 * no English or Hindi text.
 */

/** Spec 000 §8's sign-in and sign-up reasons; their texts are the auth namespace's `errors.*`. */
const authReasonCodes = {
  invalid_credentials: ['AUTH_INVALID_CREDENTIALS'],
  email_not_confirmed: ['PERMISSION_DENIED'],
  too_many_requests: ['API_RATE_LIMITED'],
  user_already_registered: ['VALIDATION_INVALID_FORMAT'],
  password_too_short: ['VALIDATION_MIN_LENGTH'],
  password_common: ['VALIDATION_INVALID_FORMAT'],
  invalid_email: ['VALIDATION_INVALID_EMAIL'],
  google_failed: ['AUTH_INVALID_CREDENTIALS'],
  invalid_code: ['AUTH_INVALID_CREDENTIALS', 'VALIDATION_INVALID_FORMAT'],
  code_send_failed: ['VALIDATION_INVALID_PHONE'],
  session_expired: ['AUTH_SESSION_EXPIRED', 'AUTH_REQUIRED'],
  reset_link_invalid: ['AUTH_TOKEN_EXPIRED'],
  // Staff's account and sign-up switches (decision 071).
  account_disabled: ['PERMISSION_DENIED'],
  sign_ups_closed: ['PERMISSION_DENIED'],
} as const satisfies Record<string, readonly ErrorCode[]>

/** The other features' reasons; their texts are the common namespace's `errorReasons.*`. */
const productReasonCodes = {
  // Staff roles (decision 029).
  own_role: ['PERMISSION_DENIED'],
  last_super_admin: ['PERMISSION_DENIED'],
  role_not_grantable: ['INSUFFICIENT_PRIVILEGES'],
  // Job sources (admin): one of their fields refused.
  source_exists: ['VALIDATION_INVALID_FORMAT'],
  schedule_invalid: ['VALIDATION_INVALID_FORMAT'],
  // Saved jobs: the list is full ({{limit}}).
  saved_jobs_full: ['API_QUOTA_EXCEEDED'],
  // Resume exports (spec 001 §5 "Export", §8): no first or last name; a render or file that failed.
  resume_name_missing: ['VALIDATION_REQUIRED_FIELD'],
  export_failed: ['OPERATION_FAILED'],
  preview_failed: ['OPERATION_FAILED'],
  // Resumes: the person keeps as many as they may ({{limit}}).
  resumes_full: ['API_QUOTA_EXCEEDED'],
  // Resume upload (spec 001 §8 "Upload Failed"; decision 052): the spec's three texts, and what a file that
  // opens but gives no resume says instead of an empty one.
  file_unreadable: ['FILE_INVALID_TYPE'],
  pdf_unreadable: ['FILE_INVALID_TYPE'],
  pdf_failed: ['FILE_UPLOAD_FAILED'],
  pdf_no_text: ['FILE_INVALID_TYPE'],
  file_encrypted: ['FILE_INVALID_TYPE'],
  file_unpacks_too_large: ['FILE_TOO_LARGE'],
  not_a_resume: ['FILE_INVALID_TYPE'],
  // Resume import (decision 067): not a .json or .zip; JSON that does not parse, is not a resume
  // ({{field}}) or is of a newer document version ({{version}}); a ZIP that is not LinkedIn's export.
  import_type: ['FILE_INVALID_TYPE'],
  json_invalid: ['FILE_INVALID_TYPE'],
  json_not_resume: ['FILE_INVALID_TYPE'],
  json_newer_version: ['FILE_INVALID_TYPE'],
  linkedin_not_export: ['FILE_INVALID_TYPE'],
  // Cover letters: the person keeps as many as they may ({{limit}}).
  cover_letters_full: ['API_QUOTA_EXCEEDED'],
  // A premium template exported or saved without premium (spec 001 §6, decision 059).
  premium_template: ['PREMIUM_REQUIRED'],
  // A template staff disabled, exported or saved (decision 072); the default template, which staff may
  // neither disable nor make Premium.
  template_disabled: ['PERMISSION_DENIED'],
  default_template: ['PERMISSION_DENIED'],
  // Saved searches: the list is full ({{limit}}); a search with no words, place or filter to save.
  saved_searches_full: ['API_QUOTA_EXCEEDED'],
  saved_search_empty: ['VALIDATION_INVALID_FORMAT'],
  // E-mail logs (admin): only a failed message is sent again.
  message_not_failed: ['EDIT_CONFLICT'],
  // WhatsApp alerts (spec 000 §5, §8; decision 068): a test message without a number, before opt-in,
  // with no job to send, or that could not be written; a number after STOP.
  whatsapp_phone_missing: ['VALIDATION_REQUIRED_FIELD'],
  whatsapp_opt_in_required: ['PERMISSION_DENIED'],
  whatsapp_no_jobs: ['NOT_FOUND'],
  whatsapp_test_failed: ['OPERATION_FAILED'],
  // The e-mail-response monitor (spec 000 §4, §8; decision 070): start before a passed connection test
  // ('Please test connection first'), a check asked of a stopped monitor, a first test without a password.
  email_monitor_untested: ['EDIT_CONFLICT'],
  email_monitor_inactive: ['EDIT_CONFLICT'],
  email_monitor_password_missing: ['VALIDATION_REQUIRED_FIELD'],
  // The blog's staff API (decision 062): a slug another post or cluster has, a scheduled time already past,
  // a cluster that still has posts.
  slug_taken: ['VALIDATION_INVALID_FORMAT'],
  publish_at_past: ['VALIDATION_INVALID_FORMAT'],
  cluster_has_posts: ['EDIT_CONFLICT'],
  // Company reviews (decision 064): one per company per person; a review staff already decided.
  review_exists: ['EDIT_CONFLICT'],
  review_decided: ['EDIT_CONFLICT'],
  // Staff account controls (decision 071): one's own account; a super_admin's, for anyone below; a grant's end.
  own_account: ['PERMISSION_DENIED'],
  account_not_yours: ['INSUFFICIENT_PRIVILEGES'],
  grant_end_invalid: ['VALIDATION_INVALID_FORMAT'],
  // System settings (decision 071): a feature staff switched off; maintenance mode ({{note}}: staff's message).
  feature_off: ['SERVER_MAINTENANCE'],
  maintenance: ['SERVER_MAINTENANCE'],
} as const satisfies Record<string, readonly ErrorCode[]>

export type AuthReason = keyof typeof authReasonCodes
export type ProductReason = keyof typeof productReasonCodes
export type ErrorReason = AuthReason | ProductReason

const allReasonCodes = { ...authReasonCodes, ...productReasonCodes }

/** Every reason with the codes it may come with. */
export const reasonCodes: Readonly<Record<ErrorReason, readonly ErrorCode[]>> = allReasonCodes

/** The reasons a code may carry, as a type: `new AppError('PERMISSION_DENIED', { reason: 'own_role' })`. */
export type ReasonOf<Code extends ErrorCode> = {
  [Reason in ErrorReason]: Code extends (typeof allReasonCodes)[Reason][number] ? Reason : never
}[ErrorReason]

/** A key of the locales: `namespace:dotted.path`. */
export type ErrorTextKey = `${'common' | 'auth'}:${string}`

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && Object.hasOwn(reasonCodes, value)
}

export function isAuthReason(reason: ErrorReason): reason is AuthReason {
  return Object.hasOwn(authReasonCodes, reason)
}

/** Whether the reason belongs with the code (a reason with another code is ignored, not trusted). */
export function isReasonOf(code: ErrorCode, reason: ErrorReason): boolean {
  return reasonCodes[reason].includes(code)
}

export function reasonTextKey(reason: ErrorReason): ErrorTextKey {
  return isAuthReason(reason) ? `auth:errors.${reason}` : `common:errorReasons.${reason}`
}
