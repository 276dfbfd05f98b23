import { createCookie } from 'react-router'

/**
 * Every cookie the app sets, each defined once with React Router's createCookie: its name, scope and
 * lifetime live here, and createCookie encodes and decodes its value. None is signed: none holds
 * more than a preference the reader can change at will.
 */

const ONE_YEAR_SECONDS = 31_536_000

/**
 * The reader's language, so the server renders the first HTML in it (local storage, where the spec
 * keeps the choice, is invisible to the server). It holds only 'en' or 'hi': not personal data, so
 * it needs no consent. Not HttpOnly: the language switcher writes it in the browser.
 */
export const languageCookie = createCookie('jy_language', { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' })
