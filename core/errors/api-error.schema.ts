import { z } from 'zod'
import { errorCodes } from './codes.ts'
import { isErrorReason, isReasonOf } from './reasons.ts'

/**
 * The one wire shape of every API error (CONVENTIONS §8): the server renders errors in
 * `apiErrorSchema`'s shape and checks its own answers with it. The catalogue behind the codes
 * (statuses, severities) is in codes.ts and its reasons in reasons.ts, which the browser imports without
 * zod; describe-error.ts names the text of a code and reason.
 */

export const errorCodeSchema = z.enum(errorCodes)

/** One invalid field of a VALIDATION_* error; `path` is dotted ("experience.0.company"). */
export const apiErrorFieldSchema = z.object({
  path: z.string(),
  message: z.string(),
})
export type ApiErrorField = z.infer<typeof apiErrorFieldSchema>

/** The one wire shape of every API error (CONVENTIONS §8, decision 033). */
export const apiErrorSchema = z.object({
  error: z
    .object({
      code: errorCodeSchema,
      /** The English of the code and reason (describe-error.ts), for API clients; pages show the same key in the reader's language. */
      message: z.string(),
      retryable: z.boolean(),
      fields: z.array(apiErrorFieldSchema).optional(),
      /** What the refusal says more precisely: a reason of the code in core/errors/reasons.ts ('own_role'). */
      reason: z.string().optional(),
      /** The values the text is filled with ({{limit}} of the daily limits). */
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    })
    .refine(({ code, reason }) => reason === undefined || (isErrorReason(reason) && isReasonOf(code, reason)), {
      path: ['reason'],
      message: 'Not a reason of this code',
    }),
})
export type ApiError = z.infer<typeof apiErrorSchema>
