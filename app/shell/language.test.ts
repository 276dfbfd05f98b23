import { describe, expect, it } from 'vitest'
import { toCookieHeader } from '#tests/support/cookies.ts'
import { languageCookie } from '#app/lib/cookies.ts'
import { readRequestLanguage } from './language.ts'

function requestWith(headers: Record<string, string>): Request {
  return new Request('http://localhost/', { headers })
}

describe('request language', () => {
  it('prefers the cookie over Accept-Language', async () => {
    const hindi = await toCookieHeader(languageCookie, 'hi')
    const english = await toCookieHeader(languageCookie, 'en')
    expect(await readRequestLanguage(requestWith({ cookie: `a=1; ${hindi}`, 'accept-language': 'en-IN' }))).toBe('hi')
    expect(await readRequestLanguage(requestWith({ cookie: english, 'accept-language': 'hi' }))).toBe('en')
  })

  it('negotiates from Accept-Language when no choice is stored, and reads unknown languages as English', async () => {
    expect(await readRequestLanguage(requestWith({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }))).toBe('hi')
    expect(await readRequestLanguage(requestWith({}))).toBe('en')
    expect(await readRequestLanguage(requestWith({ cookie: await toCookieHeader(languageCookie, 'ta') }))).toBe('en')
  })

  it('lets Accept-Language decide when the cookie cannot be read (an older or altered value)', async () => {
    const request = requestWith({ cookie: `${languageCookie.name}=hi`, 'accept-language': 'hi-IN' })
    expect(await readRequestLanguage(request)).toBe('hi')
    expect(await readRequestLanguage(requestWith({ cookie: `${languageCookie.name}=%%%` }))).toBe('en')
  })

  it('writes a site-wide, year-long, Lax cookie named jy_language', async () => {
    const setCookie = await languageCookie.serialize('hi')
    const [pair = '', ...attributes] = setCookie.split('; ')
    expect(pair.startsWith('jy_language=')).toBe(true)
    expect(attributes.sort()).toEqual(['Max-Age=31536000', 'Path=/', 'SameSite=Lax'])
  })
})
