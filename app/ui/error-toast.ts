import { errorCatalogue } from '#core/errors/codes.ts'
import type { ErrorObject } from '#core/errors/error-object.ts'
import type { Translate } from '#app/i18n/render.ts'
import { showToast } from './toast-store.ts'

/**
 * Toasts an error object (spec 001 §3): its message for the reader in their language, shown for its
 * severity's time (auth failures 8 s). `title` defaults to the message itself with no description.
 */
export function showErrorToast(t: Translate, error: Pick<ErrorObject, 'code' | 'userMessageKey'>, title?: string): number {
  const entry = errorCatalogue[error.code]
  const message = t(`common:${error.userMessageKey}`)
  return showToast({
    title: title ?? message,
    ...(title === undefined ? {} : { description: message }),
    type: 'error',
    severity: entry.severity,
    isAuthError: entry.category === 'auth',
  })
}
