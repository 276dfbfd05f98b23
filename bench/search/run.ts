/**
 * Job search benchmark (npm run bench:search).
 *
 * Seeds the demo data set (100,000 jobs by default) into a PGlite directory under bench/.data, reused
 * by later runs; --fresh seeds again. Starts the API in a child process on 127.0.0.1 and measures with
 * autocannon, for a fixed duration each:
 *
 *   floor        GET /api/health/database: one `select 1` through the same HTTP stack, for scale
 *   search       the fixed mix of bench/search/queries.ts through GET /api/jobs/search, as served
 *                (a search's ranked ids are cached for a minute, so repeats and later pages are cheap)
 *   search cold  the same mix with that cache off: every request ranks its candidates afresh
 *   naive        the same texts through a textbook query: ts_rank over every match, ORDER BY rank LIMIT 10
 *   suggestions  title and location prefixes and typos through GET /api/jobs/suggestions
 *
 * each with 1 connection (the latency one request sees) and with --connections (throughput; PGlite runs
 * one query at a time, so there the latency includes waiting for the requests ahead). Then, with
 * --clients concurrent clients (8), as many people use the site at once:
 *
 *   popular      a rotating mix of 50 popular searches (landing chips, city, role and listing pages)
 *   unique       searches that never repeat in the run (titles × places × recency × page)
 *
 * on PGlite and, with --postgres URL, on a PostgreSQL database seeded the same way (reused when it
 * already holds --jobs jobs), so the numbers say where the embedded database stops and PostgreSQL takes
 * over. Then it times every request of the mix alone, to show which kinds are slow. Prints tables.
 *
 *   node bench/search/run.ts [--fresh] [--jobs 100000] [--duration 10] [--connections 10] [--clients 8]
 *     [--postgres postgres://postgres@127.0.0.1:5432/jobyatra_bench] [--only floor|search|naive|suggestions|popular|unique]
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { openDatabase } from '#server/db/client.ts'
import { hasJobs, optimizeJobSearch } from '#server/features/jobs/index.ts'
import { seedDemoData } from '#server/seed-demo.ts'
import { positiveInteger, printTable, runLoad, stopChild, type LoadResult } from '#bench/lib/report.ts'
import { sql } from 'drizzle-orm'
import {
  coldSearchRequests,
  floorRequests,
  naiveRequests,
  popularRequests,
  searchRequests,
  suggestionRequests,
  uniqueRequests,
  type BenchRequest,
} from './queries.ts'

const benchDir = import.meta.dirname
/** Seconds per kind of request in the by-kind table. */
const KIND_SECONDS = 3
const dataRoot = path.resolve(benchDir, '..', '.data')

const { values: options } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    jobs: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    clients: { type: 'string', default: '8' },
    postgres: { type: 'string' },
    only: { type: 'string' },
  },
})
const jobCount = positiveInteger(options.jobs, '--jobs')
const durationSeconds = positiveInteger(options.duration, '--duration')
const connections = positiveInteger(options.connections, '--connections')
const clients = positiveInteger(options.clients, '--clients')

interface Measurement extends LoadResult {
  database: 'PGlite' | 'PostgreSQL'
  scenario: string
  connections: number
}

