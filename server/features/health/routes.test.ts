import { spawn } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkedServiceHealthSchema, healthReportSchema } from '#core/health.schema.ts'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { buildTestServices } from '#tests/support/services.ts'
import { createHealthRoutes } from './routes.ts'
import { createHealthService } from './service.ts'

let database: DatabaseHandle

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null })
})

afterAll(async () => {
  await database.close()
})

describe('/api/health once the background refresh runs (decision 042)', () => {
  it('answers 50 requests from one round of checks: no request queries the database', async () => {
    const { jobs } = buildTestServices(database)
    let databasePings = 0
    let searchProbes = 0
    const health = createHealthService({
      database: {
        ping: () => {
          databasePings += 1
          return database.ping()
        },
      },
      jobs: {
        checkHealth: () => {
          searchProbes += 1
          return jobs.checkHealth()
        },
      },
      // Longer than any run of this test: only the check at start runs.
      refreshMs: 3_600_000,
    })
    await health.start()
    try {
      const router = createHealthRoutes({ health })
      const paths = ['/', '/database', '/job-search', '/ai']
      for (let request = 0; request < 50; request += 1) {
        const target = paths[request % paths.length] ?? '/'
        const response = await router.request(target, { method: target === '/' ? 'GET' : 'HEAD' })
        expect(response.status).toBe(200)
      }
      expect({ databasePings, searchProbes }).toEqual({ databasePings: 1, searchProbes: 1 })

      const report = healthReportSchema.parse(await (await router.request('/')).json())
      expect(report.services.database.status).toBe('available')
      expect(report.services.database.age_ms).toBeGreaterThanOrEqual(0)
      expect(Date.parse(report.services.database.checked_at)).toBeLessThanOrEqual(Date.now())
      const one = checkedServiceHealthSchema.parse(await (await router.request('/job-search')).json())
      expect(one.checked_at).toBe(report.services['job-search'].checked_at)
      expect(databasePings).toBe(1)
    } finally {
      await health.stop()
    }
  })

  it('never keeps the process alive: a process that starts the refresh and never stops it still exits', async () => {
    const root = path.resolve(import.meta.dirname, '..', '..', '..')
    const script = [
      "const { createHealthService } = await import('#server/features/health/service.ts')",
      "const available = async () => ({ status: 'available', latency_ms: 0, detail: null })",
      'const health = createHealthService({ database: { ping: async () => {} }, jobs: { checkHealth: available }, refreshMs: 50 })',
      'await health.start()',
      'process.stdout.write((await health.report()).status)',
    ].join('\n')
    const child = spawn(process.execPath, ['--input-type=module', '--eval', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    // A referenced timer would keep the child running until this test's own time-out fails it.
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect({ code, output }).toEqual({ code: 0, output: 'available' })
  }, 60_000)
})
