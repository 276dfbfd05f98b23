import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalAiChat } from '#server/adapters/ai/local.ts'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { startChatCompletionsStandIn } from '#tests/stand-ins/chat-completions.ts'
import { buildTestServices } from '#tests/support/services.ts'
import { createHealthService } from './service.ts'

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
    const failing = await failingAi.checkAll()
    expect(failing.services.ai).toEqual({ status: 'unavailable', latency_ms: null, detail: 'check failed' })
    expect(failing.status).toBe('unavailable')

    const withoutAi = await createHealthService({ database, jobs }).checkAll()
    expect(withoutAi.services.ai.status).toBe('disabled')
    expect(withoutAi.status).toBe('available')
  })

  it('reports a slow dependency as degraded in the total', async () => {
    // A job search probe that answered slowly, as checkHealth reports one past its threshold.
    const service = createHealthService({
      database,
      jobs: { checkHealth: async () => ({ status: 'degraded', latency_ms: 1500, detail: 'slow' }) },
    })
    expect((await service.checkAll()).status).toBe('degraded')
    expect(await service.checkOne('job-search')).toMatchObject({ status: 'degraded' })
  })

  it('reports AI from the AI adapter: disabled while the embedded default has no responder, then available', async () => {
    const ai = createLocalAiChat()
    const service = createHealthService({ database, jobs: buildTestServices(database).jobs, ai: () => ai.checkHealth() })
    expect(await service.checkOne('ai')).toMatchObject({ status: 'disabled' })
    ai.registerOfflineResponder('chat:reply', async () => 'offline answer')
    expect(await service.checkOne('ai')).toMatchObject({ status: 'available' })
    // The composed services report the configured adapter: the embedded default, with nothing registered yet.
    expect((await buildTestServices(database).health.checkAll()).services.ai.status).toBe('disabled')
  })

  it('reports a configured AI vendor as its models list answers, and a refused key as unavailable', async () => {
    const standIn = await startChatCompletionsStandIn()
    try {
      const vendor = (apiKey: string) =>
        buildTestServices(database, {
          adapters: { ai: { provider: 'openai', baseUrl: standIn.baseUrl, apiKey, model: standIn.model, timeoutMs: 5_000 } },
        }).health
      expect(await vendor(standIn.apiKey).checkOne('ai')).toEqual({ status: 'available', latency_ms: expect.any(Number), detail: null })
      const refused = await vendor('sk-revoked').checkAll()
      expect(refused.services.ai).toEqual({ status: 'unavailable', latency_ms: null, detail: 'key refused' })
      expect(refused.status).toBe('unavailable')
      expect(standIn.requests.map((request) => request.path)).toEqual(['/v1/models', '/v1/models'])
    } finally {
      await standIn.close()
    }
  })
})
