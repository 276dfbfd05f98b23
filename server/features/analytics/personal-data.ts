import { analyticsEvents, consents } from '#server/db/schema/index.ts'
import { ownedRows } from '#server/lib/personal-data.ts'

/** The cookie-consent choices recorded while signed in, with the notice version of each. */
export const consentsData = ownedRows({
  key: 'consents',
  table: consents,
  owner: consents.userId,
  fields: {
    version: consents.version,
    analytics: consents.analytics,
    marketing: consents.marketing,
    functional: consents.functional,
    recordedAt: consents.recordedAt,
  },
  orderBy: [consents.recordedAt],
})

/** The analytics events stored while signed in with analytics consent (anonymous ones name no one). */
export const analyticsEventsData = ownedRows({
  key: 'analytics',
  table: analyticsEvents,
  owner: analyticsEvents.userId,
  fields: {
    name: analyticsEvents.name,
    path: analyticsEvents.path,
    funnelStep: analyticsEvents.funnelStep,
    properties: analyticsEvents.properties,
    occurredAt: analyticsEvents.occurredAt,
  },
  orderBy: [analyticsEvents.occurredAt],
})
