import { describe, expect, it } from 'vitest'
import {
  describeKeys,
  matchShortcut,
  SHORTCUT_ERROR_TOAST_MS,
  SHORTCUT_TOAST_MS,
  shortcutPath,
  shortcuts,
  type ShortcutKeyEvent,
} from './shortcuts.ts'

function press(code: string, modifiers: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent {
  return { code, key: '', altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...modifiers }
}

describe('keyboard shortcuts', () => {
  it('map Alt+H, S, D, R, F, P and Ctrl+/ as spec 000 §2 lists them', () => {
    expect(['KeyH', 'KeyS', 'KeyD', 'KeyR', 'KeyF', 'KeyP'].map((code) => matchShortcut(press(code, { altKey: true })))).toEqual([
      'home',
      'search',
      'dashboard',
      'resume',
      'favorites',
      'pricing',
    ])
    expect(matchShortcut(press('Slash', { ctrlKey: true, key: '/' }))).toBe('help')
    // A layout where '/' is Shift+7 reports the key, not the code.
    expect(matchShortcut(press('Digit7', { ctrlKey: true, shiftKey: true, key: '/' }))).toBe('help')
  })

  it('match the physical key, so macOS Option letters still work', () => {
    expect(matchShortcut(press('KeyH', { altKey: true, key: '˙' }))).toBe('home')
  })

  it('leave other combinations alone', () => {
    expect(matchShortcut(press('KeyH'))).toBeNull()
    expect(matchShortcut(press('KeyH', { altKey: true, shiftKey: true }))).toBeNull()
    expect(matchShortcut(press('KeyH', { altKey: true, ctrlKey: true }))).toBeNull()
    expect(matchShortcut(press('KeyH', { altKey: true, metaKey: true }))).toBeNull()
    expect(matchShortcut(press('KeyX', { altKey: true }))).toBeNull()
    expect(matchShortcut(press('Slash', { key: '/' }))).toBeNull()
  })

  it('list Ctrl+Shift+E without handling it: the error monitoring owns it', () => {
    expect(matchShortcut(press('KeyE', { ctrlKey: true, shiftKey: true }))).toBeNull()
    const listed = shortcuts.find((shortcut) => shortcut.id === 'errorDashboard')
    expect(listed && describeKeys(listed.keys)).toBe('Ctrl + Shift + E')
    expect(shortcuts.map((shortcut) => describeKeys(shortcut.keys))).toEqual([
      'Alt + H',
      'Alt + S',
      'Alt + D',
      'Alt + R',
      'Alt + F',
      'Alt + P',
      'Ctrl + /',
      'Ctrl + Shift + E',
    ])
  })

  it('lead where spec 000 §2 says, Alt+D to /auth when signed out', () => {
    expect(shortcutPath('home', false)).toBe('/')
    expect(shortcutPath('dashboard', true)).toBe('/dashboard')
    expect(shortcutPath('dashboard', false)).toBe('/auth')
    expect(shortcutPath('resume', true)).toBe('/resume-builder')
    expect(shortcutPath('favorites', true)).toBe('/favorites')
    expect(shortcutPath('pricing', false)).toBe('/pricing')
    expect(shortcutPath('search', true)).toBeNull()
  })

  it('toast for 2 s, errors for 3 s', () => {
    expect([SHORTCUT_TOAST_MS, SHORTCUT_ERROR_TOAST_MS]).toEqual([2000, 3000])
  })
})
