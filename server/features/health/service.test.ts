import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
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
})
