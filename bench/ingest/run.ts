/**
 * Ingestion benchmark (npm run bench:ingest): normalise and de-duplicate --postings postings (100,000)
 * from mixed sources into the database, against the target of issue 9 (at least 2,000 jobs a second).
 *
 * The postings (plan.ts, postings.ts) come from 22 sources in the shapes their connectors hand on:
 * Greenhouse and Lever boards (HTML), JSearch in India and abroad (the spec's Job shape), a partner
 * portal (the alternative shape: salary_range text, job_type, location text), RSS feeds (HTML
 * summaries) and government notices. About a fifth are the same job again on another source (or twice
 * on one), found by the title–company–location hash or the canonical apply link, and 2% cannot be
 * stored (no title, a link that is not http(s), no employer, no description, a closing date passed).
 * The data is seeded: every run reads the same postings.
 *
 *   pipeline   sources one after another, each in pages of 200–500 postings, one storePostings call
 *              per page (server/features/jobs/ingest/store.ts), as a run of every source stores them
 *   naive      the textbook way, measured in the same run on a fresh database: per posting one
 *              normalise and one `insert … on conflict do nothing`, no batching and no merge; it finds
 *              only the duplicates the hash or the posting id catches, and keeps a closed posting
 *
 * Only storing is timed: writing the postings from the plan is not. Beside the time, the CPU time spent
 * storing: this process's (PGlite runs inside it) and, on PostgreSQL, the server backends' (read from
 * /proc). On a busy machine the clock measures the neighbours too; jobs per CPU second is roughly what
 * one free core would do. Memory is the process's peak RSS
 * (PGlite's memory included) and peak V8 heap, sampled every 50 ms. After the pipeline the jobs and
 * sightings in the database are counted and must equal what storePostings reported, and the created,
 * duplicate and rejected counts must equal the plan's; a mismatch fails the run (exit code 1), as does
 * missing the target.
 *
 * PGlite in a temporary directory by default (removed after). With --postgres URL (or BENCH_DATABASE_URL)
 * both runs are measured on that PostgreSQL database too, which is EMPTIED first: its jobs and job
 * sources (and whatever references them) are truncated. Never point it at a database you need.
 *
 *   node bench/ingest/run.ts [--postings 100000] [--naive-postings 100000] [--seed 9]
 *     [--postgres postgres://postgres@127.0.0.1:5432/jobyatra_bench] [--only pipeline|naive]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '#server/db/client.ts'
import { jobs, jobSources } from '#server/db/schema/jobs.ts'
import { normalizeJobPosting } from '#server/features/jobs/ingest/normalize.ts'
import { storePostings } from '#server/features/jobs/ingest/store.ts'
import { positiveInteger, printTable } from '#bench/lib/report.ts'
import { planIngest, type IngestPlan, type PostingShape } from './plan.ts'
import { pagesOf, type Posting } from './postings.ts'

/** Issue 9's target for the pipeline, on this machine. */
const TARGET_JOBS_PER_SECOND = 2_000
const PAGE_SIZE = { min: 200, max: 500 }
/** The run's clock: fixed, so relative dates ("3 days ago") and closing dates read the same every run. */
const BENCH_NOW = new Date('2026-11-25T06:30:00.000Z')
const MEGABYTE = 1024 * 1024
const SAMPLE_MS = 50

const { values: options } = parseArgs({
  options: {
    postings: { type: 'string', default: '100000' },
    'naive-postings': { type: 'string' },
    seed: { type: 'string', default: '9' },
    postgres: { type: 'string', default: process.env.BENCH_DATABASE_URL },
    only: { type: 'string' },
  },
})
const postingCount = positiveInteger(options.postings, '--postings')
const naiveCount = Math.min(postingCount, positiveInteger(options['naive-postings'] ?? String(postingCount), '--naive-postings'))
const seed = positiveInteger(options.seed, '--seed')
if (options.only !== undefined && options.only !== 'pipeline' && options.only !== 'naive') {
  throw new Error(`--only must be pipeline or naive, not ${options.only}`)
}
const shouldRun = (run: 'pipeline' | 'naive') => options.only === undefined || options.only === run
const postgresUrl = options.postgres

