/**
 * Soak benchmark (npm run bench:soak): does the server's memory stay flat under steady traffic?
 *
 * Builds first when build/ is missing or older than the sources (--build always builds), starts the
 * production server (server/main.ts, NODE_ENV=production) on a free 127.0.0.1 port with a temporary
 * DATA_DIR seeded with --jobs demo jobs, then drives a bounded mixed load with autocannon for
 * --duration seconds: --connections connections at no more than --rate requests per second over the
 * landing page (/, in English and Hindi, and /?q=… which searches while rendering), job pages
 * (/jobs/in-mumbai, /jobs/software-engineer, /jobs) and the search API. Every --interval seconds the
 * load pauses while the server's memory is read after a full garbage collection; the table shows
 * each interval's request rate and latency beside RSS (and its change since warm-up), the process's
 * peak RSS so far (creating the empty database and the seed included), heap after GC, memory outside
 * the heap (the embedded database's WebAssembly memory), the server's live timers and the machine's
 * load average.
 * The server is given longer to start the more jobs it seeds (bench/lib/production-server.ts).
 *
 * How the memory is read: the server runs with `--inspect=127.0.0.1:0` and this script talks to its
 * inspector (bench/lib/inspector.ts): HeapProfiler.collectGarbage, then process.memoryUsage(),
 * process.resourceUsage().maxRSS and process.getActiveResourcesInfo() through Runtime.evaluate. So
 * the process measured is the production server itself, with no probe endpoint in the product and no
 * code of ours loaded into it; the inspector listens on loopback only, for the length of the run.
 *
 * The verdict compares the heap after GC at the end with the starting value, the reading after the
 * first interval: the first requests compile code and fill the bounded caches (search rankings,
 * words, companies), which is warming up, not growth. Within 10% passes. A heap that grows for the
 * whole run means something outlives its request (issue 6: a per-request TanStack Query client whose
 * 10-minute cache timers kept every render's data alive). --heap-limit starts the server with
 * --max-old-space-size to see whether a leak would kill it. Exit code 1 when the verdict fails, a
 * request failed or the server died.
 *
 *   node bench/soak/run.ts [--build] [--duration 300] [--interval 30] [--connections 4] [--rate 50] [--jobs 1000] [--heap-limit 256]
 */
import os from 'node:os'
import { setTimeout as delay } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { connectInspector, readInspectorUrl, type InspectorSession, type MemoryReading } from '#bench/lib/inspector.ts'
import { ensureBuild, startProductionServer, type ProductionServer } from '#bench/lib/production-server.ts'
import { positiveInteger, printTable, runLoad, type LoadRequest, type LoadResult } from '#bench/lib/report.ts'
import { searchRequests } from '#bench/search/queries.ts'

/** How far the last heap after GC may be above (or below) the starting value. */
const MAX_HEAP_DRIFT = 0.1
const MEGABYTE = 1024 * 1024
/** Lines of the server's output kept to explain a crash (V8's "heap out of memory" report is a few lines). */
const KEPT_OUTPUT_LINES = 20
/** How long to wait for the server's exit after its inspector connection failed. */
const EXIT_GRACE_MS = 5_000

const { values: options } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    duration: { type: 'string', default: '300' },
    interval: { type: 'string', default: '30' },
    connections: { type: 'string', default: '4' },
    rate: { type: 'string', default: '50' },
    jobs: { type: 'string', default: '1000' },
    'heap-limit': { type: 'string' },
  },
})
const durationSeconds = positiveInteger(options.duration, '--duration')
const intervalSeconds = positiveInteger(options.interval, '--interval')
const connections = positiveInteger(options.connections, '--connections')
const requestsPerSecond = positiveInteger(options.rate, '--rate')
const jobCount = positiveInteger(options.jobs, '--jobs')
const heapLimitMb = options['heap-limit'] === undefined ? null : positiveInteger(options['heap-limit'], '--heap-limit')
if (intervalSeconds > durationSeconds) throw new Error(`--interval (${intervalSeconds}) must not exceed --duration (${durationSeconds})`)
const intervalCount = Math.floor(durationSeconds / intervalSeconds)
if (intervalCount < 2) throw new Error('--duration must hold at least two intervals: the first is the starting value')

function browserHeaders(language: 'en' | 'hi'): Record<string, string> {
  return {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'accept-encoding': 'gzip, deflate, br',
    'accept-language': language === 'hi' ? 'hi-IN,hi;q=0.9,en;q=0.8' : 'en-IN,en;q=0.9',
    cookie: `jy_language=${language}`,
    'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
  }
}

const apiHeaders = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' }

