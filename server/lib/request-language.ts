import { Buffer } from 'node:buffer'
import { parse } from 'hono/utils/cookie'

/**
 * The language a request asks for, read on the server outside the pages (the pages read it in
 * app/shell/language.ts): the `jy_language` cookie the language switcher writes (React Router's
 * createCookie stores the JSON string base64-encoded), else the first of Hindi or English the
 * browser accepts, else English. The product keeps a person's choice in their browser only, so the
 * request is where the server learns it: a message is written in the language of the request that
 * caused it (decision 036), and the local Google consent page is shown in it.
 */

export const languages = ['en', 'hi'] as const
export type Language = (typeof languages)[number]

export const LANGUAGE_COOKIE = 'jy_language'

export function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language === value)
}

export function readRequestLanguage(headers: Headers | null | undefined): Language {
  const cookies = parse(headers?.get('cookie') ?? '', LANGUAGE_COOKIE)
  return readLanguage(cookies[LANGUAGE_COOKIE], headers?.get('accept-language') ?? undefined)
}

/** The language of a `jy_language` cookie value, else of an Accept-Language header. */
export function readLanguage(cookieValue: string | undefined, acceptLanguage: string | undefined): Language {
  if (cookieValue) {
    try {
      const stored: unknown = JSON.parse(Buffer.from(cookieValue, 'base64').toString('utf8'))
      if (isLanguage(stored)) return stored
    } catch {
      // An unreadable cookie falls through to the browser's languages.
    }
  }
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.trim().split(';')
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
      return { primary: tag.toLowerCase().split('-')[0] ?? '', weight: q === undefined ? 1 : Number(q.slice(2)) || 0 }
    })
    .filter((entry) => entry.weight > 0 && isLanguage(entry.primary))
    .sort((a, b) => b.weight - a.weight)
  return ranked[0]?.primary === 'hi' ? 'hi' : 'en'
}