type DatabaseName = 'PGlite' | 'PostgreSQL'

interface Measurement {
  run: string
  database: DatabaseName
  postings: number
  pages: number
  seconds: number
  /** CPU time of this process while storing (PGlite's work included), plus on PostgreSQL its backends'. */
  cpuSeconds: number
  created: number
  duplicates: number
  rejected: number
  peakRssMb: number
  peakHeapMb: number
}

/** Checks that failed; any makes the exit code 1. */
const failures: string[] = []

async function main(): Promise<void> {
  const startedAt = performance.now()
  const loadAtStart = os.loadavg()[0] ?? 0
  const plan = planIngest({ postingCount, seed, now: BENCH_NOW })
  log(`planned ${plan.totals.postings} postings of ${plan.totals.jobs} jobs from ${plan.sources.length} sources in ${elapsed(startedAt)} s`)

  const measurements: Measurement[] = []
  const databases: Array<{ name: DatabaseName; open: () => Promise<ScratchDatabase> }> = [{ name: 'PGlite', open: openScratchPglite }]
  // PostgreSQL goes first: this process's memory then holds no PGlite instance from an earlier run.
  if (postgresUrl !== undefined && postgresUrl !== '')
    databases.unshift({ name: 'PostgreSQL', open: () => openScratchPostgres(postgresUrl) })
  for (const database of databases) {
    if (shouldRun('pipeline'))
      measurements.push(await withDatabase(database.open, (handle) => measurePipeline(plan, handle, database.name)))
    if (shouldRun('naive')) measurements.push(await withDatabase(database.open, (handle) => measureNaive(plan, handle, database.name)))
  }

  printHeader(plan, loadAtStart)
  printGenerated(plan)
  console.log('')
  printResults(
    plan,
    measurements.toSorted((a, b) => Number(a.database === 'PostgreSQL') - Number(b.database === 'PostgreSQL')),
  )
  for (const measurement of measurements.filter((row) => row.run.startsWith('pipeline'))) {
    const rate = measurement.postings / measurement.seconds
    const verdict = rate >= TARGET_JOBS_PER_SECOND ? 'PASS' : 'FAIL'
    console.log(
      `Target on ${measurement.database}: at least ${TARGET_JOBS_PER_SECOND.toLocaleString('en-IN')} jobs/s through the pipeline: ` +
        `${verdict} (${rate.toFixed(0)} jobs/s)`,
    )
    if (verdict === 'FAIL') failures.push(`the pipeline stored ${rate.toFixed(0)} jobs/s on ${measurement.database}`)
  }
  if (failures.length > 0) {
    process.exitCode = 1
    console.log(`\nFailed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`)
  }
}

// ---------------------------------------------------------------------------------------------------
// Databases

interface ScratchDatabase {
  handle: DatabaseHandle
  dispose(): Promise<void>
}

