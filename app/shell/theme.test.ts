import { describe, expect, it } from 'vitest'
import { flipTheme, isThemePreference, resolveTheme, THEME_STORAGE_KEY, themeInitScript } from './theme.ts'

/** Runs the inline <head> script against a stand-in page with the given storage and OS preference. */
function runInitScript(stored: string | null, prefersDark: boolean, options: { isStorageBlocked?: boolean } = {}) {
  const classes = new Set<string>()
  const window = {
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && prefersDark }),
  }
  const localStorage = {
    getItem: (key: string) => {
      if (options.isStorageBlocked) throw new Error('SecurityError')
      return key === THEME_STORAGE_KEY ? stored : null
    },
  }
  const document = {
    documentElement: {
      classList: { toggle: (name: string, force: boolean) => (force ? classes.add(name) : classes.delete(name)) },
    },
  }
  new Function('window', 'localStorage', 'document', themeInitScript)(window, localStorage, document)
  return classes.has('dark')
}

describe('theme', () => {
  it('resolves system to the OS preference and keeps an explicit choice', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })

  it('flips only between light and dark', () => {
    expect(flipTheme('light')).toBe('dark')
    expect(flipTheme('dark')).toBe('light')
  })

  it('accepts only the three stored values', () => {
    expect(isThemePreference('system')).toBe(true)
    expect(isThemePreference('blue')).toBe(false)
    expect(isThemePreference(null)).toBe(false)
  })

  it.each([
    [null, true, true],
    [null, false, false],
    ['system', true, true],
    ['light', true, false],
    ['dark', false, true],
    ['garbage', true, true],
  ])('the inline script with stored %s and OS dark=%s sets dark=%s before paint', (stored, prefersDark, isDark) => {
    expect(runInitScript(stored, prefersDark)).toBe(isDark)
  })

  it('the inline script survives blocked storage', () => {
    expect(() => runInitScript(null, true, { isStorageBlocked: true })).not.toThrow()
  })
})
