import { describe, expect, it } from 'vitest'
import { LANGUAGE_COOKIE, readRequestLanguage, serializeLanguageCookie } from './language.ts'

function requestWith(headers: Record<string, string>): Request {
  return new Request('http://localhost/', { headers })
}

describe('request language', () => {
  it('prefers the cookie over Accept-Language', () => {
    expect(readRequestLanguage(requestWith({ cookie: `a=1; ${LANGUAGE_COOKIE}=hi`, 'accept-language': 'en-IN' }))).toBe('hi')
    expect(readRequestLanguage(requestWith({ cookie: `${LANGUAGE_COOKIE}=en`, 'accept-language': 'hi' }))).toBe('en')
  })

  it('negotiates from Accept-Language when no choice is stored, and reads unknown cookies as English', () => {
    expect(readRequestLanguage(requestWith({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }))).toBe('hi')
    expect(readRequestLanguage(requestWith({}))).toBe('en')
    expect(readRequestLanguage(requestWith({ cookie: `${LANGUAGE_COOKIE}=ta` }))).toBe('en')
  })

  it('writes a site-wide, year-long, Lax cookie', () => {
    expect(serializeLanguageCookie('hi')).toBe(`${LANGUAGE_COOKIE}=hi; Path=/; Max-Age=31536000; SameSite=Lax`)
  })
})