/** A PGlite database in a new temporary directory, on disk as the app keeps it. */
async function openScratchPglite(): Promise<ScratchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobyatra-bench-ingest-'))
  const handle = await openDatabase({ kind: 'pglite', dataDir })
  return {
    handle,
    async dispose() {
      await handle.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The PostgreSQL database at `url`, with its jobs and job sources emptied (truncated, so tables and indexes start small). */
async function openScratchPostgres(url: string): Promise<ScratchDatabase> {
  const target: DatabaseTarget = { kind: 'postgres', url }
  const handle = await openDatabase(target)
  await handle.query(sql`truncate jobs, job_source_postings, job_source_runs, job_sources cascade`)
  await handle.query(sql`vacuum analyze jobs`)
  return { handle, dispose: () => handle.close() }
}

async function withDatabase<T>(open: () => Promise<ScratchDatabase>, use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await open()
  try {
    return await use(database.handle)
  } finally {
    await database.dispose()
  }
}

async function insertSources(handle: DatabaseHandle, plan: IngestPlan): Promise<void> {
  await handle.db.insert(jobSources).values(
    plan.sources.map((source) => ({
      id: source.id,
      name: source.name,
      kind: source.kind,
      config: source.config,
      origin: 'file' as const,
    })),
  )
}

// ---------------------------------------------------------------------------------------------------
// Runs

async function measurePipeline(plan: IngestPlan, handle: DatabaseHandle, database: DatabaseName): Promise<Measurement> {
  await insertSources(handle, plan)
  log(`pipeline on ${database}: ${plan.totals.postings} postings in pages of ${PAGE_SIZE.min}–${PAGE_SIZE.max}`)
  const counts = { created: 0, updated: 0, duplicates: 0, rejected: 0 }
  const memory = startMemorySampler()
  const backendCpu = await startBackendCpuMeter(handle)
  let storingMs = 0
  let cpuMicros = 0
  let pages = 0
  let postings = 0
  for (const [sourceAt, source] of plan.sources.entries()) {
    for (const page of pagesOf(plan, sourceAt, PAGE_SIZE)) {
      const startedAt = performance.now()
      const cpuAtStart = process.cpuUsage()
      const result = await storePostings(handle.db, { sourceId: source.id, publisher: source.name, postings: page, now: plan.now })
      storingMs += performance.now() - startedAt
      cpuMicros += cpuSince(cpuAtStart)
      counts.created += result.counts.created
      counts.updated += result.counts.updated
      counts.duplicates += result.counts.duplicates
      counts.rejected += result.counts.rejected
      pages += 1
      postings += page.length
      if (pages % 50 === 0) log(`  ${postings} postings, ${(postings / (storingMs / 1000)).toFixed(0)} jobs/s so far`)
    }
  }
  const peak = memory.stop()
  const backendSeconds = await backendCpu.stop()
  await checkStored(handle, plan, counts, database)
  return {
    run: `pipeline (pages of ${PAGE_SIZE.min}–${PAGE_SIZE.max})`,
    database,
    postings,
    pages,
    seconds: storingMs / 1000,
    cpuSeconds: cpuMicros / 1e6 + backendSeconds,
    created: counts.created,
    duplicates: counts.duplicates + counts.updated,
    rejected: counts.rejected,
    ...peak,
  }
}

/**
 * The database must hold what storePostings said it stored, and a perfect de-duplication of the plan
 * gives exactly the plan's counts (every repeat is one the rules of decision 021 find).
 */
async function checkStored(
  handle: DatabaseHandle,
  plan: IngestPlan,
  counts: { created: number; updated: number; duplicates: number; rejected: number },
  database: DatabaseName,
): Promise<void> {
  const [stored] = await handle.query<{ jobs: number; sightings: number }>(
    sql`select (select count(*)::int from jobs) as jobs, (select count(*)::int from job_source_postings) as sightings`,
  )
  const checks: Array<[string, number, number]> = [
    ['jobs in the database vs created', stored?.jobs ?? -1, counts.created],
    ['sightings in the database vs postings stored', stored?.sightings ?? -1, counts.created + counts.updated + counts.duplicates],
    ['created vs distinct jobs planned', counts.created, plan.totals.jobs],
    ['duplicates vs duplicates planned', counts.duplicates + counts.updated, plan.totals.duplicates],
    ['rejected vs invalid postings planned', counts.rejected, plan.totals.invalid],
  ]
  for (const [name, actual, expected] of checks) {
    if (actual === expected) continue
    failures.push(`${database}: ${name}: ${actual} ≠ ${expected}`)
    console.error(`[bench:ingest] CHECK FAILED on ${database}: ${name}: ${actual} ≠ ${expected}`)
  }
}

async function measureNaive(plan: IngestPlan, handle: DatabaseHandle, database: DatabaseName): Promise<Measurement> {
  await insertSources(handle, plan)
  const share = naiveCount / plan.totals.postings
  log(
    `naive baseline on ${database}: ${share < 1 ? `the first ${(share * 100).toFixed(0)}% of each source's postings` : 'every posting'}, one insert each`,
  )
  const counts = { created: 0, duplicates: 0, rejected: 0 }
  const memory = startMemorySampler()
  const backendCpu = await startBackendCpuMeter(handle)
  let storingMs = 0
  let cpuMicros = 0
  let pages = 0
  let postings = 0
  for (const [sourceAt, source] of plan.sources.entries()) {
    const limit = Math.ceil((plan.postingsBySource[sourceAt]?.length ?? 0) * share)
    let taken = 0
    for (const page of pagesOf(plan, sourceAt, PAGE_SIZE)) {
      const slice = page.slice(0, Math.max(0, limit - taken))
      taken += slice.length
      if (slice.length === 0) break
      const startedAt = performance.now()
      const cpuAtStart = process.cpuUsage()
      for (const posting of slice) await storeNaively(handle, source.id, posting, plan.now, counts)
      storingMs += performance.now() - startedAt
      cpuMicros += cpuSince(cpuAtStart)
      pages += 1
      postings += slice.length
    }
    log(`  ${postings} postings, ${(postings / (storingMs / 1000)).toFixed(0)} jobs/s so far`)
  }
  const peak = memory.stop()
  const backendSeconds = await backendCpu.stop()
  const [stored] = await handle.query<{ jobs: number }>(sql`select count(*)::int as jobs from jobs`)
  if (stored?.jobs !== counts.created) failures.push(`${database} naive: ${stored?.jobs} jobs in the database ≠ ${counts.created} created`)
  return {
    run: share < 1 ? `naive, one insert per job (${(share * 100).toFixed(0)}% subset)` : 'naive, one insert per job',
    database,
    postings,
    pages,
    seconds: storingMs / 1000,
    cpuSeconds: cpuMicros / 1e6 + backendSeconds,
    ...counts,
    ...peak,
  }
}

async function storeNaively(
  handle: DatabaseHandle,
  sourceId: string,
  posting: Posting,
  now: Date,
  counts: { created: number; duplicates: number; rejected: number },
): Promise<void> {
  const result = normalizeJobPosting(posting, sourceId, now)
  if (!result.ok) {
    counts.rejected += 1
    return
  }
  const inserted = await handle.db.insert(jobs).values(result.row).onConflictDoNothing().returning({ id: jobs.id })
  if (inserted.length > 0) counts.created += 1
  else counts.duplicates += 1
}

function cpuSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start)
  return used.user + used.system
}

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const CLOCK_TICKS_PER_SECOND = 100

