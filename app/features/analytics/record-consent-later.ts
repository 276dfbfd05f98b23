import type { ConsentChoices } from '#core/analytics/consent.ts'

/** Records a signed-in user's choice (PUT /api/consent); its code loads when there is a choice to send. */
export function recordOnServer(consent: ConsentChoices): void {
  void import('./record-consent.ts').then(({ recordConsentOnServer }) => recordConsentOnServer(consent)).catch(() => undefined)
}
