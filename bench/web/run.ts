/**
 * Web benchmark (npm run bench:web), against the budgets of bench/web/budgets.ts (issues 7 and 17,
 * decisions 031 and 032):
 *
 *   initial JS   every script the HTML of a page loads up front (module scripts, modulepreload links,
 *                inline scripts, and what those import statically; bench/web/initial-js.ts, which the
 *                page-weight test of `npm test` shares), judged against each page's budget in English
 *                and Hindi (/ 175 kB gzip, /jobs/in-bengaluru 200 kB, the 404 page 160 kB); beside it,
 *                for information, every other script Chromium fetches while the page loads and
 *                hydrates with nobody touching it (at 390 and 1280 px; e.g. the consent banner on idle)
 *   render       server render of / with autocannon: p50/p95/p99 at 1 connection (the latency one
 *                request sees; the budget, 50 ms p95, is judged here) and at --connections
 *   lighthouse   Lighthouse's mobile preset (the default config: a mid-range phone, simulated slow 4G)
 *                against /, a job listing (/jobs/in-bengaluru) and the 404 page in /usr/bin/chromium,
 *                --runs times each; the median run by performance score is judged: performance 95+,
 *                accessibility 100, LCP ≤ 2.5 s, TBT ≤ 100 ms, CLS ≤ 0.05; each run names its LCP element
 *
 * Builds first when build/ is missing or older than the sources (--build always builds), then starts
 * the production server (server/main.ts, NODE_ENV=production) on a free 127.0.0.1 port with a temporary
 * DATA_DIR seeded with --jobs demo jobs, measures, prints tables, stops the server and removes the data.
 * Every number is also compared with bench/web/baseline.json (the committed measurement of the last
 * change that moved them) and the difference printed; --save-baseline writes this run's numbers
 * there. The load average is printed at the start and the end: numbers taken on a busy machine
 * (load above the CPU count) are not comparable with a quiet one, Lighthouse's least of all.
 * The exit code is 1 when a budget is missed or a request failed.
 *
 *   node bench/web/run.ts [--build] [--jobs 1000] [--duration 10] [--connections 4] [--runs 3]
 *                         [--only js,render,lighthouse] [--save-baseline]
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from 'playwright-core'
import { ensureBuild, startProductionServer } from '#bench/lib/production-server.ts'
import { positiveInteger, printTable, runLoad, type LoadResult } from '#bench/lib/report.ts'
import { KILO, lighthouseBudgets, pageBudgets, renderP95Ms, type BudgetedPage } from '#bench/web/budgets.ts'
import { browserHeaders, collectInitialScripts, sumScripts, type PageRequest, type ScriptSize } from '#bench/web/initial-js.ts'

/** Headers of the tables' columns that hold text (left-aligned); the rest hold numbers. */
const textColumns = new Set(['page', 'script', 'loaded as', 'metric', 'budget', 'result', 'baseline', 'change', 'LCP element'])
const BASELINE_PATH = path.join(import.meta.dirname, 'baseline.json')
const CHROMIUM_PATH = '/usr/bin/chromium'
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const budgets = { ...lighthouseBudgets, renderP95Ms }

const { values: options } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    jobs: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '4' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    'save-baseline': { type: 'boolean', default: false },
  },
})
const jobCount = positiveInteger(options.jobs, '--jobs')
const durationSeconds = positiveInteger(options.duration, '--duration')
const connections = positiveInteger(options.connections, '--connections')
const lighthouseRuns = positiveInteger(options.runs, '--runs')
const sections = ['js', 'render', 'lighthouse'] as const
type Section = (typeof sections)[number]
const onlySections = options.only?.split(',').map((section) => section.trim())
for (const section of onlySections ?? []) {
  if (!sections.some((known) => known === section)) throw new Error(`--only takes ${sections.join(', ')} (comma-separated), not ${section}`)
}
const shouldRun = (section: Section) => onlySections === undefined || onlySections.includes(section)

/** A page measured here: the budgeted pages of budgets.ts, each with a label. */
type MeasuredPage = PageRequest & { label: string }

const landingEnglish = findBudgetedPage('/ (English)')
const landingHindi = findBudgetedPage('/ (Hindi)')
const listing = findBudgetedPage('/jobs/in-bengaluru')
const notFound = findBudgetedPage('404 page')

const renderPages: MeasuredPage[] = [landingEnglish, landingHindi]
const lighthousePages: MeasuredPage[] = [landingEnglish, listing, notFound]

