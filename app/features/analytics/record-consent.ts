import { consentEndpoints } from '#core/analytics/consent.endpoints.ts'
import { CONSENT_VERSION, type ConsentChoices } from '#core/analytics/consent.ts'
import { sendInBackground } from '#app/lib/call-api.ts'

/** PUT /api/consent: a signed-in user's choice with the notice version; a failure is retried by the next choice. */
export function recordConsentOnServer(consent: ConsentChoices): void {
  sendInBackground(consentEndpoints.record, { body: { version: CONSENT_VERSION, consent } })
}
