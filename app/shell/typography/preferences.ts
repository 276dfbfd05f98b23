/**
 * Typography and accessibility preferences (spec 000 §3 and §9, spec 001 §3 and §9 "Typography and
 * accessibility"): font size 12–24 px (16), line height 1.2–2 (1.5), letter spacing −1 to 3 px,
 * word spacing, the families system-ui, serif, mono, dyslexia and readable, font weight, contrast
 * normal, high or low, reduced motion and read-aloud. The colour scheme is the theme's preference
 * (theme.ts, under its own key). Kept in local storage and applied as attributes and custom
 * properties on <html>, which the typography section of app.css reads; a value at its default sets
 * nothing, so a reader who changed nothing gets the page exactly as designed.
 */

export const TYPOGRAPHY_STORAGE_KEY = 'typography'

export const fontFamilies = ['system-ui', 'serif', 'mono', 'dyslexia', 'readable'] as const
export type FontFamily = (typeof fontFamilies)[number]
export const contrastLevels = ['normal', 'high', 'low'] as const
export type Contrast = (typeof contrastLevels)[number]
export const fontWeights = [300, 400, 500, 600, 700] as const

export const typographyLimits = {
  fontSize: { min: 12, max: 24, step: 1 },
  lineHeight: { min: 1.2, max: 2, step: 0.1 },
  letterSpacing: { min: -1, max: 3, step: 0.5 },
  /** The spec names word spacing without a range: 0 to 8 px keeps a line readable. */
  wordSpacing: { min: 0, max: 8, step: 1 },
  fontWeight: { min: 300, max: 700, step: 100 },
} as const

export type NumericPreference = keyof typeof typographyLimits

export interface TypographyPreferences {
  fontSize: number
  lineHeight: number
  letterSpacing: number
  wordSpacing: number
  fontWeight: number
  fontFamily: FontFamily
  contrast: Contrast
  /** Wider letters and words and the dyslexia-friendly family, whatever family is chosen. */
  dyslexiaFriendly: boolean
  reducedMotion: boolean
  /** Double-click reads text aloud (off by default). */
  readAloud: boolean
}

export const defaultTypography: TypographyPreferences = {
  fontSize: 16,
  lineHeight: 1.5,
  letterSpacing: 0,
  wordSpacing: 0,
  fontWeight: 400,
  fontFamily: 'system-ui',
  contrast: 'normal',
  dyslexiaFriendly: false,
  reducedMotion: false,
  readAloud: false,
}

function clampToLimits(name: NumericPreference, value: unknown): number {
  const { min, max, step } = typographyLimits[name]
  if (typeof value !== 'number' || !Number.isFinite(value)) return defaultTypography[name]
  const stepped = Math.round((value - min) / step) * step + min
  return Math.min(max, Math.max(min, Math.round(stepped * 100) / 100))
}

function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return options.find((option) => option === value) ?? fallback
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Any stored value as valid preferences: numbers clamped to their ranges, unknown values at their defaults. */
export function normalizeTypography(value: unknown): TypographyPreferences {
  const stored = isRecord(value) ? value : {}
  return {
    fontSize: clampToLimits('fontSize', stored.fontSize),
    lineHeight: clampToLimits('lineHeight', stored.lineHeight),
    letterSpacing: clampToLimits('letterSpacing', stored.letterSpacing),
    wordSpacing: clampToLimits('wordSpacing', stored.wordSpacing),
    fontWeight: clampToLimits('fontWeight', stored.fontWeight),
    fontFamily: oneOf(fontFamilies, stored.fontFamily, defaultTypography.fontFamily),
    contrast: oneOf(contrastLevels, stored.contrast, defaultTypography.contrast),
    dyslexiaFriendly: stored.dyslexiaFriendly === true,
    reducedMotion: stored.reducedMotion === true,
    readAloud: stored.readAloud === true,
  }
}

/** The preferences stored in this browser, or the defaults. Browser only. */
export function readTypography(): TypographyPreferences {
  try {
    const stored = window.localStorage.getItem(TYPOGRAPHY_STORAGE_KEY)
    return normalizeTypography(stored === null ? null : JSON.parse(stored))
  } catch {
    return defaultTypography
  }
}