function findBudgetedPage(label: string): BudgetedPage {
  const page = pageBudgets.find((candidate) => candidate.label === label)
  if (!page) throw new Error(`bench/web/budgets.ts has no page labelled ${label}`)
  return page
}

interface RenderMeasurement extends LoadResult {
  page: MeasuredPage
  connections: number
}

interface LighthouseRun {
  score: number
  accessibility: number
  fcpMs: number
  lcpMs: number
  cls: number
  tbtMs: number
  speedIndexMs: number
  /** The largest contentful paint's element as Lighthouse names it (its label, else its HTML). */
  lcpElement: string
}

interface PageLighthouse {
  page: MeasuredPage
  runs: LighthouseRun[]
}

/** The numbers compared with the baseline, by a stable name ('js / (Hindi) gzip kB'); lower is better unless named in `higherIsBetter`. */
type Measurements = Record<string, number>
const higherIsBetter = (metric: string) => metric.endsWith('performance') || metric.endsWith('accessibility')
const measured: Measurements = {}

/** Budget checks collected over the run; any failure makes the exit code 1. */
const failures: string[] = []

async function main(): Promise<void> {
  const loadAtStart = os.loadavg()
  await ensureBuild({ force: options.build, log })
  // The server's own log goes to stderr with ours, so stdout keeps only the tables.
  const server = await startProductionServer({ jobCount, log, onOutputLine: (line) => process.stderr.write(`[server] ${line}\n`) })
  try {
    const pageSizes = shouldRun('js') ? await measureInitialJs(server.baseUrl) : []
    const renders = shouldRun('render') ? await measureRenders(server.baseUrl) : []
    const lighthouse = shouldRun('lighthouse') ? await measureLighthouse(server.baseUrl) : []

    printHeader(loadAtStart)
    if (pageSizes.length > 0) printInitialJs(pageSizes)
    if (renders.length > 0) printRenders(renders)
    if (lighthouse.length > 0) printLighthouse(lighthouse)
    printBaselineComparison()
  } finally {
    await server.stop()
  }
  if (failures.length > 0) {
    process.exitCode = 1
    console.log(`\nOver budget or failed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`)
    return
  }
  console.log('\nEvery budget met.')
}

// ---------------------------------------------------------------------------------------------------
// Measurements

// ---------------------------------------------------------------------------------------------------
// Initial JavaScript

interface PageScripts {
  page: BudgetedPage
  scripts: ScriptSize[]
}

async function measureInitialJs(baseUrl: string): Promise<PageScripts[]> {
  const results: PageScripts[] = []
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    for (const page of pageBudgets) {
      log(`initial JavaScript of ${page.label}`)
      const declared = await collectInitialScripts(baseUrl, page)
      const loaded = await collectStartupScripts(browser, baseUrl, page)
      const declaredNames = new Set(declared.map((script) => script.name))
      const extra = loaded.filter((script) => !declaredNames.has(script.name))
      results.push({ page, scripts: [...declared, ...extra] })
    }
  } finally {
    await browser.close()
  }
  return results
}

/** Viewports the start-up is watched at: Lighthouse's phone width and a laptop. */
const startupViewports = [
  { width: 390, height: 844, isMobile: true },
  { width: 1280, height: 800, isMobile: false },
]

/**
 * The external scripts Chromium fetches while the page loads and hydrates, untouched, until the
 * network has been idle for a while: what the HTML declares plus what runs on its own at start-up
 * (dynamic imports before or right after hydration). Dialogs and other code loaded on use are not
 * fetched, since nothing is clicked, focused or hovered.
 */
async function collectStartupScripts(browser: Browser, baseUrl: string, page: MeasuredPage): Promise<ScriptSize[]> {
  const urls = new Set<string>()
  for (const viewport of startupViewports) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.isMobile,
      hasTouch: viewport.isMobile,
      locale: page.language === 'hi' ? 'hi-IN' : 'en-IN',
    })
    try {
      await context.addCookies([{ name: 'jy_language', value: page.language, url: baseUrl }])
      const tab = await context.newPage()
      tab.on('response', (response) => {
        if (response.request().resourceType() === 'script') urls.add(response.url())
      })
      await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'networkidle' })
      // Idle callbacks and effects after hydration may still start a load.
      await tab.waitForTimeout(1000)
      await tab.waitForLoadState('networkidle')
    } finally {
      await context.close()
    }
  }
  const scripts: ScriptSize[] = []
  for (const url of urls) {
    const response = await fetch(url)
    const bytes = Buffer.from(await response.arrayBuffer())
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    scripts.push({ kind: 'loaded at start-up', name: new URL(url).pathname, rawBytes: bytes.length, gzipBytes: gzipSync(bytes).length })
  }
  return scripts
}

