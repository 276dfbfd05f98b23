/** Analytics and consent in the browser: the shell reaches it only through this file (both are a few lines; the rest loads on idle). */
export { DeferredAnalytics } from './deferred-analytics.tsx'
export { openConsentPreferences } from './consent-events.ts'