/** Pages and API calls in rotation: about half pages (each renders React on the server), half API searches. */
function buildRequestMix(): LoadRequest[] {
  const pages: LoadRequest[] = [
    { path: '/', headers: browserHeaders('en') },
    { path: '/?q=software+engineer', headers: browserHeaders('en') },
    { path: '/jobs/in-mumbai', headers: browserHeaders('en') },
    { path: '/', headers: browserHeaders('hi') },
    { path: '/?q=data+analyst&location=Pune', headers: browserHeaders('en') },
    { path: '/jobs/software-engineer', headers: browserHeaders('en') },
    { path: '/jobs', headers: browserHeaders('hi') },
  ]
  const searches = searchRequests.filter((_request, index) => index % Math.ceil(searchRequests.length / pages.length) === 0)
  return pages.flatMap((page, index) => {
    const search = searches[index]
    return search ? [page, { path: search.path, headers: apiHeaders }] : [page]
  })
}

interface Interval {
  endsAtSeconds: number
  load: LoadResult | null
  memory: MemoryReading
  /** The machine's 1-minute load average when the reading was taken (the machine may be shared). */
  loadAverage: number
}

async function main(): Promise<void> {
  await ensureBuild({ force: options.build, log })
  const recentOutput: string[] = []
  const inspectorAnnounced = Promise.withResolvers<string>()
  const server = await startProductionServer({
    jobCount,
    nodeOptions: ['--inspect=127.0.0.1:0', ...(heapLimitMb === null ? [] : [`--max-old-space-size=${heapLimitMb}`])],
    onOutputLine: (line) => {
      recentOutput.push(line)
      if (recentOutput.length > KEPT_OUTPUT_LINES) recentOutput.shift()
      const inspectorUrl = readInspectorUrl(line)
      if (inspectorUrl) inspectorAnnounced.resolve(inspectorUrl)
      // Node says "For help, see …" and "Debugger attached." around the inspector; only our log matters.
      if (!line.startsWith('Debugger') && !line.startsWith('For help')) process.stderr.write(`[server] ${line}\n`)
    },
    log,
  })
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()))
  const intervals: Interval[] = []
  let inspector: InspectorSession | null = null
  try {
    inspector = await connectInspector(await inspectorAnnounced.promise)
    await soak(server, inspector, intervals)
    printReport(intervals)
    judge(intervals)
  } catch (error) {
    // A dying server closes its inspector connection a moment before its exit is reported.
    const hasDied = await Promise.race([exited.then(() => true), delay(EXIT_GRACE_MS).then(() => false)])
    if (!hasDied) throw error
    printReport(intervals)
    process.exitCode = 1
    const { exitCode, signalCode } = server.child
    console.log(
      `\nFAIL: the server died during the soak, after ${formatElapsed(intervals.at(-1)?.endsAtSeconds ?? 0)} of load ` +
        `(${signalCode ?? `exit code ${exitCode}`}). Its last words, its JSON log left out:`,
    )
    console.log(
      recentOutput
        .filter((line) => !line.startsWith('{'))
        .map((line) => `  ${line}`)
        .join('\n'),
    )
  } finally {
    inspector?.close()
    await server.stop()
  }
}

/** Drives the load interval by interval, adding each reading to `intervals` (so a crash still leaves the table). */
async function soak(server: ProductionServer, inspector: InspectorSession, intervals: Interval[]): Promise<void> {
  const requests = buildRequestMix()
  const startUp = await inspector.readMemoryAfterGc()
  intervals.push({ endsAtSeconds: 0, load: null, memory: startUp, loadAverage: os.loadavg()[0] ?? 0 })
  log(`at start-up: ${describeMemory(startUp)}`)
  for (let index = 1; index <= intervalCount; index += 1) {
    const load = await runLoad({ baseUrl: server.baseUrl, requests, connections, seconds: intervalSeconds, requestsPerSecond })
    const memory = await inspector.readMemoryAfterGc()
    intervals.push({ endsAtSeconds: index * intervalSeconds, load, memory, loadAverage: os.loadavg()[0] ?? 0 })
    log(
      `${formatElapsed(index * intervalSeconds)}: ${load.requests} requests, p95 ${load.p95.toFixed(1)} ms, ` +
        `${load.failures} failed; ${describeMemory(memory)}`,
    )
  }
}

