import { negotiateLanguage, type SupportedLanguage } from '#app/i18n/languages.ts'
import { readLanguageCookie } from '#app/lib/cookies.ts'

/** The language a request asks for: the stored choice, else the browser's Accept-Language. */
export async function readRequestLanguage(request: Request): Promise<SupportedLanguage> {
  const stored = await readLanguageCookie(request.headers.get('cookie'))
  return stored ?? negotiateLanguage(request.headers.get('accept-language'))
}
