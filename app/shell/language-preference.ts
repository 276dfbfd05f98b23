import { LANGUAGE_STORAGE_KEY, languageDirection, resolveLanguage, type SupportedLanguage } from '#app/i18n/languages.ts'

/**
 * The reader's language choice in this browser (browser only): kept where the spec keeps it, local
 * storage under 'language', and in the language cookie for the server. The cookie's code loads on
 * first use (a switch, or a stored choice to check), not with the page.
 */

const loadCookies = () => import('#app/lib/cookies.ts')

/**
 * Remembers the choice in local storage and the cookie, and sets the page's language and direction.
 * Resolves once the cookie is written, so loaders run after it see the new language.
 */
export async function persistLanguage(language: SupportedLanguage): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Storage can be full or blocked (private mode); the cookie still carries the choice.
  }
  document.documentElement.lang = language
  document.documentElement.dir = languageDirection(language)
  const { languageCookie } = await loadCookies()
  document.cookie = await languageCookie.serialize(language)
}

/** The language stored in this browser, if any. */
export function readStoredLanguage(): SupportedLanguage | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return stored ? resolveLanguage(stored) : null
  } catch {
    return null
  }
}

/** Whether the server will see a language choice from this browser. */
export async function hasLanguageCookie(): Promise<boolean> {
  const { readLanguageCookie } = await loadCookies()
  return (await readLanguageCookie(document.cookie)) !== null
}