/**
 * The CPU time PostgreSQL's backends for this database spend from now until `stop`, read from
 * /proc/<pid>/stat (so the server must run on this machine; elsewhere it reads 0 and says so once).
 * PGlite runs in this process, whose CPU time is measured on its own.
 */
async function startBackendCpuMeter(handle: DatabaseHandle): Promise<{ stop(): Promise<number> }> {
  if (handle.kind !== 'postgres') return { stop: async () => 0 }
  const readTicks = async () => {
    const backends = await handle.query<{ pid: number }>(
      sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
    )
    return new Map(backends.map(({ pid }) => [pid, readProcessTicks(pid)]))
  }
  const before = await readTicks()
  return {
    async stop() {
      const after = await readTicks()
      let ticks = 0
      for (const [pid, used] of after) ticks += (used ?? 0) - (before.get(pid) ?? 0)
      if ([...after.values()].some((used) => used === null))
        log('PostgreSQL backends are not on this machine: their CPU time is not counted')
      return ticks / CLOCK_TICKS_PER_SECOND
    },
  }
}

/** utime + stime of a process, in clock ticks; null when /proc does not have it. */
function readProcessTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return null
  }
}

// ---------------------------------------------------------------------------------------------------
// Memory

function startMemorySampler(): { stop(): { peakRssMb: number; peakHeapMb: number } } {
  let peakRss = 0
  let peakHeap = 0
  const sample = () => {
    const usage = process.memoryUsage()
    peakRss = Math.max(peakRss, usage.rss)
    peakHeap = Math.max(peakHeap, usage.heapUsed)
  }
  sample()
  const timer = setInterval(sample, SAMPLE_MS)
  return {
    stop() {
      clearInterval(timer)
      sample()
      return { peakRssMb: peakRss / MEGABYTE, peakHeapMb: peakHeap / MEGABYTE }
    },
  }
}

// ---------------------------------------------------------------------------------------------------
// Output

