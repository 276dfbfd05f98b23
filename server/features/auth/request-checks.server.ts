import type { z } from 'zod'
import type { EndpointSchemas } from '#core/api/endpoint.ts'
import * as authFormSchemas from '#core/auth/auth-forms.schema.ts'
import { authEndpoints } from '#core/auth/auth.endpoints.ts'
import type { AuthErrorReason } from '#core/auth/auth-errors.ts'
import type { ErrorCode } from '#core/errors/codes.ts'
import en from '#core/i18n/locales/en/auth.json' with { type: 'json' }
import { authFailure, type AuthFailure } from './auth-errors.server.ts'

/**
 * The core schemas the sign-in forms resolve with, parsed again here before better-auth sees the
 * body (spec 000 §5: the server enforces every rule, whatever the client does).
 */
const requestSchemas: ReadonlyMap<string, z.ZodType> = new Map(
  Object.values(authEndpoints).flatMap((endpoint) => {
    const schemas: EndpointSchemas = endpoint.schemasFrom(authFormSchemas)
    return schemas.body ? [[endpoint.path, schemas.body]] : []
  }),
)

const validationTexts: Readonly<Record<string, string>> = en.validation

/** Null when the body passes its path's schema (or the path has none); else a 400 naming each field. */
export function checkAuthRequest(path: string, body: unknown): AuthFailure | null {
  const schema = requestSchemas.get(path)
  if (!schema) return null
  const parsed = schema.safeParse(body ?? {})
  if (parsed.success) return null
  const fields = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: fieldMessage(issue.message, issue.code === 'custom' ? issue.params : undefined),
  }))
  const first = parsed.error.issues[0]
  const { reason, code } = classify(String(first?.path[0] ?? ''), first?.message ?? '')
  const failure = authFailure(reason, code)
  return { ...failure, body: { error: { ...failure.body.error, fields } } }
}

/** The en text of a rule's code, with the numbers the rule gave it ({{max}}, {{length}} …) filled in. */
function fieldMessage(ruleCode: string, values: Readonly<Record<string, unknown>> | undefined): string {
  let text = validationTexts[ruleCode] ?? validationTexts.required ?? ruleCode
  for (const [name, value] of Object.entries(values ?? {})) text = text.replaceAll(`{{${name}}}`, String(value))
  return text
}

function classify(field: string, ruleCode: string): { reason: AuthErrorReason; code: ErrorCode } {
  if (field === 'email') return { reason: 'invalid_email', code: 'VALIDATION_INVALID_EMAIL' }
  if (field === 'phoneNumber') return { reason: 'code_send_failed', code: 'VALIDATION_INVALID_PHONE' }
  if (field === 'code') return { reason: 'invalid_code', code: 'VALIDATION_INVALID_FORMAT' }
  if (/TooShort/u.test(ruleCode)) return { reason: 'password_too_short', code: 'VALIDATION_MIN_LENGTH' }
  if (/Required|required/u.test(ruleCode)) return { reason: 'unknown', code: 'VALIDATION_REQUIRED_FIELD' }
  return { reason: 'unknown', code: 'VALIDATION_INVALID_FORMAT' }
}
