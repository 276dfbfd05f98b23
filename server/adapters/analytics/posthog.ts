import { ProviderError } from '#server/lib/provider-error.ts'
import type { AnalyticsSink } from './port.ts'

export interface PostHogOptions {
  /** POSTHOG_API_KEY: the project API key (phc_…), sent in the body as PostHog's capture API wants. */
  apiKey: string
  /** POSTHOG_HOST: https://us.i.posthog.com, https://eu.i.posthog.com, a self-hosted PostHog, or a stand-in in tests. */
  host: string
  timeoutMs?: number
}

const PROVIDER = 'posthog'
const DEFAULT_TIMEOUT_MS = 10_000

/**
 * ANALYTICS_PROVIDER=posthog: PostHog's capture API, server to server. One `POST {host}/batch/` per
 * accepted batch with `{ api_key, historical_migration: false, batch: [{ event, distinct_id,
 * properties, timestamp }] }`; PostHog answers 200 `{"status":1}`, 401 for a bad key, 400 for a bad
 * body. GeoIP is switched off per event ($geoip_disable): PostHog would otherwise locate our
 * server's address, not the reader's, and we send no reader address. posthog-js never loads in the
 * browser: the browser talks to us only, and we forward what its consent allowed.
 */
export function createPostHogSink(options: PostHogOptions): AnalyticsSink {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const url = new URL('/batch/', options.host)
  return {
    provider: PROVIDER,
    async forward(events) {
      if (events.length === 0) return
      const body = {
        api_key: options.apiKey,
        historical_migration: false,
        batch: events.map((event) => ({
          event: event.name,
          distinct_id: event.distinctId,
          properties: { ...event.properties, distinct_id: event.distinctId, $lib: 'jobyatra-server', $geoip_disable: true },
          timestamp: event.occurredAt.toISOString(),
        })),
      }
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'could not reach the API'
        throw new ProviderError({ provider: PROVIDER, reason, isRetryable: true })
      }
      // The body is read and dropped: a vendor's text never travels further (CONVENTIONS §8).
      await response.body?.cancel()
      if (response.ok) return
      const isRetryable = response.status >= 500 || response.status === 429
      throw new ProviderError({ provider: PROVIDER, reason: `capture answered HTTP ${response.status}`, isRetryable })
    },
  }
}
