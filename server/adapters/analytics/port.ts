/**
 * Where accepted analytics events go besides our own `analytics_events` table (DESIGN.md "Outside
 * services": first-party always, PostHog when configured). Only events the server already accepted
 * (with analytics consent) reach a sink. Failures are thrown as `ProviderError`; the caller logs them
 * and never fails the browser's request for them.
 */
export interface AnalyticsSink {
  /** Which adapter this is, for logs. */
  readonly provider: 'local' | 'posthog'
  forward(events: readonly ForwardedEvent[]): Promise<void>
}

export interface ForwardedEvent {
  /** The user's id when signed in, else the browser's random id. */
  distinctId: string
  name: string
  properties: Record<string, unknown>
  occurredAt: Date
}
