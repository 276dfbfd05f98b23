import { createI18n } from '#app/i18n/setup.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { withSiteName } from '#app/shell/site-name.ts'
import { MAILBOX_SIZE } from '#server/features/notifications/index.ts'

/**
 * The data of /dev/mailbox. The notifications service answers NOT_FOUND where the mailbox does not
 * exist (a real provider for both e-mail and SMS, or APP_ENV=production), and serverRoute turns that
 * into the 404 page: the page is not hidden there, it is not there.
 */
export async function loadMailbox(request: Request, { services }: RequestContext) {
  const entries = await services.notifications.listMailbox()
  const { t } = createI18n(await readRequestLanguage(request))
  return { title: withSiteName(t('mailbox:metaTitle')), entries, limit: MAILBOX_SIZE }
}
