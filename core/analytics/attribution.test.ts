import { describe, expect, it } from 'vitest'
import { parseAttribution, pickFirstTouch, readAttribution } from './attribution.ts'

const now = new Date('2026-11-24T08:00:00.000Z')

describe('UTM attribution', () => {
  it('reads the five UTM parameters, the landing path without its query, and the referrer origin', () => {
    const url = new URL('https://jobyatra.example/jobs?utm_source=newsletter&utm_medium=email&utm_campaign=diwali&q=asha')
    expect(readAttribution(url, 'https://mail.example.com/inbox/123?user=asha', now)).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'diwali',
      utm_term: null,
      utm_content: null,
      timestamp: '2026-11-24T08:00:00.000Z',
      landing_page: '/jobs',
      referrer: 'https://mail.example.com',
    })
  })

  it('records nothing for a visit without a campaign', () => {
    expect(readAttribution(new URL('https://jobyatra.example/?q=data'), 'https://google.com/', now)).toBeNull()
  })

  it('keeps the first touch', () => {
    const first = readAttribution(new URL('https://jobyatra.example/?utm_source=first'), '', now)
    const second = readAttribution(new URL('https://jobyatra.example/?utm_source=second'), '', now)
    expect(pickFirstTouch(first, second)?.utm_source).toBe('first')
    expect(pickFirstTouch(null, second)?.utm_source).toBe('second')
  })

  it('reads back a stored record and refuses a malformed one', () => {
    const record = readAttribution(new URL('https://jobyatra.example/pricing?utm_source=x'), '', now)
    expect(parseAttribution(JSON.stringify(record))).toEqual(record)
    expect(parseAttribution('{"utm_source":"x"}')).toBeNull()
    expect(parseAttribution('nope')).toBeNull()
  })
})
