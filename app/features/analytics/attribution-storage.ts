import {
  ATTRIBUTION_STORAGE_KEY,
  parseAttribution,
  pickFirstTouch,
  readAttribution,
  type AttributionRecord,
} from '#core/analytics/attribution.ts'

/**
 * First-touch UTM attribution (spec 001 §3), kept in local storage. It is read and stored only once
 * analytics consent is given (it describes how the reader came: measurement, decision 029), and
 * attached to events only then. The landing URL is remembered in memory from the first page of the
 * visit, so a campaign link still counts when the reader accepts on a later page of the same visit.
 */
const landing = typeof window === 'undefined' ? null : { url: new URL(window.location.href), referrer: document.referrer }

export function rememberAttribution(now: Date): AttributionRecord | null {
  let stored: AttributionRecord | null
  try {
    stored = parseAttribution(localStorage.getItem(ATTRIBUTION_STORAGE_KEY))
  } catch {
    return null
  }
  if (stored !== null || landing === null) return stored
  const incoming = readAttribution(landing.url, landing.referrer, now)
  const kept = pickFirstTouch(stored, incoming)
  if (kept !== null) {
    try {
      localStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(kept))
    } catch {
      // Storage full or blocked: the record still rides on this visit's events.
    }
  }
  return kept
}

/** The attribution as event properties: only the fields it has. */
export function attributionProperties(record: AttributionRecord | null): Record<string, string> {
  if (record === null) return {}
  const properties: Record<string, string> = { landing_page: record.landing_page }
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith('utm_') && typeof value === 'string') properties[key] = value
  }
  if (record.referrer !== null) properties.referrer = record.referrer
  return properties
}
