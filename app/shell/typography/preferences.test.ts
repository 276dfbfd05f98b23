import { describe, expect, it } from 'vitest'
import {
  applyTypography,
  defaultTypography,
  normalizeTypography,
  TYPOGRAPHY_STORAGE_KEY,
  typographyAttributes,
  typographyInitScript,
  type TypographyPreferences,
} from './preferences.ts'

/** A stand-in <html>: the attributes and inline custom properties the script and applyTypography set. */
function createRoot() {
  const attributes = new Map<string, string>()
  const properties = new Map<string, string>()
  return {
    attributes,
    properties,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
    style: {
      setProperty: (name: string, value: string) => properties.set(name, value),
      removeProperty: (name: string) => {
        const value = properties.get(name) ?? ''
        properties.delete(name)
        return value
      },
    },
  }
}

function runInitScript(stored: string | null) {
  const root = createRoot()
  const localStorage = { getItem: (key: string) => (key === TYPOGRAPHY_STORAGE_KEY ? stored : null) }
  new Function('localStorage', 'document', typographyInitScript)(localStorage, { documentElement: root })
  return { attributes: Object.fromEntries(root.attributes), properties: Object.fromEntries(root.properties) }
}

function parseStored(stored: string | null): unknown {
  try {
    return stored === null ? null : JSON.parse(stored)
  } catch {
    return null
  }
}

describe('typography preferences', () => {
  it('has the spec defaults: 16 px, line height 1.5, system-ui, normal contrast, read-aloud off', () => {
    expect(defaultTypography).toMatchObject({
      fontSize: 16,
      lineHeight: 1.5,
      letterSpacing: 0,
      fontFamily: 'system-ui',
      contrast: 'normal',
      readAloud: false,
    })
  })

  it('clamps stored numbers to the spec ranges and drops unknown values', () => {
    const stored = normalizeTypography({
      fontSize: 40,
      lineHeight: 1,
      letterSpacing: -5,
      wordSpacing: 'wide',
      fontFamily: 'comic',
      contrast: 'high',
    })
    expect(stored).toMatchObject({
      fontSize: 24,
      lineHeight: 1.2,
      letterSpacing: -1,
      wordSpacing: 0,
      fontFamily: 'system-ui',
      contrast: 'high',
    })
    expect(normalizeTypography({ fontSize: 8, lineHeight: 2.6, letterSpacing: 9 })).toMatchObject({
      fontSize: 12,
      lineHeight: 2,
      letterSpacing: 3,
    })
    expect(normalizeTypography('garbage')).toEqual(defaultTypography)
  })

  it('sets nothing on the page for the defaults', () => {
    expect(typographyAttributes(defaultTypography)).toEqual({ attributes: {}, properties: {} })
  })

  it('applies and removes the preferences on <html> without a reload', () => {
    const root = createRoot()
    const larger: TypographyPreferences = {
      ...defaultTypography,
      fontSize: 20,
      fontFamily: 'dyslexia',
      contrast: 'high',
      reducedMotion: true,
    }
    applyTypography(larger, root)
    expect(Object.fromEntries(root.attributes)).toEqual({
      'data-jy-font-size': '',
      'data-jy-font-family': 'dyslexia',
      'data-jy-contrast': 'high',
      'data-jy-reduced-motion': '',
    })
    expect(Object.fromEntries(root.properties)).toEqual({ '--jy-font-size': '20px' })
    applyTypography(defaultTypography, root)
    expect(root.attributes.size + root.properties.size).toBe(0)
  })

  it.each([
    null,
    'not json',
    '[]',
    JSON.stringify(defaultTypography),
    JSON.stringify({ fontSize: 20, lineHeight: 1.8, letterSpacing: 1.5, wordSpacing: 4, fontWeight: 600 }),
    JSON.stringify({ fontSize: 99, lineHeight: 0.5, letterSpacing: -3, fontFamily: 'serif', contrast: 'low', dyslexiaFriendly: true }),
    JSON.stringify({ fontFamily: 'mono', contrast: 'unknown', reducedMotion: true, readAloud: true }),
  ])('the inline script sets what applyTypography would for stored %s', (stored) => {
    expect(runInitScript(stored)).toEqual(typographyAttributes(normalizeTypography(parseStored(stored))))
  })
})
