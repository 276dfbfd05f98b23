import { describe, expect, it } from 'vitest'
import {
  CONSENT_VERSION,
  createConsentRecord,
  formatConsentCookie,
  necessaryOnly,
  isConsentChosenIn,
  parseConsentCookie,
  parseConsentRecord,
} from './consent.ts'

const now = new Date('2026-11-24T08:00:00.000Z')

describe('consent record', () => {
  it('is version 1.0 with necessary always true', () => {
    expect(CONSENT_VERSION).toBe('1.0')
    expect(createConsentRecord({ analytics: true, marketing: false, functional: true }, now)).toEqual({
      consent: { analytics: true, marketing: false, functional: true, necessary: true },
      version: '1.0',
      timestamp: '2026-11-24T08:00:00.000Z',
    })
  })

  it('reads back what was stored', () => {
    const record = createConsentRecord({ analytics: false, marketing: true, functional: false }, now)
    expect(parseConsentRecord(JSON.stringify(record))).toEqual(record)
  })

  it('discards a record of another version, a malformed one, and none', () => {
    const record = createConsentRecord({ analytics: true, marketing: true, functional: true }, now)
    expect(parseConsentRecord(JSON.stringify({ ...record, version: '0.9' }))).toBeNull()
    expect(parseConsentRecord(JSON.stringify({ ...record, consent: { analytics: 'yes' } }))).toBeNull()
    expect(parseConsentRecord(JSON.stringify({ ...record, timestamp: 'yesterday' }))).toBeNull()
    expect(parseConsentRecord('{not json')).toBeNull()
    expect(parseConsentRecord(null)).toBeNull()
  })

  it('keeps necessary on even when a stored record says otherwise', () => {
    const record = { ...createConsentRecord({ analytics: false, marketing: false, functional: false }, now) }
    const tampered = JSON.stringify({ ...record, consent: { ...record.consent, necessary: false } })
    expect(parseConsentRecord(tampered)?.consent.necessary).toBe(true)
  })
})

describe('consent cookie', () => {
  it('carries the version and three flags', () => {
    const cookie = formatConsentCookie({ analytics: true, marketing: false, functional: true, necessary: true })
    expect(cookie).toBe('1.0.a1m0f1')
    expect(parseConsentCookie(cookie)).toEqual({ analytics: true, marketing: false, functional: true, necessary: true })
  })

  it('allows only necessary when missing, malformed or of another version', () => {
    expect(parseConsentCookie(undefined)).toEqual(necessaryOnly)
    expect(parseConsentCookie('yes')).toEqual(necessaryOnly)
    expect(parseConsentCookie('0.9.a1m1f1')).toEqual(necessaryOnly)
    expect(parseConsentCookie('1.0.a1m1f1x')).toEqual(necessaryOnly)
  })
})

describe('whether a request has chosen (the server renders the banner when not)', () => {
  it('finds a consent cookie of this version among the others', () => {
    expect(isConsentChosenIn('jy_language=hi; jy_consent=1.0.a0m0f0; other=1')).toBe(true)
    expect(isConsentChosenIn('jy_consent=1.0.a1m1f1')).toBe(true)
  })

  it('is false with no cookie, another version or a malformed value', () => {
    expect(isConsentChosenIn(null)).toBe(false)
    expect(isConsentChosenIn('jy_language=hi')).toBe(false)
    expect(isConsentChosenIn('jy_consent=0.9.a1m1f1')).toBe(false)
    expect(isConsentChosenIn('jy_consent=yes; not_jy_consent=1.0.a1m1f1')).toBe(false)
  })
})
