import { createCookie } from 'react-router'
import { resolveLanguage, type SupportedLanguage } from '#app/i18n/languages.ts'

/**
 * Every cookie the app sets, each defined once with React Router's createCookie: its name, scope and
 * lifetime live here, and createCookie encodes and decodes its value. None is signed: none holds
 * more than a preference the reader can change at will.
 *
 * The browser imports this module only on use (app/shell/language-preference.ts): createCookie and
 * its encoding are about 2 kB of gzip that no page needs to show itself.
 */

const ONE_YEAR_SECONDS = 31_536_000

/**
 * The reader's language, so the server renders the first HTML in it (local storage, where the spec
 * keeps the choice, is invisible to the server). It holds only 'en' or 'hi': not personal data, so
 * it needs no consent. Not HttpOnly: the language switcher writes it in the browser. Marked pure so
 * a page's bundle that reaches this module only through a loader (which the browser never runs)
 * drops it.
 */
export const languageCookie = /* @__PURE__ */ createCookie('jy_language', { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' })

/**
 * The language a Cookie header stores: null when there is none, or a value createCookie cannot
 * decode (an older cookie), so the browser's Accept-Language decides and the switcher writes it anew.
 */
export async function readLanguageCookie(cookieHeader: string | null): Promise<SupportedLanguage | null> {
  const stored: unknown = await languageCookie.parse(cookieHeader)
  return typeof stored === 'string' ? resolveLanguage(stored) : null
}
