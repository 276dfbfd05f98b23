import {
  CONSENT_COOKIE,
  CONSENT_STORAGE_KEY,
  createConsentRecord,
  formatConsentCookie,
  parseConsentRecord,
  type ConsentChoices,
  type ConsentRecord,
} from '#core/analytics/consent.ts'

const ONE_YEAR_SECONDS = 31_536_000

/**
 * The reader's consent record in local storage (spec 001 §3) and its mirror in the `jy_consent`
 * cookie, which the server reads before it stores an analytics event. A record of another notice
 * version is discarded here: removed from both places, so the banner shows again.
 */
export function readStoredConsent(): ConsentRecord | null {
  const stored = safeRead(CONSENT_STORAGE_KEY)
  const record = parseConsentRecord(stored)
  if (record === null && stored !== null) forgetConsent()
  if (record === null && hasConsentCookie()) writeConsentCookie(null)
  // The server renders the banner when the cookie is missing (decision 032): put back one that expired or was cleared.
  if (record !== null && !hasConsentCookie()) writeConsentCookie(record.consent)
  return record
}

export function storeConsent(choices: Omit<ConsentChoices, 'necessary'>): ConsentRecord {
  const record = createConsentRecord(choices, new Date())
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record))
  } catch {
    // Storage full or blocked: the cookie still carries the choice for this visit.
  }
  writeConsentCookie(record.consent)
  return record
}

function forgetConsent(): void {
  try {
    localStorage.removeItem(CONSENT_STORAGE_KEY)
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

function safeRead(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function hasConsentCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${CONSENT_COOKIE}=`))
}

/** The cookie holds only the version and three flags: a necessary cookie (it records the choice itself). */
function writeConsentCookie(choices: ConsentChoices | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie =
    choices === null
      ? `${CONSENT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${CONSENT_COOKIE}=${formatConsentCookie(choices)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`
}
