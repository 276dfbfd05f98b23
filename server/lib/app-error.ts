import type { ErrorCode } from '#core/errors/codes.ts'

export interface FieldIssue {
  path: string
  message: string
}

/** The one error type services throw; server/lib/error-handler.ts turns it into the wire shape and status. */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly fields: FieldIssue[] | undefined

  constructor(code: ErrorCode, message?: string, options?: { fields?: FieldIssue[]; cause?: unknown }) {
    super(message ?? code, options?.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'AppError'
    this.code = code
    this.fields = options?.fields
  }
}
