import { z } from 'zod'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#core/auth/validation.ts'
import { tooLong } from './too-long.ts'

/**
 * The settings page's bodies (spec 000 §3 "Profile record", §5 phone rule): one schema for the form
 * and for PATCH /api/account/profile, and the shapes GET /api/account/sessions answers with. Messages
 * are keys of the `account` namespace (`validation.*`).
 */

const NAME_MAX = 50
const LOCATION_MAX = 100

/**
 * Spec 000 §5 "Phone (general form field)": spaces, hyphens and parentheses are stripped; the rest is
 * an optional + then a digit 1-9 then up to 15 more digits.
 */
export const GENERAL_PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/

export function stripPhoneSeparators(value: string): string {
  return value.replace(/[\s()-]/g, '')
}

export const generalPhoneSchema = z
  .string()
  .transform(stripPhoneSeparators)
  .refine((value) => value === '' || GENERAL_PHONE_PATTERN.test(value), 'invalidPhone')
  .transform((value) => (value === '' ? null : value))

export const profileUpdateSchema = z.strictObject({
  firstName: z.string().trim().min(1, 'required').max(NAME_MAX, tooLong(NAME_MAX)),
  lastName: z
    .string()
    .trim()
    .max(NAME_MAX, tooLong(NAME_MAX))
    .transform((value) => (value === '' ? null : value)),
  phone: generalPhoneSchema,
  location: z
    .string()
    .trim()
    .max(LOCATION_MAX, tooLong(LOCATION_MAX))
    .transform((value) => (value === '' ? null : value)),
})
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>
export type ProfileUpdate = z.output<typeof profileUpdateSchema>

export const accountProfileSchema = z.object({
  email: z.string(),
  /** False for a phone-only account, whose e-mail is a placeholder nobody reads. */
  hasRealEmail: z.boolean(),
  phoneNumber: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  /** Whether the account signs in with a password (phone-only and Google-only accounts have none). */
  hasPassword: z.boolean(),
  createdAt: z.string(),
})
export type AccountProfile = z.infer<typeof accountProfileSchema>

export const accountSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  isCurrent: z.boolean(),
})
export type AccountSession = z.infer<typeof accountSessionSchema>

export const accountSessionsResponseSchema = z.object({ data: z.array(accountSessionSchema) })

export const revokedSessionsResponseSchema = z.object({ revoked: z.number().int().nonnegative() })

export const sessionIdParamSchema = z.object({
  session_id: z.string().min(1).max(200).meta({ description: 'The id of one of your sessions (from GET /api/account/sessions).' }),
})

/** "Download my data": one JSON document of everything held about the person (server/features/account/repo.ts). */
export const accountExportSchema = z.looseObject({ exportedAt: z.string() })

/** The settings page's password change; the body better-auth's change-password takes is built from it. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'required'),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, 'passwordTooShort').max(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH)),
    confirmPassword: z.string().min(1, 'confirmRequired'),
  })
  .superRefine((value, context) => {
    if (value.confirmPassword !== '' && value.confirmPassword !== value.newPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwordMismatch' })
    }
  })
export type PasswordChange = z.infer<typeof passwordChangeSchema>
