import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLocalAiChat } from '#server/adapters/ai/local.ts'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { startChatCompletionsStandIn } from '#tests/stand-ins/chat-completions.ts'
import { buildTestServices } from '#tests/support/services.ts'
import { createHealthService, type HealthServiceDeps } from './service.ts'

let database: DatabaseHandle

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null })
})

afterAll(async () => {
  await database.close()
})

describe('health service', () => {
  it('counts a configured service that fails against the total, and leaves a disabled one out', async () => {
    const { jobs } = buildTestServices(database)
    const failingAi = createHealthService({
      database,
      jobs,
      ai: async () => {
        throw new Error('connection refused')
      },
    })
    const failing = await failingAi.report()
    expect(failing.services.ai).toMatchObject({ status: 'unavailable', latency_ms: null, detail: 'check failed' })
    expect(failing.status).toBe('unavailable')

    const withoutAi = await createHealthService({ database, jobs }).report()
    expect(withoutAi.services.ai.status).toBe('disabled')
    expect(withoutAi.status).toBe('available')
  })

  it('reports a slow dependency as degraded in the total', async () => {
    // A job search probe that answered slowly, as checkHealth reports one past its threshold.
    const service = createHealthService({
      database,
      jobs: { checkHealth: async () => ({ status: 'degraded', latency_ms: 1500, detail: 'slow' }) },
    })
    expect((await service.report()).status).toBe('degraded')
    expect(await service.reportOne('job-search')).toMatchObject({ status: 'degraded' })
  })

  it('reports AI from the AI adapter: disabled while the embedded default has no responder, then available', async () => {
    const ai = createLocalAiChat()
    const service = createHealthService({ database, jobs: buildTestServices(database).jobs, ai: () => ai.checkHealth() })
    expect(await service.reportOne('ai')).toMatchObject({ status: 'disabled' })
    ai.registerOfflineResponder('chat:reply', async () => 'offline answer')
    expect(await service.reportOne('ai')).toMatchObject({ status: 'available' })
    // The composed services report the configured adapter: the embedded default, with the career assistant's responder registered.
    expect((await buildTestServices(database).health.report()).services.ai.status).toBe('available')
  })

  it('reports a configured AI vendor as its models list answers, and a refused key as unavailable', async () => {
    const standIn = await startChatCompletionsStandIn()
    try {
      const vendor = (apiKey: string) =>
        buildTestServices(database, {
          adapters: { ai: { provider: 'openai', baseUrl: standIn.baseUrl, apiKey, model: standIn.model, timeoutMs: 5_000 } },
        }).health
      expect(await vendor(standIn.apiKey).reportOne('ai')).toMatchObject({
        status: 'available',
        latency_ms: expect.any(Number),
        detail: null,
      })
      const refused = await vendor('sk-revoked').report()
      expect(refused.services.ai).toMatchObject({ status: 'unavailable', latency_ms: null, detail: 'key refused' })
      expect(refused.status).toBe('unavailable')
      expect(standIn.requests.map((request) => request.path)).toEqual(['/v1/models', '/v1/models'])
    } finally {
      await standIn.close()
    }
  })
})

describe('background refresh (decision 042)', () => {
  const startedAt = Date.parse('2026-11-27T12:00:00.000Z')
  const availableSearch: HealthServiceDeps['jobs'] = {
    checkHealth: async () => ({ status: 'available', latency_ms: 1, detail: null }),
  }

  /** A database whose probe only counts how often it ran. */
  function countingDatabase() {
    const database = {
      pings: 0,
      ping: async () => {
        database.pings += 1
      },
    }
    return database
  }

  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers from the last refresh without checking again, says how old it is, and stops refreshing when stopped', async () => {
    vi.useFakeTimers({ now: startedAt })
    const database = countingDatabase()
    const service = createHealthService({ database, jobs: availableSearch, refreshMs: 1_000 })
    await service.start()
    expect(database.pings).toBe(1)

    await vi.advanceTimersByTimeAsync(400)
    for (let request = 0; request < 50; request += 1) await service.reportOne('database')
    const report = await service.report()
    expect(database.pings).toBe(1)
    expect(report).toMatchObject({ checked_at: '2026-11-27T12:00:00.000Z', age_ms: 400 })
    expect(report.services.database).toMatchObject({ status: 'available', checked_at: '2026-11-27T12:00:00.000Z', age_ms: 400 })

    await vi.advanceTimersByTimeAsync(600)
    expect(database.pings).toBe(2)
    expect(await service.reportOne('database')).toMatchObject({ checked_at: '2026-11-27T12:00:01.000Z', age_ms: 0 })

    await service.stop()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(database.pings).toBe(2)
  })

  it('shows a dependency that fails within one refresh interval, and the total with it', async () => {
    vi.useFakeTimers({ now: startedAt })
    let isDatabaseDown = false
    const service = createHealthService({
      database: {
        ping: async () => {
          if (isDatabaseDown) throw new Error('connection terminated')
        },
      },
      jobs: availableSearch,
      refreshMs: 2_000,
    })
    await service.start()
    isDatabaseDown = true
    // Until the next refresh the answer is the last finding, and its age says so.
    await vi.advanceTimersByTimeAsync(1_999)
    expect(await service.reportOne('database')).toMatchObject({ status: 'available', age_ms: 1_999 })

    await vi.advanceTimersByTimeAsync(1)
    expect(await service.reportOne('database')).toMatchObject({ status: 'unavailable', checked_at: '2026-11-27T12:00:02.000Z', age_ms: 0 })
    expect((await service.report()).status).toBe('unavailable')
    await service.stop()
  })

  it('checks on each request until started (tests and scripts that only build the services)', async () => {
    const database = countingDatabase()
    const service = createHealthService({ database, jobs: availableSearch })
    await service.reportOne('database')
    await service.report()
    expect(database.pings).toBe(2)
  })
})
