import { describe, expect, it } from 'vitest'
import { siteHref, splitMessageBody } from './mailbox.ts'

const origin = 'http://localhost:3000'

describe('splitMessageBody', () => {
  it('turns a link to our site on its own line into a link and keeps the rest as text', () => {
    const url = 'http://localhost:3000/api/auth/verify-email?token=a.b&callbackURL=%2Fdashboard'
    expect(splitMessageBody(`Hi Asha,\n\nConfirm:\n${url}\n\nThanks`, origin)).toEqual([
      { type: 'text', text: 'Hi Asha,\n\nConfirm:\n' },
      { type: 'link', text: url, href: url },
      { type: 'text', text: '\n\nThanks' },
    ])
  })

  it('leaves sentence punctuation outside the link', () => {
    expect(splitMessageBody('Open http://localhost:3000/settings.', origin)).toEqual([
      { type: 'text', text: 'Open ' },
      { type: 'link', text: 'http://localhost:3000/settings', href: 'http://localhost:3000/settings' },
      { type: 'text', text: '.' },
    ])
  })

  it('links a path of our site that stands on its own', () => {
    expect(splitMessageBody('Go to /dashboard now', origin)).toContainEqual({ type: 'link', text: '/dashboard', href: '/dashboard' })
  })

  it('keeps links to other sites and other schemes as text', () => {
    for (const body of [
      'See https://evil.example/login',
      'See http://localhost:3001/x',
      'See javascript:alert(1)',
      'See //evil.example/x',
      'See /\\evil.example',
      'See <a href="http://localhost:3000/">x</a>',
    ]) {
      expect(
        splitMessageBody(body, origin).filter((part) => part.type === 'link' && !part.href.startsWith('http://localhost:3000/')),
      ).toEqual([])
    }
    expect(splitMessageBody('See https://evil.example/login', origin)).toEqual([{ type: 'text', text: 'See https://evil.example/login' }])
  })
})

describe('siteHref', () => {
  it('accepts our origin and relative paths only', () => {
    expect(siteHref('https://jobyatra.in/auth', 'https://jobyatra.in')).toBe('https://jobyatra.in/auth')
    expect(siteHref('http://jobyatra.in/auth', 'https://jobyatra.in')).toBeNull()
    expect(siteHref('/auth', 'https://jobyatra.in')).toBe('/auth')
    expect(siteHref('//jobyatra.in.evil.example/', 'https://jobyatra.in')).toBeNull()
    expect(siteHref('data:text/html,hi', 'https://jobyatra.in')).toBeNull()
  })
})
