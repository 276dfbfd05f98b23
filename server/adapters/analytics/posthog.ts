import { createVendorHttp } from '#server/lib/vendor-http.ts'
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
  // No retries: analytics are best effort, and a batch sent twice would count its events twice.
  const http = createVendorHttp({ provider: PROVIDER, endpoint: 'capture', timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS })
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
      // The answer is read and dropped: a vendor's text never travels further (CONVENTIONS §8).
      await http.request({
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      })
    },
  }
}
