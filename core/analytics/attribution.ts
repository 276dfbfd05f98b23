/**
 * The attribution record of spec 001 §3, stored locally at the first visit that brought one (first
 * touch): the UTM parameters, when, the landing page and the referrer.
 */

export const ATTRIBUTION_STORAGE_KEY = 'jy_attribution'

export const utmParameters = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
type UtmParameter = (typeof utmParameters)[number]

export type AttributionRecord = Record<UtmParameter, string | null> & {
  timestamp: string
  landing_page: string
  referrer: string | null
}

/** A UTM value longer than this is not a campaign name; it is cut rather than stored whole. */
export const ATTRIBUTION_VALUE_MAX = 200

/**
 * The attribution a landing URL carries: null when it has no UTM parameter (a visit without a
 * campaign records nothing). The landing page is the path alone, never the query string, which may
 * hold more than the campaign.
 */
export function readAttribution(url: URL, referrer: string, now: Date): AttributionRecord | null {
  const value = (name: UtmParameter) => {
    const raw = url.searchParams.get(name)?.trim()
    return raw ? raw.slice(0, ATTRIBUTION_VALUE_MAX) : null
  }
  const record: AttributionRecord = {
    utm_source: value('utm_source'),
    utm_medium: value('utm_medium'),
    utm_campaign: value('utm_campaign'),
    utm_term: value('utm_term'),
    utm_content: value('utm_content'),
    timestamp: now.toISOString(),
    landing_page: url.pathname,
    referrer: referrerOrigin(referrer),
  }
  return utmParameters.some((name) => record[name] !== null) ? record : null
}

/** Only the referring site's origin: a full referrer URL can carry someone's search or id. */
function referrerOrigin(referrer: string): string | null {
  if (!referrer) return null
  try {
    return new URL(referrer).origin
  } catch {
    return null
  }
}

/** First touch: a stored record stays; a new one is kept only when nothing is stored. */
export function pickFirstTouch(stored: AttributionRecord | null, incoming: AttributionRecord | null): AttributionRecord | null {
  return stored ?? incoming
}

/** A stored record, or null when missing or malformed. */
export function parseAttribution(stored: string | null): AttributionRecord | null {
  if (stored === null) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(stored)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  const text = (key: string): string | null => {
    const field: unknown = Reflect.get(parsed, key)
    return typeof field === 'string' ? field.slice(0, ATTRIBUTION_VALUE_MAX) : null
  }
  const timestamp = text('timestamp')
  const landingPage = text('landing_page')
  if (timestamp === null || landingPage === null) return null
  return {
    utm_source: text('utm_source'),
    utm_medium: text('utm_medium'),
    utm_campaign: text('utm_campaign'),
    utm_term: text('utm_term'),
    utm_content: text('utm_content'),
    timestamp,
    landing_page: landingPage,
    referrer: text('referrer'),
  }
}
