import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostHogStandIn, type PostHogStandIn } from '#tests/stand-ins/posthog.ts'
import { createPostHogSink } from './posthog.ts'
import { providerErrorOf } from '#tests/support/provider-error.ts'

let standIn: PostHogStandIn

beforeAll(async () => {
  standIn = await startPostHogStandIn()
})

afterAll(async () => {
  await standIn.close()
})

const pageView = {
  distinctId: '5b0c3a52-3d5e-4a0e-9b7f-6a4b2f0f6c11',
  name: 'Page View',
  properties: { path: '/jobs', funnel_step: null },
  occurredAt: new Date('2026-11-24T08:00:00.000Z'),
}

describe('PostHog sink against the capture API', () => {
  it('sends the batch to /batch/ with the project key, distinct id, event, properties and timestamp', async () => {
    const sink = createPostHogSink({ apiKey: standIn.apiKey, host: standIn.host, timeoutMs: 2000 })
    await sink.forward([pageView, { ...pageView, name: 'Scroll Depth', properties: { path: '/jobs', scroll_depth: 50 } }])
    expect(standIn.requests.at(-1)).toEqual({ method: 'POST', path: '/batch/', hasValidApiKey: true })
    expect(standIn.captured.slice(-2)).toEqual([
      {
        event: 'Page View',
        distinctId: pageView.distinctId,
        properties: expect.objectContaining({ path: '/jobs', $geoip_disable: true }),
        timestamp: '2026-11-24T08:00:00.000Z',
      },
      expect.objectContaining({ event: 'Scroll Depth', properties: expect.objectContaining({ scroll_depth: 50 }) }),
    ])
  })

  it('sends nothing for an empty batch', async () => {
    const before = standIn.requests.length
    await createPostHogSink({ apiKey: standIn.apiKey, host: standIn.host }).forward([])
    expect(standIn.requests).toHaveLength(before)
  })

  it('a refused key is a ProviderError that retrying cannot help', async () => {
    const sink = createPostHogSink({ apiKey: 'phc_wrong', host: standIn.host, timeoutMs: 2000 })
    const error = await providerErrorOf(sink.forward([pageView]))
    expect(error.isRetryable).toBe(false)
    expect(error.message).toBe('posthog: capture answered HTTP 401')
  })

  it('an overloaded API is a retryable ProviderError', async () => {
    standIn.answerNext(503)
    const sink = createPostHogSink({ apiKey: standIn.apiKey, host: standIn.host, timeoutMs: 2000 })
    const error = await providerErrorOf(sink.forward([pageView]))
    expect(error.isRetryable).toBe(true)
  })

  it('an unreachable host is a retryable ProviderError', async () => {
    const sink = createPostHogSink({ apiKey: standIn.apiKey, host: 'http://127.0.0.1:9', timeoutMs: 2000 })
    const error = await providerErrorOf(sink.forward([pageView]))
    expect(error).toMatchObject({ isRetryable: true, message: 'posthog: could not reach the API' })
  })
})