export function storeTypography(preferences: TypographyPreferences): void {
  try {
    window.localStorage.setItem(TYPOGRAPHY_STORAGE_KEY, JSON.stringify(preferences))
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
}

export function clearTypography(): void {
  try {
    window.localStorage.removeItem(TYPOGRAPHY_STORAGE_KEY)
  } catch {
    // Blocked storage: nothing was stored.
  }
}

/**
 * What <html> carries for the preferences: data attributes the CSS switches on, and the custom
 * properties that hold the numbers. Defaults are left out.
 */
export function typographyAttributes(preferences: TypographyPreferences): {
  attributes: Record<string, string>
  properties: Record<string, string>
} {
  const attributes: Record<string, string> = {}
  const properties: Record<string, string> = {}
  if (preferences.fontSize !== defaultTypography.fontSize) {
    attributes['data-jy-font-size'] = ''
    properties['--jy-font-size'] = `${preferences.fontSize}px`
  }
  if (preferences.lineHeight !== defaultTypography.lineHeight) {
    attributes['data-jy-line-height'] = ''
    properties['--jy-line-height'] = String(preferences.lineHeight)
  }
  if (preferences.letterSpacing !== defaultTypography.letterSpacing) {
    attributes['data-jy-letter-spacing'] = ''
    properties['--jy-letter-spacing'] = `${preferences.letterSpacing}px`
  }
  if (preferences.wordSpacing !== defaultTypography.wordSpacing) {
    attributes['data-jy-word-spacing'] = ''
    properties['--jy-word-spacing'] = `${preferences.wordSpacing}px`
  }
  if (preferences.fontWeight !== defaultTypography.fontWeight) {
    attributes['data-jy-font-weight'] = ''
    properties['--jy-font-weight'] = String(preferences.fontWeight)
  }
  if (preferences.fontFamily !== defaultTypography.fontFamily) attributes['data-jy-font-family'] = preferences.fontFamily
  if (preferences.contrast !== defaultTypography.contrast) attributes['data-jy-contrast'] = preferences.contrast
  if (preferences.dyslexiaFriendly) attributes['data-jy-dyslexia'] = ''
  if (preferences.reducedMotion) attributes['data-jy-reduced-motion'] = ''
  return { attributes, properties }
}

const ATTRIBUTE_NAMES = [
  'data-jy-font-size',
  'data-jy-line-height',
  'data-jy-letter-spacing',
  'data-jy-word-spacing',
  'data-jy-font-weight',
  'data-jy-font-family',
  'data-jy-contrast',
  'data-jy-dyslexia',
  'data-jy-reduced-motion',
] as const
const PROPERTY_NAMES = ['--jy-font-size', '--jy-line-height', '--jy-letter-spacing', '--jy-word-spacing', '--jy-font-weight'] as const

/** What applyTypography touches of <html>. */
export type TypographyRoot = Pick<HTMLElement, 'setAttribute' | 'removeAttribute'> & {
  style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'>
}

/** Shows the preferences at once, without a reload. */
export function applyTypography(preferences: TypographyPreferences, root: TypographyRoot = document.documentElement): void {
  const { attributes, properties } = typographyAttributes(preferences)
  for (const name of ATTRIBUTE_NAMES) {
    const value = attributes[name]
    if (value === undefined) root.removeAttribute(name)
    else root.setAttribute(name, value)
  }
  for (const name of PROPERTY_NAMES) {
    const value = properties[name]
    if (value === undefined) root.style.removeProperty(name)
    else root.style.setProperty(name, value)
  }
}

/**
 * Runs in <head> before the first paint (with the theme's script), so stored preferences show
 * from the first frame instead of jumping in after hydration. It cannot import, so it mirrors
 * normalizeTypography + applyTypography in plain ES5 (the defaults and limits are these constants);
 * preferences.test.ts runs both on the same stored values and expects the same <html>.
 */
export const typographyInitScript = `(function(){try{var s=localStorage.getItem(${JSON.stringify(TYPOGRAPHY_STORAGE_KEY)});if(!s)return;var d=${JSON.stringify(defaultTypography)};var l=${JSON.stringify(typographyLimits)};var f=${JSON.stringify(fontFamilies)};var c=${JSON.stringify(contrastLevels)};var v=JSON.parse(s);if(!v||typeof v!=='object')return;var r=document.documentElement;function n(k){var m=l[k],x=v[k];if(typeof x!=='number'||!isFinite(x))return d[k];x=Math.round((x-m.min)/m.step)*m.step+m.min;return Math.min(m.max,Math.max(m.min,Math.round(x*100)/100))}var u={'font-size':['fontSize','px'],'line-height':['lineHeight',''],'letter-spacing':['letterSpacing','px'],'word-spacing':['wordSpacing','px'],'font-weight':['fontWeight','']};for(var a in u){var x=n(u[a][0]);if(x!==d[u[a][0]]){r.setAttribute('data-jy-'+a,'');r.style.setProperty('--jy-'+a,x+u[a][1])}}if(f.indexOf(v.fontFamily)>0)r.setAttribute('data-jy-font-family',v.fontFamily);if(c.indexOf(v.contrast)>0)r.setAttribute('data-jy-contrast',v.contrast);if(v.dyslexiaFriendly===true)r.setAttribute('data-jy-dyslexia','');if(v.reducedMotion===true)r.setAttribute('data-jy-reduced-motion','')}catch(e){}})()`
