import type { ErrorCode } from '#core/errors/codes.ts'
import type { ErrorParams } from '#core/errors/describe-error.ts'
import type { ReasonOf } from '#core/errors/reasons.ts'

export interface FieldIssue {
  path: string
  message: string
}

export interface AppErrorOptions<Code extends ErrorCode> {
  /** What the refusal says more precisely, one of the code's reasons (core/errors/reasons.ts): its text is the answer's. */
  reason?: ReasonOf<Code>
  /** The values the text is filled with ({{limit}}). */
  params?: ErrorParams
  /** The invalid fields of a VALIDATION_* refusal. */
  fields?: FieldIssue[]
  /** For the developer reading the log: never sent, never shown. */
  detail?: string
  cause?: unknown
}

/**
 * The one error type services throw: `new AppError(code, { reason?, params?, fields?, detail?, cause? })`.
 * server/lib/error-handler.ts turns it into the wire shape and status, its `message` the English of the
 * code and reason (core/errors/describe-error.ts, decision 033): no thrower writes a user's text.
 */
export class AppError<Code extends ErrorCode = ErrorCode> extends Error {
  readonly code: Code
  readonly reason: ReasonOf<Code> | undefined
  readonly params: ErrorParams | undefined
  readonly fields: FieldIssue[] | undefined

  constructor(code: Code, options: AppErrorOptions<Code> = {}) {
    super(
      options.detail ?? (options.reason === undefined ? code : `${code}: ${options.reason}`),
      options.cause === undefined ? undefined : { cause: options.cause },
    )
    this.name = 'AppError'
    this.code = code
    this.reason = options.reason
    this.params = options.params
    this.fields = options.fields
  }
}