/** The machine and how busy it was: this benchmark's clock also measures whatever else ran. */
function printHeader(plan: IngestPlan, loadAtStart: number): void {
  const [loadAtEnd] = os.loadavg()
  console.log(
    `\nIngestion of ${plan.totals.postings.toLocaleString('en-IN')} postings from ${plan.sources.length} sources (seed ${plan.seed}).` +
      `\nNode ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'}), ` +
      `1-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd?.toFixed(1)} at the end.\n`,
  )
}

const shapeLabels: Readonly<Record<PostingShape, string>> = {
  greenhouse: 'Greenhouse boards (HTML)',
  lever: 'Lever boards (HTML)',
  jsearch: 'JSearch (Job shape, salary numbers)',
  alternative: 'partner portal (alternative shape, salary text)',
  feed: 'RSS feeds (HTML summaries)',
  'government-feed': 'government notices (text, closing date)',
}

function printGenerated(plan: IngestPlan): void {
  const { totals } = plan
  const percent = (count: number, of: number) => `${((count / of) * 100).toFixed(1)}%`
  const valid = totals.postings - totals.invalid
  printTable(
    ['generated', 'postings', 'share'],
    [
      ['postings', String(totals.postings), '100%'],
      ['distinct jobs', String(totals.jobs), ''],
      ['duplicates (of valid postings)', String(totals.duplicates), percent(totals.duplicates, valid)],
      ['  found only by the apply link', String(totals.linkOnlyDuplicates), percent(totals.linkOnlyDuplicates, valid)],
      ['invalid', String(totals.invalid), percent(totals.invalid, totals.postings)],
      ['HTML descriptions', String(totals.html), percent(totals.html, totals.postings)],
      ...[...totals.byShape].map(([shape, count]) => [`  ${shapeLabels[shape]}`, String(count), percent(count, totals.postings)]),
    ],
  )
}

function printResults(plan: IngestPlan, measurements: readonly Measurement[]): void {
  const { totals } = plan
  const plannedValid = totals.postings - totals.invalid
  const rate = (duplicates: number, postings: number, rejected: number) => `${((duplicates / (postings - rejected)) * 100).toFixed(1)}%`
  printTable(
    [
      'run',
      'database',
      'postings',
      'pages',
      'time s',
      'jobs/s',
      'CPU s',
      'jobs/CPU s',
      'created',
      'duplicates',
      'rejected',
      'duplicate rate',
      'peak RSS MB',
      'peak heap MB',
    ],
    [
      [
        'generated (what a perfect run finds)',
        '',
        String(totals.postings),
        '',
        '',
        '',
        '',
        '',
        String(totals.jobs),
        String(totals.duplicates),
        String(totals.invalid),
        `${((totals.duplicates / plannedValid) * 100).toFixed(1)}%`,
        '',
        '',
      ],
      ...measurements.map((m) => [
        m.run,
        m.database,
        String(m.postings),
        String(m.pages),
        m.seconds.toFixed(1),
        (m.postings / m.seconds).toFixed(0),
        m.cpuSeconds.toFixed(1),
        (m.postings / m.cpuSeconds).toFixed(0),
        String(m.created),
        String(m.duplicates),
        String(m.rejected),
        rate(m.duplicates, m.postings, m.rejected),
        m.peakRssMb.toFixed(0),
        m.peakHeapMb.toFixed(0),
      ]),
    ],
    new Set(['database']),
  )
  console.log(
    [
      '',
      'Time: storing only. CPU s: this process (PGlite runs in it) plus, on PostgreSQL, the server backends (from /proc).',
      'Duplicate rate: duplicates ÷ postings not rejected. The naive baseline keeps postings whose closing date has passed',
      '(only the normaliser rejects there) and misses the repeats only the apply link finds.',
      'Peak RSS is the whole process: PostgreSQL runs first, PGlite second, and a run may show memory an earlier one left.',
      '',
    ].join('\n'),
  )
}

function elapsed(startedAt: number): string {
  return ((performance.now() - startedAt) / 1000).toFixed(1)
}

function log(message: string): void {
  process.stderr.write(`[bench:ingest] ${message}\n`)
}

await main()