function printInitialJs(pages: readonly PageScripts[]): void {
  for (const { page, scripts } of pages) {
    console.log(`\nInitial JavaScript of ${page.label}:`)
    const sorted = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)
    const total = sumScripts(scripts)
    printTable(
      ['script', 'loaded as', 'raw kB', 'gzip kB'],
      [
        ...sorted.map((script) => [script.name, script.kind, kilobytes(script.rawBytes), kilobytes(script.gzipBytes)]),
        [`total (${scripts.length} scripts)`, '', kilobytes(total.rawBytes), kilobytes(total.gzipBytes)],
      ],
      textColumns,
    )
  }
  console.log(
    '\nInitial JavaScript against the budgets (bench/web/budgets.ts; judged on what the HTML declares, as tests/e2e/page-weight.spec.ts does):',
  )
  printTable(
    ['page', 'scripts', 'in the HTML, gzip kB', 'at start-up, gzip kB', 'raw kB', 'gzip kB', 'budget kB', 'result'],
    pages.map(({ page, scripts }) => {
      const total = sumScripts(scripts)
      const startup = sumScripts(scripts.filter((script) => script.kind === 'loaded at start-up'))
      const declaredGzipBytes = total.gzipBytes - startup.gzipBytes
      measured[`js ${page.label} gzip kB`] = Number(kilobytes(declaredGzipBytes))
      const result = judge(
        declaredGzipBytes <= page.initialJsGzipBytes,
        `initial JS of ${page.label}: ${kilobytes(declaredGzipBytes)} kB gzip, budget ${kilobytes(page.initialJsGzipBytes)} kB`,
      )
      return [
        page.label,
        String(scripts.length),
        kilobytes(declaredGzipBytes),
        kilobytes(startup.gzipBytes),
        kilobytes(total.rawBytes),
        kilobytes(total.gzipBytes),
        kilobytes(page.initialJsGzipBytes),
        result,
      ]
    }),
    textColumns,
  )
}

// ---------------------------------------------------------------------------------------------------
// Server render

async function measureRenders(baseUrl: string): Promise<RenderMeasurement[]> {
  const measurements: RenderMeasurement[] = []
  for (const page of renderPages) {
    log(`warming up ${page.label}`)
    for (let index = 0; index < 50; index += 1) {
      const response = await fetch(`${baseUrl}${page.path}`, { headers: browserHeaders(page) })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`${page.path} answered ${response.status}`)
    }
    for (const count of [...new Set([1, connections])]) {
      log(`measuring the server render of ${page.label} with ${count} connection(s) for ${durationSeconds} s`)
      measurements.push(await measureRender(baseUrl, page, count))
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  return measurements
}

async function measureRender(baseUrl: string, page: MeasuredPage, count: number): Promise<RenderMeasurement> {
  const requests = [{ path: page.path, headers: browserHeaders(page) }]
  return { page, connections: count, ...(await runLoad({ baseUrl, requests, connections: count, seconds: durationSeconds })) }
}

function printRenders(measurements: readonly RenderMeasurement[]): void {
  console.log(
    `\nServer render (whole response, gzip, ${durationSeconds} s per row; budget p95 under ${budgets.renderP95Ms} ms at 1 connection):`,
  )
  printTable(
    ['page', 'conns', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'failed', 'result'],
    measurements.map((m) => {
      if (m.failures > 0)
        failures.push(`server render of ${m.page.label} at ${m.connections} connection(s): ${m.failures} failed request(s)`)
      if (m.connections === 1) measured[`render ${m.page.label} p95 ms`] = Number(m.p95.toFixed(1))
      const result =
        m.connections === 1
          ? judge(m.p95 < budgets.renderP95Ms && m.failures === 0, `server render of ${m.page.label}: p95 ${m.p95.toFixed(1)} ms`)
          : 'n/a'
      return [
        m.page.label,
        String(m.connections),
        String(m.requests),
        m.requestsPerSecond.toFixed(0),
        m.p50.toFixed(1),
        m.p95.toFixed(1),
        m.p99.toFixed(1),
        m.max.toFixed(1),
        String(m.failures),
        result,
      ]
    }),
    textColumns,
  )
}

// ---------------------------------------------------------------------------------------------------
// Lighthouse

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP); such a run is retried. */
const LIGHTHOUSE_ATTEMPTS = 3

