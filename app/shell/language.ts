import { LANGUAGE_STORAGE_KEY, languageDirection, negotiateLanguage, resolveLanguage, type SupportedLanguage } from '#app/i18n/languages.ts'
import { readCookie } from '#app/lib/cookies.ts'

/**
 * The cookie that carries the reader's language to the server, so the first HTML is already in it
 * (local storage, where the spec keeps the choice, is invisible to the server). It holds only 'en'
 * or 'hi': not personal data, so it needs no consent.
 */
export const LANGUAGE_COOKIE = 'jy_language'

const ONE_YEAR_SECONDS = 31_536_000

/** The language a request asks for: the stored choice, else the browser's Accept-Language. */
export function readRequestLanguage(request: Request): SupportedLanguage {
  const stored = readCookie(request.headers.get('cookie'), LANGUAGE_COOKIE)
  if (stored) return resolveLanguage(stored)
  return negotiateLanguage(request.headers.get('accept-language'))
}

export function serializeLanguageCookie(language: SupportedLanguage): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`
}

/**
 * Remembers the choice where the spec keeps it (local storage, key 'language') and in the cookie
 * for the server, and sets the page's language and direction. Browser only.
 */
export function persistLanguage(language: SupportedLanguage): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Storage can be full or blocked (private mode); the cookie still carries the choice.
  }
  document.cookie = serializeLanguageCookie(language)
  document.documentElement.lang = language
  document.documentElement.dir = languageDirection(language)
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

export function hasLanguageCookie(): boolean {
  return readCookie(document.cookie, LANGUAGE_COOKIE) !== undefined
}
