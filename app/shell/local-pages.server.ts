import { AppError } from '#server/lib/app-error.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'

/** Pages for trying the app locally answer 404 unless APP_ENV is unset (RequestContext.areLocalPagesEnabled). */
export function requireLocalPages(context: RequestContext): void {
  if (!context.areLocalPagesEnabled) throw new AppError('NOT_FOUND')
}
