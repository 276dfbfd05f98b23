import { href } from 'react-router'
import { AUTH_PATH, DASHBOARD_PATH } from '#app/features/auth/index.ts'
import { FAVORITES_PATH, PRICING_PATH, RESUME_BUILDER_PATH } from './nav-items.ts'

/**
 * The keyboard shortcuts of spec 000 §2 "Navigation behaviour and shortcuts". Alt+letter matches the
 * physical key (`code`), so it works on layouts and systems where Alt changes the typed character
 * (macOS Option+H is '˙'). Ctrl+Shift+E opens the error dashboard, which the error monitoring owns:
 * it is listed in the help but not handled here.
 */
export type ShortcutId = 'home' | 'search' | 'dashboard' | 'resume' | 'favorites' | 'pricing' | 'help' | 'errorDashboard'

export interface ShortcutKeys {
  alt: boolean
  ctrl: boolean
  shift: boolean
  /** KeyboardEvent.code of the key. */
  code: string
  /** How the key is written in the help, after the modifiers. */
  keyLabel: string
}

export interface Shortcut {
  id: ShortcutId
  keys: ShortcutKeys
  /** False for a shortcut another part of the shell handles; it is only listed. */
  isHandledHere: boolean
}

function alt(letter: string): ShortcutKeys {
  return { alt: true, ctrl: false, shift: false, code: `Key${letter}`, keyLabel: letter }
}

export const shortcuts: readonly Shortcut[] = [
  { id: 'home', keys: alt('H'), isHandledHere: true },
  { id: 'search', keys: alt('S'), isHandledHere: true },
  { id: 'dashboard', keys: alt('D'), isHandledHere: true },
  { id: 'resume', keys: alt('R'), isHandledHere: true },
  { id: 'favorites', keys: alt('F'), isHandledHere: true },
  { id: 'pricing', keys: alt('P'), isHandledHere: true },
  { id: 'help', keys: { alt: false, ctrl: true, shift: false, code: 'Slash', keyLabel: '/' }, isHandledHere: true },
  { id: 'errorDashboard', keys: { alt: false, ctrl: true, shift: true, code: 'KeyE', keyLabel: 'E' }, isHandledHere: false },
]

/** Spec 000 §2: shortcut toasts last 2 s, 3 s for errors. */
export const SHORTCUT_TOAST_MS = 2000
export const SHORTCUT_ERROR_TOAST_MS = 3000

export type ShortcutKeyEvent = Pick<KeyboardEvent, 'code' | 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>

/**
 * The shortcut a key press means, or null. Only the shortcuts handled here answer; Ctrl+/ also answers
 * to a '/' typed with Shift (layouts where '/' is a shifted key report Shift and the key '/').
 */
export function matchShortcut(event: ShortcutKeyEvent): ShortcutId | null {
  if (event.metaKey) return null
  for (const shortcut of shortcuts) {
    if (!shortcut.isHandledHere) continue
    const { keys } = shortcut
    if (keys.code === 'Slash') {
      if (event.ctrlKey && !event.altKey && (event.code === 'Slash' || event.key === '/')) return shortcut.id
      continue
    }
    if (event.code === keys.code && event.altKey === keys.alt && event.ctrlKey === keys.ctrl && event.shiftKey === keys.shift) {
      return shortcut.id
    }
  }
  return null
}

/** The help's spelling of a shortcut: 'Alt + H', 'Ctrl + Shift + E'. */
export function describeKeys(keys: ShortcutKeys): string {
  return [keys.ctrl ? 'Ctrl' : null, keys.alt ? 'Alt' : null, keys.shift ? 'Shift' : null, keys.keyLabel].filter(Boolean).join(' + ')
}

/** Where a navigating shortcut leads; Alt+D goes to /auth when signed out (spec 000 §2). */
export function shortcutPath(id: ShortcutId, isSignedIn: boolean): string | null {
  switch (id) {
    case 'home':
      return href('/')
    case 'dashboard':
      return isSignedIn ? DASHBOARD_PATH : AUTH_PATH
    case 'resume':
      return RESUME_BUILDER_PATH
    case 'favorites':
      return FAVORITES_PATH
    case 'pricing':
      return PRICING_PATH
    case 'search':
    case 'help':
    case 'errorDashboard':
      return null
  }
}

/**
 * Whether the key press happens while typing: in a text field, a select or editable text the Alt
 * shortcuts stay out of the way (Alt+letter types characters on many layouts); Ctrl+/ still answers.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  if (!(target instanceof HTMLInputElement)) return false
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(target.type)
}

/**
 * The shortcut a key press should run where it happened, or null: what `matchShortcut` says, except
 * the Alt shortcuts while typing, and presses another handler already took or a held key repeats.
 */
export function readShortcut(event: ShortcutKeyEvent & Pick<KeyboardEvent, 'defaultPrevented' | 'repeat' | 'target'>): ShortcutId | null {
  if (event.defaultPrevented || event.repeat) return null
  const id = matchShortcut(event)
  if (id === null) return null
  if (id !== 'help' && isTypingTarget(event.target)) return null
  return id
}
