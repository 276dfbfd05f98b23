import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createHealthPoller, probeService } from './health-poller.ts'
import { classifyProbe, healthNoticeForChange, isFallbackMode, type ProbedService, type ProbedState } from './service-health.ts'

describe('service health (spec 001 §4 "Service health")', () => {
  it('is available on OK, degraded on a non-OK status below 500, unavailable on 500+ or no answer', () => {
    expect(classifyProbe(200)).toBe('available')
    expect(classifyProbe(204)).toBe('available')
    expect(classifyProbe(424)).toBe('degraded')
    expect(classifyProbe(404)).toBe('degraded')
    expect(classifyProbe(500)).toBe('unavailable')
    expect(classifyProbe(503)).toBe('unavailable')
    expect(classifyProbe(null)).toBe('unavailable')
  })

  it('toasts a change: restored, degraded or unavailable; a healthy first probe says nothing', () => {
    expect(healthNoticeForChange('unknown', 'available')).toBeNull()
    expect(healthNoticeForChange('unknown', 'unavailable')).toBe('unavailable')
    expect(healthNoticeForChange('available', 'degraded')).toBe('degraded')
    expect(healthNoticeForChange('degraded', 'unavailable')).toBe('unavailable')
    expect(healthNoticeForChange('unavailable', 'available')).toBe('restored')
    expect(healthNoticeForChange('degraded', 'degraded')).toBeNull()
  })

  it('is in fallback mode while any service is unavailable', () => {
    expect(isFallbackMode({ database: 'available', 'job-search': 'degraded', ai: 'unknown' })).toBe(false)
    expect(isFallbackMode({ database: 'available', 'job-search': 'unavailable', ai: 'available' })).toBe(true)
  })
})

describe('health poller against a real HTTP server', () => {
  const statuses: Record<string, number | 'hang'> = { database: 200, 'job-search': 424, ai: 503 }
  const methods: string[] = []
  const server = createServer((request, response) => {
    methods.push(request.method ?? '')
    const answer = statuses[(request.url ?? '').replace('/api/health/', '')]
    if (answer === 'hang') return
    response.writeHead(answer ?? 404)
    response.end()
  })
  let origin = ''

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    if (address === null || typeof address === 'string') throw new Error('expected a TCP address')
    origin = `http://127.0.0.1:${address.port}`
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  it('probes each service with HEAD and classifies the answers', async () => {
    const results = new Map<ProbedService, ProbedState>()
    const poller = createHealthPoller({ origin, onResult: (service, state) => results.set(service, state) })
    await poller.checkAll()
    expect(Object.fromEntries(results)).toEqual({ database: 'available', 'job-search': 'degraded', ai: 'unavailable' })
    expect(new Set(methods)).toEqual(new Set(['HEAD']))
  })

  it('counts a probe that does not answer within its time-out as unavailable', async () => {
    statuses.database = 'hang'
    const started = Date.now()
    expect(await probeService(origin, 'database', 200)).toBe('unavailable')
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('repeats on its interval until paused', async () => {
    statuses.database = 200
    let rounds = 0
    const poller = createHealthPoller({ origin, intervalMs: 50, onResult: (service) => void (service === 'database' && rounds++) })
    await poller.resume()
    // Three rounds come however busy the machine is; waiting a fixed 180 ms for them did not.
    await vi.waitFor(() => expect(rounds).toBeGreaterThanOrEqual(3), { timeout: 10_000 })
    poller.pause()
    const afterPause = rounds
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(rounds).toBe(afterPause)
  })
})
