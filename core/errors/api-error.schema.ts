import { z } from 'zod'
import { authErrorReasons } from '#core/auth/auth-errors.ts'
import { errorCodes } from './codes.ts'

/**
 * The one wire shape of every API error (CONVENTIONS §8): the server renders errors in
 * `apiErrorSchema`'s shape and checks its own answers with it. The catalogue behind the codes
 * (statuses, severities, messages) is in codes.ts, which the browser imports without zod.
 */

export const errorCodeSchema = z.enum(errorCodes)

/** One invalid field of a VALIDATION_* error; `path` is dotted ("experience.0.company"). */
export const apiErrorFieldSchema = z.object({
  path: z.string(),
  message: z.string(),
})
export type ApiErrorField = z.infer<typeof apiErrorFieldSchema>

/** The one wire shape of every API error (CONVENTIONS §8). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    retryable: z.boolean(),
    fields: z.array(apiErrorFieldSchema).optional(),
    /** Sign-in failures (/api/auth) name the spec 000 §8 reason the browser shows the message of. */
    reason: z.enum(authErrorReasons).optional(),
  }),
})
export type ApiError = z.infer<typeof apiErrorSchema>
