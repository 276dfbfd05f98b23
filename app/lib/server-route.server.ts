import { type RouterContextProvider } from 'react-router'
import { data } from 'react-router'
import { renderError } from '#server/lib/error-handler.ts'
import { requestContext, type RequestContext } from './request-context.server.ts'

/**
 * Every loader and action is written as `serverRoute((args, context) => …)`: it receives the request
 * context, and anything it throws takes the API's error path (server/lib/error-handler.ts): an
 * AppError, a zod error or an unexpected failure becomes the same `{ error: { code, message,
 * retryable, fields? } }` body and HTTP status as under /api, logged the same way, and reaches the
 * route's ErrorBoundary as a route error response. Responses React Router throws itself (redirect(),
 * data()) pass through untouched. So no loader writes its own try/catch.
 */
export function serverRoute<Args extends { context: Readonly<RouterContextProvider> }, Result>(
  handler: (args: Args, context: RequestContext) => Promise<Result> | Result,
): (args: Args) => Promise<Result> {
  return async (args) => {
    const context = args.context.get(requestContext)
    try {
      return await handler(args, context)
    } catch (error) {
      // Thrown responses (redirect(), data()) are not Errors; they are React Router's to handle.
      if (!(error instanceof Error)) throw error
      const rendered = renderError(error, context.logger)
      throw data(rendered.body, { status: rendered.status })
    }
  }
}