function printReport(intervals: readonly Interval[]): void {
  const [one, five] = os.loadavg()
  console.log(
    `\nSoak of the production build on ${new Date().toISOString().slice(0, 10)}: HTTP on 127.0.0.1, ${jobCount.toLocaleString('en-IN')} demo jobs, ` +
      `${connections} connections at up to ${requestsPerSecond} req/s for ${formatElapsed(durationSeconds)} ` +
      `(pages / and /?q=…, /jobs/in-mumbai, /jobs/software-engineer, /jobs, and the search API in rotation)` +
      `${heapLimitMb === null ? '' : `, heap limit ${heapLimitMb} MB`}.` +
      `\nNode ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'}), load average ${one?.toFixed(1)} / ${five?.toFixed(1)} (1 / 5 min).` +
      `\nMemory of the server process, read after a full garbage collection at the end of each interval (MB of 1,048,576 bytes);` +
      `\npeak RSS is the process's high-water mark since it started (process.resourceUsage().maxRSS): on this first start it includes` +
      `\nPGlite creating the empty database, whatever the jobs (docs/operations.md, "Memory"), and the seed;` +
      `\nexternal is memory outside the JavaScript heap: almost all of it the embedded database's WebAssembly memory, which grows` +
      `\nwith PostgreSQL's page cache (PGLITE_SHARED_BUFFERS${sharedBuffersNote()}) and never shrinks; live timers are the server's` +
      `\npending timers that keep it running (process.getActiveResourcesInfo()); load is the machine's 1-minute load average:\n`,
  )
  const start = intervals[1]?.memory.heapUsed
  const warmRss = intervals[1]?.memory.rss
  printTable(
    [
      'at',
      'requests',
      'req/s',
      'p50 ms',
      'p95 ms',
      'failed',
      'RSS MB',
      'RSS vs warm-up',
      'peak RSS MB',
      'heap after GC MB',
      'vs start',
      'external MB',
      'live timers',
      'load',
    ],
    intervals.map(({ endsAtSeconds, load, memory, loadAverage }, index) => [
      index === 0 ? 'start-up' : formatElapsed(endsAtSeconds),
      load ? String(load.requests) : '-',
      load ? load.requestsPerSecond.toFixed(0) : '-',
      load ? load.p50.toFixed(1) : '-',
      load ? load.p95.toFixed(1) : '-',
      load ? String(load.failures) : '-',
      megabytes(memory.rss),
      index === 0 || warmRss === undefined ? '-' : formatChange(memory.rss / warmRss - 1),
      megabytes(memory.peakRss),
      megabytes(memory.heapUsed),
      index === 0 || start === undefined ? '-' : formatChange(memory.heapUsed / start - 1),
      megabytes(memory.external),
      String(memory.timers),
      loadAverage.toFixed(1),
    ]),
  )
}

/** Last heap after GC against the starting value (after the first interval), and failed requests. */
function judge(intervals: readonly Interval[]): void {
  const first = intervals[1]?.memory.heapUsed
  const last = intervals.at(-1)?.memory.heapUsed
  if (first === undefined || last === undefined) throw new Error('the soak ended before its first interval')
  const drift = last / first - 1
  const failures = intervals.reduce((total, interval) => total + (interval.load?.failures ?? 0), 0)
  const isFlat = Math.abs(drift) <= MAX_HEAP_DRIFT
  console.log(
    `\n${isFlat ? 'pass' : 'FAIL'}: heap after GC ${megabytes(last)} MB at the end against ${megabytes(first)} MB at the start ` +
      `(${formatChange(drift)}; within ${MAX_HEAP_DRIFT * 100}% passes)` +
      `${failures > 0 ? `; FAIL: ${failures} request(s) failed` : '; no request failed'}.`,
  )
  if (!isFlat || failures > 0) process.exitCode = 1
  reportRss(intervals)
}

/**
 * RSS after warm-up beside the heap: the first interval fills the database's page cache (WebAssembly
 * memory, which never shrinks), so RSS is read against that reading, and its growth since start-up is
 * said apart. Reported, not judged: how far the cache may grow is PGLITE_SHARED_BUFFERS's to say.
 */
function reportRss(intervals: readonly Interval[]): void {
  const startUp = intervals[0]?.memory
  const warm = intervals[1]?.memory
  const last = intervals.at(-1)?.memory
  if (!startUp || !warm || !last) return
  console.log(
    `RSS ${megabytes(startUp.rss)} MB at start-up, ${megabytes(warm.rss)} MB after warm-up (the first interval), ` +
      `${megabytes(last.rss)} MB at the end (${formatChange(last.rss / warm.rss - 1)} after warm-up), ` +
      `${megabytes(last.peakRss)} MB at its peak (since the process started: creating the database and the seed included); ` +
      `outside the heap ${megabytes(startUp.external)} → ${megabytes(warm.external)} → ${megabytes(last.external)} MB.`,
  )
}

function describeMemory(memory: MemoryReading): string {
  return (
    `RSS ${megabytes(memory.rss)} MB (peak ${megabytes(memory.peakRss)}), heap after GC ${megabytes(memory.heapUsed)} MB, ` +
    `external ${megabytes(memory.external)} MB, ${memory.timers} live timers, load ${os.loadavg()[0]?.toFixed(1)}`
  )
}

/** The page cache the server was started with: PGLITE_SHARED_BUFFERS from this environment, else PGlite's default. */
function sharedBuffersNote(): string {
  const setting = process.env.PGLITE_SHARED_BUFFERS
  return setting ? `=${setting} in this run` : `, PGlite's default 128MB in this run`
}

function megabytes(bytes: number): string {
  return (bytes / MEGABYTE).toFixed(1)
}

function formatChange(ratio: number): string {
  return `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)}%`
}

function formatElapsed(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

function log(message: string): void {
  process.stderr.write(`[bench:soak] ${message}\n`)
}

await main()
