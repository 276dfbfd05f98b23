import { LANGUAGE_STORAGE_KEY, languageDirection, negotiateLanguage, resolveLanguage, type SupportedLanguage } from '#app/i18n/languages.ts'
import { languageCookie } from '#app/lib/cookies.ts'

/**
 * The language a Cookie header stores: null when there is none, or a value createCookie cannot
 * decode (an older cookie), so the browser's Accept-Language decides and the switcher writes it anew.
 */
async function readLanguageCookie(cookieHeader: string | null): Promise<SupportedLanguage | null> {
  const stored: unknown = await languageCookie.parse(cookieHeader)
  return typeof stored === 'string' ? resolveLanguage(stored) : null
}

/** The language a request asks for: the stored choice, else the browser's Accept-Language. */
export async function readRequestLanguage(request: Request): Promise<SupportedLanguage> {
  const stored = await readLanguageCookie(request.headers.get('cookie'))
  return stored ?? negotiateLanguage(request.headers.get('accept-language'))
}

/**
 * Remembers the choice where the spec keeps it (local storage, key 'language') and in the cookie
 * for the server, and sets the page's language and direction. Resolves once the cookie is written,
 * so loaders run after it see the new language. Browser only.
 */
export async function persistLanguage(language: SupportedLanguage): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Storage can be full or blocked (private mode); the cookie still carries the choice.
  }
  document.documentElement.lang = language
  document.documentElement.dir = languageDirection(language)
  document.cookie = await languageCookie.serialize(language)
}

/** The language stored in this browser, if any. Browser only. */
export function readStoredLanguage(): SupportedLanguage | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return stored ? resolveLanguage(stored) : null
  } catch {
    return null
  }
}

/** Whether the server will see a language choice from this browser. Browser only. */
export async function hasLanguageCookie(): Promise<boolean> {
  return (await readLanguageCookie(document.cookie)) !== null
}
