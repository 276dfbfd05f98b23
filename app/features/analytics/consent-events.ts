/**
 * The footer's "Cookie preferences" reopens the banner through this window event, so the footer
 * carries no banner code: the analytics loader (deferred-analytics.tsx) loads the banner on it if it
 * has not loaded yet.
 */
export const OPEN_CONSENT_EVENT = 'jobyatra:open-consent'

export function openConsentPreferences(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))
}
