/**
 * The cookie-consent record of spec 001 §3 and §9: categories analytics, marketing and functional,
 * `necessary` always true, the notice version "1.0" and when the choice was made. Plain TypeScript
 * (no zod), so the consent banner and the server read it with the same few lines.
 */

/** Spec 001 §9 "Analytics": consent storage version 1.0. A record of another version is discarded. */
export const CONSENT_VERSION = '1.0'

/** Where the browser keeps the record (local storage, spec 001 §3) and the cookie the server reads it from. */
export const CONSENT_STORAGE_KEY = 'jy_consent'
export const CONSENT_COOKIE = 'jy_consent'

export const consentCategories = ['necessary', 'analytics', 'marketing', 'functional'] as const
export type ConsentCategory = (typeof consentCategories)[number]

export interface ConsentChoices {
  analytics: boolean
  marketing: boolean
  functional: boolean
  /** Spec 001 §5: the consent "necessary" choice cannot be turned off. */
  necessary: true
}

export interface ConsentRecord {
  consent: ConsentChoices
  version: string
  timestamp: string
}

/** Spec 000 §9: with no saved choice, only necessary is allowed. */
export const necessaryOnly: ConsentChoices = { analytics: false, marketing: false, functional: false, necessary: true }

export const allAccepted: ConsentChoices = { analytics: true, marketing: true, functional: true, necessary: true }

export function createConsentRecord(choices: Omit<ConsentChoices, 'necessary'>, now: Date): ConsentRecord {
  return {
    consent: { analytics: choices.analytics, marketing: choices.marketing, functional: choices.functional, necessary: true },
    version: CONSENT_VERSION,
    timestamp: now.toISOString(),
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A stored record, checked: null when it is missing, malformed or of another version (the banner is
 * shown again). `necessary` is true whatever was stored.
 */
export function parseConsentRecord(stored: string | null): ConsentRecord | null {
  if (stored === null) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(stored)
  } catch {
    return null
  }
  if (!isRecord(parsed) || parsed.version !== CONSENT_VERSION || typeof parsed.timestamp !== 'string') return null
  const { consent } = parsed
  if (!isRecord(consent)) return null
  const { analytics, marketing, functional } = consent
  if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean' || typeof functional !== 'boolean') return null
  if (Number.isNaN(Date.parse(parsed.timestamp))) return null
  return { consent: { analytics, marketing, functional, necessary: true }, version: CONSENT_VERSION, timestamp: parsed.timestamp }
}

/**
 * The consent cookie's value: the version and the three switchable categories as flags, e.g.
 * `1.0.a1m0f1`. Small, carries no identifier, and the server needs nothing more.
 */
export function formatConsentCookie(choices: ConsentChoices): string {
  const flag = (on: boolean) => (on ? '1' : '0')
  return `${CONSENT_VERSION}.a${flag(choices.analytics)}m${flag(choices.marketing)}f${flag(choices.functional)}`
}

/** The choices a consent cookie carries; necessary only when it is missing, malformed or of another version. */
export function parseConsentCookie(value: string | null | undefined): ConsentChoices {
  const match = /^(.+)\.a([01])m([01])f([01])$/.exec(value ?? '')
  if (!match || match[1] !== CONSENT_VERSION) return necessaryOnly
  return { analytics: match[2] === '1', marketing: match[3] === '1', functional: match[4] === '1', necessary: true }
}

/**
 * Whether a request's Cookie header holds a consent cookie of this notice version: without one the
 * server renders the consent banner in the page's HTML.
 */
export function isConsentChosenIn(cookieHeader: string | null): boolean {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === CONSENT_COOKIE && /^(.+)\.a[01]m[01]f[01]$/.exec(value ?? '')?.[1] === CONSENT_VERSION) return true
  }
  return false
}
