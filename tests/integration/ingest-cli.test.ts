import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase } from '#server/db/client.ts'
import { standInBoards, startJobBoardsStandIn, type JobBoardsStandIn } from '#tests/stand-ins/job-boards.ts'

const run = promisify(execFile)
const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/ingest.ts')

/** npm run ingest, as a separate process on a data directory. */
async function ingest(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [SCRIPT], {
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
      timeout: 120_000,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

describe('npm run ingest on the embedded database', () => {
  let dataDir: string
  let standIn: JobBoardsStandIn
  let sourcesFile: string

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobyatra-ingest-'))
    standIn = await startJobBoardsStandIn()
    sourcesFile = path.join(dataDir, 'sources.json')
    writeFileSync(
      sourcesFile,
      JSON.stringify([
        { kind: 'greenhouse', board: standInBoards.greenhouse, baseUrl: standIn.baseUrl },
        { kind: 'lever', company: standInBoards.lever, name: 'Kitelane', baseUrl: standIn.baseUrl },
        { kind: 'ashby', board: 'no-such-board', baseUrl: standIn.baseUrl },
      ]),
    )
  })

  afterAll(async () => {
    await standIn.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  test(
    'runs every declared source once, prints its counts, stores the jobs and exits 1 because one source failed',
    { timeout: 180_000 },
    async () => {
      const pgliteDir = path.join(dataDir, 'pglite')
      const result = await ingest({ DATA_DIR: dataDir, JOB_SOURCES_FILE: sourcesFile })
      expect(result.code).toBe(1)
      expect(result.stdout).toMatch(/Running 3 job sources/)
      expect(result.stdout).toMatch(/ashby-no-such-board: failed \(Ashby job board "no-such-board" does not exist\)/)
      expect(result.stdout).toMatch(/source\s+status\s+fetched\s+new\s+updated\s+duplicate\s+rejected\s+expired/)
      const greenhouseLine = result.stdout.split('\n').find((line) => line.startsWith(`greenhouse-${standInBoards.greenhouse} `))
      expect(greenhouseLine).toMatch(/succeeded/)

      const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir })
      try {
        const rows = await database.query<{ source: string; jobs: number; created: number }>(sql`
        select r.source_id as source, (select count(*)::int from job_source_postings p where p.source_id = r.source_id) as jobs, r.created
        from job_source_runs r order by r.source_id`)
        const greenhouse = rows.find((row) => row.source === `greenhouse-${standInBoards.greenhouse}`)
        expect(greenhouse?.created).toBeGreaterThan(0)
        expect(greenhouse?.jobs).toBe(greenhouse?.created)
        // Every stored job is linked to a company created from its employer.
        const [unlinked] = await database.query<{ count: number; companies: number }>(
          sql`select count(*) filter (where company_id is null)::int as count, count(distinct company_id)::int as companies from jobs`,
        )
        expect(unlinked).toEqual({ count: 0, companies: 2 })
        // The printed table says the same as the stored run.
        expect(greenhouseLine).toContain(` ${String(greenhouse?.created)} `)
      } finally {
        await database.close()
      }

      const again = await ingest({ DATA_DIR: dataDir, JOB_SOURCES_FILE: sourcesFile })
      const repeatLine = again.stdout.split('\n').find((line) => line.startsWith(`greenhouse-${standInBoards.greenhouse} `))
      // Seen again: nothing new, every stored job refreshed.
      expect(repeatLine).toMatch(/succeeded\s+\d+\s+0\s+[1-9]/)
    },
  )

  test('says clearly that a running server holds the embedded database instead of failing obscurely', { timeout: 60_000 }, async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') })
    try {
      const result = await ingest({ DATA_DIR: dataDir, JOB_SOURCES_FILE: sourcesFile })
      expect(result.code).toBe(1)
      expect(result.stderr).toContain(`A running JobYatra server (process ${process.pid}) holds the embedded database`)
      expect(result.stderr).toContain('/admin/sources')
    } finally {
      await database.close()
    }
  })

  test('names every problem of a bad sources file', async () => {
    const badFile = path.join(dataDir, 'bad.json')
    writeFileSync(badFile, JSON.stringify([{ kind: 'greenhouse' }, { kind: 'myspace', url: 'x' }]))
    const result = await ingest({ DATA_DIR: dataDir, JOB_SOURCES_FILE: badFile })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`JOB_SOURCES_FILE ${badFile} has problems`)
    expect(result.stderr).toContain('[0.board]')
    expect(result.stderr).toContain('[1.kind]')
  })
})
