import { z } from 'zod'
import {
  type AuthValidationResult,
  validateConfirmPassword,
  validateEmail,
  validateFullName,
  validateNewPassword,
  validatePhoneCode,
  validateSignInPassword,
  validateSignInPhone,
} from './validation.ts'
import { phoneDigits, toIndianE164 } from './phone.ts'

/**
 * One zod schema per sign-in form (spec 000 §5), built on the rule functions of `validation.ts` so a
 * rule is written once. The forms resolve with these (react-hook-form's Standard Schema resolver)
 * and the server parses the same bodies with them. An issue's message is the rule's code (e.g.
 * 'passwordTooShort'): the browser shows auth:validation.<code> in the reader's language and the
 * server reads the English text from the en locale. Warnings (a one-word name, a password without
 * digits or symbols) do not refuse a form.
 */

type Rule = (value: string) => AuthValidationResult

function checked(rule: Rule) {
  return z.string().superRefine((value, context) => {
    const result = rule(value)
    // The rule's numbers (a limit, a length) travel with its code, for the text that names them.
    if (!result.isValid) context.addIssue({ code: 'custom', message: result.code, params: result.values })
  })
}

const emailField = checked(validateEmail).transform((value) => value.trim())

export const signUpFormSchema = z
  .object({
    fullName: checked(validateFullName).transform((value) => value.trim()),
    email: emailField,
    password: checked(validateNewPassword),
    confirmPassword: z.string(),
  })
  .superRefine((form, context) => {
    const result = validateConfirmPassword(form.confirmPassword, form.password)
    if (!result.isValid) context.addIssue({ code: 'custom', path: ['confirmPassword'], message: result.code })
  })
export type SignUpForm = z.input<typeof signUpFormSchema>

export const signInFormSchema = z.object({
  email: emailField,
  password: checked(validateSignInPassword),
})
export type SignInForm = z.input<typeof signInFormSchema>

/** The number step: what the field shows ('98765 43210'), parsed to what is sent ('+919876543210'). */
export const phoneNumberFormSchema = z.object({
  phone: checked(validateSignInPhone).transform(toIndianE164),
})
export type PhoneNumberForm = z.input<typeof phoneNumberFormSchema>

export const phoneCodeFormSchema = z.object({
  code: checked(validatePhoneCode).transform((value) => value.trim()),
})
export type PhoneCodeForm = z.input<typeof phoneCodeFormSchema>

export const passwordResetRequestFormSchema = z.object({ email: emailField })
export type PasswordResetRequestForm = z.input<typeof passwordResetRequestFormSchema>

export const newPasswordFormSchema = z
  .object({
    password: checked(validateNewPassword),
    confirmPassword: z.string(),
  })
  .superRefine((form, context) => {
    const result = validateConfirmPassword(form.confirmPassword, form.password)
    if (!result.isValid) context.addIssue({ code: 'custom', path: ['confirmPassword'], message: result.code })
  })
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>

/**
 * The bodies the browser sends to better-auth (/api/auth/…), for the server's own checks before
 * better-auth sees them (spec 000 §5: the server enforces every rule).
 */
export const signUpRequestSchema = z.object({
  name: checked(validateFullName).transform((value) => value.trim()),
  email: emailField,
  password: checked(validateNewPassword),
  callbackURL: z.string().optional(),
})
export const signInRequestSchema = z.object({
  email: emailField,
  password: checked(validateSignInPassword),
  callbackURL: z.string().optional(),
  rememberMe: z.boolean().optional(),
})
/** +91 and 10 digits starting 6–9 (spec 000 §5). */
export const phoneNumberRequestSchema = z.object({
  phoneNumber: z.string().refine((value) => /^\+91[6-9]\d{9}$/u.test(value) && phoneDigits(value).length === 12, {
    message: 'phoneTenDigits',
  }),
})
export const phoneVerifyRequestSchema = phoneNumberRequestSchema.extend({
  code: checked(validatePhoneCode),
})
export const passwordResetRequestSchema = z.object({
  email: emailField,
  redirectTo: z.string().optional(),
})
export const resetPasswordRequestSchema = z.object({
  newPassword: checked(validateNewPassword),
  token: z.string().min(1),
})
/**
 * The settings page's password change as better-auth takes it. Its rules are better-auth's and the
 * server's (common passwords refused, the other sessions always end: server/features/auth/routes.ts);
 * here only the shape.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
  revokeOtherSessions: z.boolean().optional(),
})
