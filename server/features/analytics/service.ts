import type { ConsentChoices } from '#core/analytics/consent.ts'
import { type AnalyticsBatch, type ConsentState, type ConsentUpdate, type StoredEvent } from '#core/analytics/events.schema.ts'
import { ANALYTICS_BATCHES_PER_MINUTE } from '#core/analytics/tracking.ts'
import { funnelStepFor } from '#core/analytics/tracking.ts'
import type { AnalyticsSink } from '#server/adapters/analytics/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createRateLimiter } from '#server/lib/rate-limit.ts'
import type { Logger } from '#server/lib/logger.ts'
import { findLatestConsent, insertConsent, insertEvents, listEventsOf, type NewAnalyticsEvent } from './repo.ts'

/** An event the browser dates more than a day back, or minutes ahead, is not kept: its clock or its queue is wrong. */
const MAX_EVENT_AGE_MS = 24 * 60 * 60 * 1000
const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000
const RATE_WINDOW_MS = 60_000
/** GET /api/analytics/events answers at most this many events. */
export const STORED_EVENTS_LIMIT = 200

export interface AnalyticsServiceDeps {
  database: DatabaseHandle
  logger: Logger
  sink: AnalyticsSink
  now?: () => Date
  batchesPerMinute?: number
}

export type BatchOutcome = { kind: 'dropped' } | { kind: 'stored'; stored: number }

/**
 * First-party analytics (spec 001 §7, §9) and the signed-in user's recorded consent. The server
 * enforces consent: a batch whose request carries no analytics consent is dropped, whatever the
 * browser sent. Accepted events go to `analytics_events`, then to the configured sink (PostHog)
 * without holding up the answer.
 */
export function createAnalyticsService(deps: AnalyticsServiceDeps) {
  const { db } = deps.database
  const now = deps.now ?? (() => new Date())
  const limiter = createRateLimiter(db, now)
  const batchRule = { limit: deps.batchesPerMinute ?? ANALYTICS_BATCHES_PER_MINUTE, windowMs: RATE_WINDOW_MS }

  function forward(events: readonly NewAnalyticsEvent[]): void {
    if (events.length === 0 || deps.sink.provider === 'local') return
    const forwarded = events.map((event) => ({
      distinctId: event.userId ?? event.anonymousId,
      name: event.name,
      properties: { ...event.properties, path: event.path, funnel_step: event.funnelStep },
      occurredAt: event.occurredAt,
    }))
    deps.sink.forward(forwarded).catch((error: unknown) => {
      deps.logger.warn({ err: error, provider: deps.sink.provider, events: events.length }, 'analytics events not forwarded')
    })
  }

  return {
    /**
     * Stores a batch when the request's consent allows analytics; `rateKeys` (the browser's random id
     * and the client's address) are each held to the per-minute batch limit (429 API_RATE_LIMITED).
     */
    async recordBatch(input: {
      batch: AnalyticsBatch
      consent: ConsentChoices
      userId: string | null
      rateKeys: readonly string[]
    }): Promise<BatchOutcome> {
      if (!input.consent.analytics) return { kind: 'dropped' }
      const current = now()
      for (const key of input.rateKeys) {
        if (await limiter.hit('analytics-batch', key, batchRule)) throw new AppError('API_RATE_LIMITED')
      }
      const events: NewAnalyticsEvent[] = []
      for (const event of input.batch.events) {
        const occurredAt = new Date(event.occurredAt)
        const age = current.getTime() - occurredAt.getTime()
        if (age > MAX_EVENT_AGE_MS || age < -MAX_CLOCK_SKEW_MS) continue
        events.push({
          anonymousId: input.batch.anonymousId,
          userId: input.userId,
          name: event.name,
          path: event.path,
          funnelStep: funnelStepFor(event.path),
          properties: event.properties,
          occurredAt,
        })
      }
      const stored = await insertEvents(db, events)
      forward(events)
      return { kind: 'stored', stored }
    },

    listEvents(anonymousId: string): Promise<StoredEvent[]> {
      return listEventsOf(db, anonymousId, STORED_EVENTS_LIMIT)
    },

    /** Records a signed-in user's choice with its notice version; earlier choices stay as history. */
    async recordConsent(userId: string, update: ConsentUpdate): Promise<ConsentState> {
      const recordedAt = now()
      await insertConsent(db, { userId, version: update.version, consent: update.consent, now: recordedAt })
      return { version: update.version, consent: update.consent, recordedAt: recordedAt.toISOString() }
    },

    async readConsent(userId: string): Promise<ConsentState | null> {
      const row = await findLatestConsent(db, userId)
      if (!row) return null
      return {
        version: row.version,
        consent: { analytics: row.analytics, marketing: row.marketing, functional: row.functional, necessary: true },
        recordedAt: row.recordedAt.toISOString(),
      }
    },
  }
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>
