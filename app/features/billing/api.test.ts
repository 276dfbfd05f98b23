import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FREE_SUBSCRIPTION } from '#core/plans/plans.ts'
import { clearApiCache } from '#app/lib/api-client.ts'
import { readSubscriptionStatus } from './api.ts'

/** Spec 000 §7 get-subscription-status: 2 more attempts (1 s, then 2 s), then silently free. */

let answers: number[] = []
let requests = 0
const premium = { plan_type: 'professional', status: 'active', expires_at: '2026-12-04T10:00:00.000Z', is_premium: true }
const server = createServer((_request, response) => {
  requests += 1
  const status = answers.shift() ?? 200
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(
    status === 200 ? JSON.stringify(premium) : JSON.stringify({ error: { code: 'SERVER_UNAVAILABLE', message: 'down', retryable: true } }),
  )
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address')
  vi.stubGlobal('location', { origin: `http://127.0.0.1:${address.port}` })
})

afterAll(async () => {
  vi.unstubAllGlobals()
  await new Promise((resolve) => server.close(resolve))
})

describe('reading the subscription in the browser', () => {
  it('tries twice more after a failure and answers the subscription', async () => {
    clearApiCache()
    requests = 0
    answers = [503, 503]
    expect(await readSubscriptionStatus()).toEqual(premium)
    expect(requests).toBe(3)
  }, 15_000)

  it('falls back to free, silently, when every attempt fails', async () => {
    clearApiCache()
    requests = 0
    answers = [503, 503, 503]
    expect(await readSubscriptionStatus()).toEqual(FREE_SUBSCRIPTION)
    expect(requests).toBe(3)
  }, 15_000)
})
