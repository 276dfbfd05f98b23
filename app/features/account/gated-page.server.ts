import type { ParseKeys } from '#app/i18n/translator.ts'
import { gatePage } from '#app/features/auth/index.server.ts'
import type { SupportedLanguage } from '#app/i18n/languages.ts'
import { createI18n } from '#app/i18n/setup.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { buildNotFoundTitle, withSiteName } from '#app/shell/site-name.ts'
import type { Viewer } from '#server/features/auth/index.ts'

export type AccountTitleKey = ParseKeys<'account'> & `meta.${string}`

/**
 * The start of every signed-in page's loader: the page gate (signed out → /auth and back after sign-in,
 * spec 000 §2; app/features/auth/page-gate.server.ts), then what the page needs to name itself in the
 * reader's language.
 */
export async function openGatedPage(
  request: Request,
  context: RequestContext,
): Promise<{ viewer: Viewer; language: SupportedLanguage; titleFor(key: AccountTitleKey, values?: { title: string }): string }> {
  const { viewer } = await gatePage(request, context, 'signed-in')
  const language = await readRequestLanguage(request)
  const t = createI18n(language).getFixedT('account', language)
  return { viewer, language, titleFor: (key, values) => withSiteName(values ? t(key, values) : t(key)) }
}

/** A path under a signed-in page that names nothing: logged like every miss (spec 000 §2), and its 404 title. */
export async function notFoundPage(request: Request, context: RequestContext): Promise<{ title: string }> {
  context.logger.warn({ path: new URL(request.url).pathname }, 'page not found')
  const { t } = createI18n(await readRequestLanguage(request))
  return { title: buildNotFoundTitle(t) }
}