async function measureLighthouse(baseUrl: string): Promise<PageLighthouse[]> {
  const results: PageLighthouse[] = []
  for (const page of lighthousePages) {
    const runs: LighthouseRun[] = []
    for (let index = 0; index < lighthouseRuns; index += 1) {
      for (let attempt = 1; ; attempt += 1) {
        log(`Lighthouse run ${index + 1} of ${lighthouseRuns} (mobile preset) against ${page.label}`)
        try {
          runs.push(await runLighthouse(`${baseUrl}${page.path}`))
          break
        } catch (error) {
          if (attempt >= LIGHTHOUSE_ATTEMPTS) throw error
          log(`${error instanceof Error ? error.message : String(error)}: trying again`)
        }
      }
    }
    results.push({ page, runs })
  }
  return results
}

async function runLighthouse(url: string): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse')
  const browser = await startChromium()
  try {
    const result = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The 404 page answers 404 on purpose; Lighthouse refuses such a document unless told.
      ignoreStatusCode: true,
    })
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}`)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      speedIndexMs: audit('speed-index'),
      lcpElement: findLcpElement(lhr.audits),
    }
  } finally {
    await browser.stop()
  }
}

/**
 * The LCP element of a Lighthouse report: Lighthouse 13 names it in the LCP breakdown insight (older
 * versions in the largest-contentful-paint-element audit), as a node item somewhere in the details.
 */
function findLcpElement(audits: Record<string, { details?: unknown } | undefined>): string {
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element']) {
    const node = findNode(audits[id]?.details)
    if (node) return node
  }
  return '(not reported)'
}

function findNode(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null
  if ('type' in value && value.type === 'node') {
    const label = 'nodeLabel' in value && typeof value.nodeLabel === 'string' ? value.nodeLabel : ''
    const snippet = 'snippet' in value && typeof value.snippet === 'string' ? value.snippet : ''
    return `${snippet.slice(0, 60)} "${label.slice(0, 60)}"`
  }
  for (const child of Object.values(value)) {
    const found = findNode(child)
    if (found) return found
  }
  return null
}

/** Chromium with a DevTools port for Lighthouse, on a throw-away profile. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'jobyatra-bench-chromium-'))
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    }
    rmSync(profileDir, { recursive: true, force: true })
  }
  const stderr = child.stderr
  if (!stderr) throw new Error('chromium has no stderr')
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('chromium did not open its DevTools port within 30 s')), 30_000)
      child.once('error', reject)
      child.once('exit', (code) => reject(new Error(`chromium exited early (code ${code})`)))
      createInterface({ input: stderr }).on('line', (line) => {
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//u.exec(line)
        if (!match) return
        clearTimeout(timer)
        resolve(Number(match[1]))
      })
    })
    return { port, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

function printLighthouse(pages: readonly PageLighthouse[]): void {
  for (const { page, runs } of pages) {
    console.log(`\nLighthouse, mobile preset, ${page.label} in ${CHROMIUM_PATH} (${runs.length} run(s)):`)
    printTable(
      ['run', 'performance', 'accessibility', 'FCP ms', 'LCP ms', 'CLS', 'TBT ms', 'Speed Index ms', 'LCP element'],
      runs.map((run, index) => [
        String(index + 1),
        String(run.score),
        String(run.accessibility),
        run.fcpMs.toFixed(0),
        run.lcpMs.toFixed(0),
        run.cls.toFixed(3),
        run.tbtMs.toFixed(0),
        run.speedIndexMs.toFixed(0),
        run.lcpElement,
      ]),
      textColumns,
    )
  }
  console.log("\nLighthouse against the budgets (each page's median run by performance score):")
  const rows: string[][] = []
  for (const { page, runs } of pages) {
    const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs)
    const median = sorted[Math.floor((sorted.length - 1) / 2)]
    if (!median) continue
    measured[`lighthouse ${page.label} performance`] = median.score
    measured[`lighthouse ${page.label} accessibility`] = median.accessibility
    measured[`lighthouse ${page.label} LCP ms`] = Math.round(median.lcpMs)
    measured[`lighthouse ${page.label} TBT ms`] = Math.round(median.tbtMs)
    measured[`lighthouse ${page.label} CLS`] = Number(median.cls.toFixed(3))
    const row = (metric: string, value: string, budget: string, isWithin: boolean) => [
      page.label,
      metric,
      value,
      budget,
      judge(isWithin, `${page.label}: Lighthouse ${metric} ${value}`),
    ]
    rows.push(
      row('performance', String(median.score), `>= ${budgets.performanceScore}`, median.score >= budgets.performanceScore),
      row(
        'accessibility',
        String(median.accessibility),
        `>= ${budgets.accessibilityScore}`,
        median.accessibility >= budgets.accessibilityScore,
      ),
      row(`LCP ms (${median.lcpElement})`, median.lcpMs.toFixed(0), `<= ${budgets.lcpMs}`, median.lcpMs <= budgets.lcpMs),
      row('TBT ms', median.tbtMs.toFixed(0), `<= ${budgets.tbtMs}`, median.tbtMs <= budgets.tbtMs),
      row('CLS', median.cls.toFixed(3), `<= ${budgets.cls}`, median.cls <= budgets.cls),
    )
  }
  printTable(['page', 'metric', 'measured', 'budget', 'result'], rows, textColumns)
}

// ---------------------------------------------------------------------------------------------------
// Baseline

function readBaseline(): Measurements {
  if (!existsSync(BASELINE_PATH)) return {}
  const parsed: unknown = JSON.parse(readFileSync(BASELINE_PATH, 'utf8'))
  if (typeof parsed !== 'object' || parsed === null || !('measurements' in parsed)) return {}
  const values: unknown = parsed.measurements
  if (typeof values !== 'object' || values === null) return {}
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, number] => typeof entry[1] === 'number'))
}

/**
 * This run's numbers beside the baseline's and the change, so a feature's commit can say what it
 * cost; --save-baseline then records this run (merged into the baseline, so `--only js` keeps the
 * Lighthouse numbers) with the date and load average it was taken at.
 */
function printBaselineComparison(): void {
  const baseline = readBaseline()
  const metrics = Object.keys(measured)
  if (metrics.length === 0) return
  console.log(`\nAgainst the baseline (${path.relative(process.cwd(), BASELINE_PATH)}; "better" or "worse" when the change is over 2 %):`)
  printTable(
    ['metric', 'baseline', 'now', 'change', 'result'],
    metrics.map((metric) => {
      const now = measured[metric] ?? Number.NaN
      const before = baseline[metric]
      if (before === undefined) return [metric, '-', String(now), '-', 'new']
      const change = now - before
      const relative = before === 0 ? (change === 0 ? 0 : Number.POSITIVE_INFINITY) : Math.abs(change) / Math.abs(before)
      const isBetter = higherIsBetter(metric) ? change > 0 : change < 0
      const verdict = relative <= 0.02 ? 'same' : isBetter ? 'better' : 'worse'
      const sign = change > 0 ? '+' : ''
      return [metric, String(before), String(now), `${sign}${Number(change.toFixed(3))}`, verdict]
    }),
    textColumns,
  )
  if (!options['save-baseline']) return
  const [one, five] = os.loadavg()
  const record = {
    note: 'Written by npm run bench:web -- --save-baseline; compare a change against it (README "Web budgets").',
    takenAt: new Date().toISOString(),
    loadAverage: { oneMinute: Number(one?.toFixed(2)), fiveMinutes: Number(five?.toFixed(2)), cpus: os.cpus().length },
    measurements: { ...baseline, ...measured },
  }
  writeFileSync(BASELINE_PATH, `${JSON.stringify(record, null, 2)}\n`)
  console.log(`\nSaved as the baseline: ${path.relative(process.cwd(), BASELINE_PATH)}`)
}

// ---------------------------------------------------------------------------------------------------
// Output

function judge(isWithin: boolean, description: string): string {
  if (isWithin) return 'pass'
  failures.push(description)
  return 'FAIL'
}

function kilobytes(bytes: number): string {
  return (bytes / KILO).toFixed(1)
}

function printHeader(loadAtStart: readonly number[]): void {
  const [one, five] = os.loadavg()
  const cpus = os.cpus().length
  const busiest = Math.max(loadAtStart[0] ?? 0, one ?? 0)
  console.log(
    `\nWeb pages on the production build, HTTP on 127.0.0.1, ${jobCount.toLocaleString('en-IN')} demo jobs; sizes in kB of 1,000 bytes, gzip at zlib's default level.` +
      `\nNode ${process.version}, ${cpus} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'}), load average at the start ${loadAtStart[0]?.toFixed(1)} / ${loadAtStart[1]?.toFixed(1)}, at the end ${one?.toFixed(1)} / ${five?.toFixed(1)} (1 / 5 min).` +
      (busiest > cpus
        ? `\nThe machine was busy (load above ${cpus}): render times and Lighthouse are not comparable with a quiet run.`
        : ''),
  )
}

function log(message: string): void {
  process.stderr.write(`[bench:web] ${message}\n`)
}

await main()