async function main(): Promise<void> {
  const dataDir = path.join(dataRoot, `search-${jobCount}`)
  await ensureSeeded(dataDir)

  const server = await startServer(dataDir)
  try {
    const baseUrl = `http://127.0.0.1:${server.port}`
    const everything = [...searchRequests, ...coldSearchRequests, ...naiveRequests, ...suggestionRequests, ...popularRequests]
    log(`warming up: ${everything.length} requests once each`)
    for (const request of everything) await timeRequest(baseUrl, request)

    const measurements: Measurement[] = []
    const scenarios: Array<[string, readonly BenchRequest[]]> = [
      ['floor: select 1 over HTTP', floorRequests],
      ['search, ranking cached', searchRequests],
      ['search, ranked every time', coldSearchRequests],
      ['naive baseline', naiveRequests],
      ['suggestions', suggestionRequests],
    ]
    for (const [scenario, requests] of scenarios) {
      if (options.only && !scenario.startsWith(options.only)) continue
      for (const count of [...new Set([1, connections])]) {
        log(`measuring ${scenario} with ${count} connection(s) for ${durationSeconds} s`)
        measurements.push(await measure(baseUrl, scenario, requests, count))
        await drain(baseUrl)
      }
    }
    measurements.push(...(await measureConcurrentUse(baseUrl, 'PGlite')))

    log(`measuring each kind of request alone, ${KIND_SECONDS} s each`)
    const byKind = [
      ...(options.only && !'search'.startsWith(options.only)
        ? []
        : await timeByKind(baseUrl, 'search, ranked every time', coldSearchRequests)),
      ...(options.only && options.only !== 'naive' ? [] : await timeByKind(baseUrl, 'naive', naiveRequests)),
    ]

    if (options.postgres) measurements.push(...(await measureOnPostgres(options.postgres)))

    printHeader()
    printTable(
      ['scenario', 'database', 'conns', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p97.5 ms', 'p99 ms', 'max ms', 'failed or timed out'],
      measurements.map((m) => [
        m.scenario,
        m.database,
        String(m.connections),
        String(m.requests),
        m.requestsPerSecond.toFixed(0),
        m.p50.toFixed(1),
        m.p95.toFixed(1),
        m.p975.toFixed(1),
        m.p99.toFixed(1),
        m.max.toFixed(1),
        String(m.failures),
      ]),
      new Set(['database']),
    )
    if (byKind.length > 0) console.log(`\nBy kind of request (1 connection, ${KIND_SECONDS} s each):`)
    if (byKind.length > 0)
      printTable(
        ['endpoint', 'kind', 'samples', 'p50 ms', 'p95 ms', 'max ms'],
        byKind.map((row) => [row.endpoint, row.kind, String(row.samples), row.p50.toFixed(1), row.p95.toFixed(1), row.max.toFixed(1)]),
        new Set(['kind']),
      )
    // The naive baseline may time out (10 s) under 10 connections: that is its result, not a fault.
    const failed = measurements.filter((m) => m.scenario !== 'naive baseline').reduce((sum, m) => sum + m.failures, 0)
    if (failed > 0) {
      process.exitCode = 1
      console.log(`\n${failed} request(s) failed (non-2xx or errors): the numbers above are not valid.`)
    }
  } finally {
    await stopChild(server.child, 10_000)
  }
}

/** Many people at once: the popular mix and the never-repeating mix, with --clients connections each. */
async function measureConcurrentUse(baseUrl: string, database: Measurement['database']): Promise<Measurement[]> {
  const rows: Measurement[] = []
  const mixes: Array<[string, readonly BenchRequest[]]> = [
    ['popular searches (50, rotating)', popularRequests],
    ['searches that never repeat', uniqueRequests],
  ]
  for (const [scenario, requests] of mixes) {
    if (options.only && !scenario.startsWith(options.only)) continue
    log(`measuring ${scenario} on ${database} with ${clients} clients for ${durationSeconds} s`)
    rows.push({ ...(await measure(baseUrl, scenario, requests, clients)), database })
    await drain(baseUrl)
  }
  return rows
}

/** The concurrent mixes against a PostgreSQL database, seeded with --jobs demo jobs when it holds another number. */
async function measureOnPostgres(url: string): Promise<Measurement[]> {
  const database = await openDatabase({ kind: 'postgres', url })
  try {
    const [row] = await database.query<{ total: number }>(sql`select count(*)::int as total from jobs`)
    if (row?.total !== jobCount) {
      log(`seeding ${jobCount} jobs into PostgreSQL (it held ${row?.total ?? 0})`)
      await database.query(
        sql`truncate jobs, companies, company_reviews, job_sources, search_suggestions, search_vocabulary, click_events cascade`,
      )
      await seedDemoData(database, { jobCount, now: new Date() })
    }
    await optimizeJobSearch(database)
  } finally {
    await database.close()
  }
  const server = await startServer(url)
  try {
    const baseUrl = `http://127.0.0.1:${server.port}`
    for (const request of popularRequests) await timeRequest(baseUrl, request)
    return await measureConcurrentUse(baseUrl, 'PostgreSQL')
  } finally {
    await stopChild(server.child, 10_000)
  }
}

/** Seeds once per job count; a marker file beside the data directory says the seed finished. */
async function ensureSeeded(dataDir: string): Promise<void> {
  const markerPath = `${dataDir}.seeded.json`
  if (!options.fresh && existsSync(markerPath) && existsSync(dataDir)) {
    const marker: unknown = JSON.parse(readFileSync(markerPath, 'utf8'))
    if (typeof marker === 'object' && marker !== null && 'jobCount' in marker && marker.jobCount === jobCount) {
      log(`reusing ${path.relative(process.cwd(), dataDir)} (${jobCount} jobs; --fresh seeds again)`)
      // Migrations added since the seed run at open; the window and the visibility map are brought up to date as at a start.
      const database = await openDatabase({ kind: 'pglite', dataDir })
      try {
        await optimizeJobSearch(database)
      } finally {
        await database.close()
      }
      return
    }
  }
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(markerPath, { force: true })
  mkdirSync(dataDir, { recursive: true })
  log(`seeding ${jobCount} jobs into ${path.relative(process.cwd(), dataDir)} (minutes at 100,000; reused by later runs)`)
  const startedAt = performance.now()
  const database = await openDatabase({ kind: 'pglite', dataDir })
  try {
    if (!(await hasJobs(database))) {
      await seedDemoData(database, {
        jobCount,
        now: new Date(),
        logger: { info: (fields, message) => log(`${message ?? ''} ${JSON.stringify(fields)}`) },
      })
    }
    // Marks every page all-visible, so candidate search can walk jobs_search_recent_idx index-only.
    await optimizeJobSearch(database)
  } finally {
    await database.close()
  }
  writeFileSync(markerPath, JSON.stringify({ jobCount, seededAt: new Date().toISOString() }))
  log(`seeded in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`)
}

async function startServer(target: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [path.join(benchDir, 'server.ts'), target], { stdio: ['ignore', 'pipe', 'inherit'] })
  const stdout = child.stdout
  if (!stdout) throw new Error('the bench server has no stdout')
  const lines = createInterface({ input: stdout })
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server exited early (code ${code})`)))
    lines.once('line', (line) => {
      const parsed: unknown = JSON.parse(line)
      if (typeof parsed === 'object' && parsed !== null && 'port' in parsed && typeof parsed.port === 'number') resolve(parsed.port)
      else reject(new Error(`unexpected line from the bench server: ${line}`))
    })
  })
  return { child, port }
}

async function measure(
  baseUrl: string,
  scenario: string,
  requests: readonly BenchRequest[],
  count: number,
  seconds = durationSeconds,
): Promise<Measurement> {
  return { scenario, database: 'PGlite', connections: count, ...(await runLoad({ baseUrl, requests, connections: count, seconds })) }
}

/**
 * When autocannon stops, the server may still be working through requests it had accepted; one more
 * request answers only after them, so the next scenario starts on an idle server.
 */
async function drain(baseUrl: string): Promise<void> {
  await timeRequest(baseUrl, { kind: 'drain', path: '/api/health/job-search' })
  await new Promise((resolve) => setTimeout(resolve, 500))
}

/** Each kind of request of a mix on its own (autocannon, 1 connection, a few seconds each). */
async function timeByKind(baseUrl: string, endpoint: string, requests: readonly BenchRequest[]) {
  const kinds = [...new Set(requests.map((request) => request.kind))]
  const rows = []
  for (const kind of kinds) {
    const measurement = await measure(
      baseUrl,
      kind,
      requests.filter((request) => request.kind === kind),
      1,
      KIND_SECONDS,
    )
    await drain(baseUrl)
    rows.push({ endpoint, kind, samples: measurement.requests, p50: measurement.p50, p95: measurement.p95, max: measurement.max })
  }
  return rows
}

async function timeRequest(baseUrl: string, request: BenchRequest): Promise<number> {
  const startedAt = performance.now()
  const response = await fetch(`${baseUrl}${request.path}`)
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${request.path} answered ${response.status}`)
  return performance.now() - startedAt
}

function printHeader(): void {
  const [one, five] = os.loadavg()
  console.log(
    `\nJob search on ${jobCount.toLocaleString('en-IN')} jobs, HTTP on 127.0.0.1, ${durationSeconds} s per row.` +
      `\nNode ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'}), load average ${one?.toFixed(1)} / ${five?.toFixed(1)} (1 / 5 min).\n`,
  )
}

function log(message: string): void {
  process.stderr.write(`[bench:search] ${message}\n`)
}

await main()
