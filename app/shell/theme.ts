/**
 * Theme of spec 000 §2 "Theme" and 001 §4: light, dark or system, kept in local storage under the
 * 'theme' key; with nothing stored it follows the operating system. The class `dark` on <html>
 * switches the colour tokens of app.css.
 */

export const THEME_STORAGE_KEY = 'theme'
export const themePreferences = ['light', 'dark', 'system'] as const
export type ThemePreference = (typeof themePreferences)[number]
export type ResolvedTheme = 'light' | 'dark'

const DARK_CLASS = 'dark'
const DARK_QUERY = '(prefers-color-scheme: dark)'

export function isThemePreference(value: unknown): value is ThemePreference {
  return themePreferences.some((preference) => preference === value)
}

export function resolveTheme(preference: ThemePreference, prefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return prefersDark ? 'dark' : 'light'
  return preference
}

/** The header toggle flips only between light and dark (spec): from whatever is showing now. */
export function flipTheme(current: ResolvedTheme): ResolvedTheme {
  return current === 'dark' ? 'light' : 'dark'
}

/**
 * Runs in <head> before the first paint, so a dark-mode reader never sees a white flash. Kept tiny
 * and self-contained (it cannot import); it mirrors readThemePreference + resolveTheme below.
 */
export const themeInitScript = `(function(){try{var p=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});var d=p==='dark'||(p!=='light'&&window.matchMedia(${JSON.stringify(DARK_QUERY)}).matches);document.documentElement.classList.toggle(${JSON.stringify(DARK_CLASS)},d)}catch(e){}})()`

/** The stored preference; 'system' when nothing valid is stored. Browser only. */
export function readThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY)
    return isThemePreference(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

export function watchSystemScheme(onChange: (prefersDark: boolean) => void): () => void {
  const query = window.matchMedia(DARK_QUERY)
  const listener = (event: MediaQueryListEvent) => onChange(event.matches)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

export function readAppliedTheme(): ResolvedTheme {
  return document.documentElement.classList.contains(DARK_CLASS) ? 'dark' : 'light'
}

export function applyTheme(theme: ResolvedTheme): void {
  document.documentElement.classList.toggle(DARK_CLASS, theme === 'dark')
}

export function storeThemePreference(preference: ThemePreference): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, preference)
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
}

const themeListeners = new Set<() => void>()

function notifyThemeListeners(): void {
  for (const listener of themeListeners) listener()
}

/**
 * For useSyncExternalStore: calls back when the theme shown changes, by the toggle or, while the
 * reader has made no choice, by the operating system.
 */
export function subscribeToTheme(onChange: () => void): () => void {
  themeListeners.add(onChange)
  const stopWatching = watchSystemScheme((prefersDark) => {
    if (readThemePreference() !== 'system') return
    applyTheme(prefersDark ? 'dark' : 'light')
    notifyThemeListeners()
  })
  return () => {
    themeListeners.delete(onChange)
    stopWatching()
  }
}

/** Stores and shows the theme the reader picked with the header toggle. */
export function chooseTheme(theme: ResolvedTheme): void {
  storeThemePreference(theme)
  applyTheme(theme)
  notifyThemeListeners()
}

/** Stores and shows the colour scheme picked in the typography panel, where 'system' is offered too. */
export function chooseThemePreference(preference: ThemePreference): void {
  storeThemePreference(preference)
  applyTheme(resolveTheme(preference, window.matchMedia(DARK_QUERY).matches))
  notifyThemeListeners()
}
