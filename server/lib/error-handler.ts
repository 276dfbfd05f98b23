import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import type { ApiError } from '#core/errors/api-error.schema.ts'
import { codeForStatus, errorCatalogue } from '#core/errors/codes.ts'
import { englishMessage } from '#core/errors/error-text.server.ts'
import { AppError } from './app-error.ts'
import type { AppEnv } from './hono-env.ts'
import type { Logger } from './logger.ts'

export interface RenderedError {
  status: ContentfulStatusCode
  body: ApiError
}

/**
 * The one place that turns a thrown error into the wire shape `{ error: { code, message, retryable,
 * reason?, params?, fields? } }` (its message the English of the code and reason, decision 033)
 * and its HTTP status, and logs it: failures (5xx) as errors, refusals (4xx) as info. The API's error
 * handler and the page loaders' `serverRoute` (app/lib/server-route.server.ts) both answer with it.
 */
export function renderError(error: Error, logger: Logger | undefined): RenderedError {
  const appError = toAppError(error)
  const entry = errorCatalogue[appError.code]
  const status = httpStatus(entry.status)
  // Maintenance (staff's switch, decision 071) is a refusal the server chose, not a failure.
  if (status >= 500 && appError.code !== 'SERVER_MAINTENANCE') {
    logger?.error({ err: error, code: appError.code }, 'request failed')
  } else {
    logger?.info({ code: appError.code, reason: appError.reason, status, detail: detailOf(appError) }, 'request refused')
  }
  const body: ApiError = {
    error: {
      code: appError.code,
      message: englishMessage(appError),
      retryable: entry.retryable,
      ...(appError.reason === undefined ? {} : { reason: appError.reason }),
      ...(appError.params === undefined ? {} : { params: appError.params }),
      ...(appError.fields ? { fields: appError.fields } : {}),
    },
  }
  return { status, body }
}

/** The developer's words of a refusal, when the thrower gave more than its code and reason. */
function detailOf(error: AppError): string | undefined {
  return error.message === error.code || error.message === `${error.code}: ${error.reason}` ? undefined : error.message
}

/** Hono's onError for the whole app. */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  const { status, body } = renderError(error, c.get('logger'))
  return c.json(body, status)
}

export function handleApiNotFound(c: Context<AppEnv>): Response {
  return handleError(new AppError('NOT_FOUND'), c)
}

function toAppError(error: Error): AppError {
  if (error instanceof AppError) return error
  if (error instanceof z.ZodError) return validationError(error)
  if (error instanceof HTTPException) return new AppError(codeForStatus(error.status), { cause: error })
  return new AppError('SERVER_INTERNAL_ERROR', { cause: error })
}

/** A zod failure becomes a 400 naming each bad field, in the catalogue's validation code. */
export function validationError(error: z.ZodError): AppError {
  return new AppError('VALIDATION_INVALID_FORMAT', {
    fields: error.issues.map((issue) => ({
      path: issue.path.map(String).join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(',') : ''),
      message: issue.message,
    })),
  })
}

/** Browser-only codes carry status 0 in the catalogue; if one is ever thrown on the server it is a 500. */
function httpStatus(status: number): ContentfulStatusCode {
  return isContentfulStatus(status) ? status : 500
}

function isContentfulStatus(status: number): status is ContentfulStatusCode {
  return status >= 400 && status <= 599
}
