/**
 * Documents benchmark (npm run bench:documents): the resume renderer and exports over HTTP (issue 20,
 * decision 048). One client on loopback sends one request at a time to the app in its own process
 * (bench/documents/server.ts) with the 2-page English resume of the tests, asking for the encodings
 * Chromium asks for (the preview's answer is then brotli, as a browser gets it, decision 083):
 *
 *  - the first PDF after start (the cold start: a worker thread starts and loads 18 font files; the
 *    server `npm start` runs warms its workers as it starts, decision 081, this one does not);
 *  - PDF export, SVG preview, DOCX and TXT export, warm, --requests each: p50 and p95, and the server's
 *    CPU time per request (all its threads, from /proc: what a request costs whatever the machine's load);
 *  - beside them, the same resume printed to PDF by a reused Chromium page (the alternative DESIGN.md
 *    measured), when /usr/bin/chromium is installed;
 *  - upload and parse (decision 052): the 2-page PDF and the same PDF grown to 5 MB by an embedded
 *    random stream (bench/documents/padded-pdf.ts) sent to /api/resume-uploads/parse, --parses each,
 *    beside pdftotext (poppler) reading the same 5 MB file, when it is installed;
 *  - the server's RSS after 100 renders and after --renders renders (PDF and preview alternating):
 *    as /proc reads it after two seconds' rest, and after a full garbage collection of the request
 *    thread forced through the inspector (bench/lib/inspector.ts; the render workers' heaps are capped).
 *
 *   node bench/documents/run.ts [--requests 300] [--renders 5000] [--parses 30] [--parse-only]
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { buildResumeOutline } from '#core/resume/resume-outline.ts'
import { connectInspector, readInspectorUrl, type InspectorSession } from '#bench/lib/inspector.ts'
import { percentile, positiveInteger, printTable, stopChild } from '#bench/lib/report.ts'
import { englishResume } from '#tests/support/resume-documents.ts'
import { outlineHtml } from './outline-html.ts'
import { padPdf } from './padded-pdf.ts'

const { values: options } = parseArgs({
  options: {
    requests: { type: 'string', default: '300' },
    renders: { type: 'string', default: '5000' },
    parses: { type: 'string', default: '30' },
    'parse-only': { type: 'boolean', default: false },
  },
})
const parseCount = positiveInteger(options.parses, '--parses')
const PDFTOTEXT = '/usr/bin/pdftotext'
const UPLOAD_BYTES = 5 * 1024 * 1024 - 1024
const requestCount = positiveInteger(options.requests, '--requests')
const renderCount = positiveInteger(options.renders, '--renders')
const CHROMIUM = '/usr/bin/chromium'
/** Linux's USER_HZ, what /proc/<pid>/stat counts in (`getconf CLK_TCK`). */
const CLOCK_TICKS_PER_SECOND = 100
const TABLE_HEADERS = ['what', 'requests', 'p50 ms', 'p95 ms', 'server CPU ms', 'note']
const body = JSON.stringify({ document: englishResume(), template: 'modern' })
/** Chromium's Accept-Encoding (Node's fetch does not ask for brotli). */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

async function main(): Promise<void> {
  const server = await startServer()
  const baseUrl = `http://127.0.0.1:${server.port}`
  const rows: string[][] = []
  try {
    if (options['parse-only']) {
      rows.push(...(await measureParse(baseUrl, server.pid)))
      printTable(TABLE_HEADERS, rows, new Set(['what', 'note']))
      return
    }
    const coldCpu = readCpuMs(server.pid)
    const coldMs = await timeRequest(baseUrl, '/api/resume-documents/export/pdf')
    const coldCpuMs = readCpuMs(server.pid) - coldCpu
    rows.push(['PDF export, cold (first render after start)', '1', coldMs.toFixed(1), coldMs.toFixed(1), coldCpuMs.toFixed(0), '-'])
    const cases: Array<[string, string]> = [
      ['PDF export, warm', '/api/resume-documents/export/pdf'],
      ['SVG preview (2 pages), warm', '/api/resume-documents/preview'],
      ['DOCX export', '/api/resume-documents/export/docx'],
      ['TXT export', '/api/resume-documents/export/txt'],
    ]
    for (const [name, route] of cases) {
      log(`${name}: ${requestCount} requests`)
      for (let warm = 0; warm < 20; warm += 1) await timeRequest(baseUrl, route)
      const cpuBefore = readCpuMs(server.pid)
      const times = await timeRequests(baseUrl, route, requestCount)
      const cpuPerRequest = (readCpuMs(server.pid) - cpuBefore) / requestCount
      rows.push([
        name,
        String(requestCount),
        percentile(times, 50).toFixed(1),
        percentile(times, 95).toFixed(1),
        cpuPerRequest.toFixed(1),
        '-',
      ])
    }
    rows.push(...(await measureParse(baseUrl, server.pid)))
    const chromiumRow = await measureChromium()
    if (chromiumRow) rows.push(chromiumRow)

    log(`memory: ${renderCount} renders`)
    const memory: string[][] = []
    let done = 0
    for (const target of [100, renderCount]) {
      while (done < target) {
        await timeRequest(baseUrl, done % 2 === 0 ? '/api/resume-documents/export/pdf' : '/api/resume-documents/preview')
        done += 1
        if (done % 1000 === 0) log(`  ${done} renders`)
      }
      await sleep(2000)
      const afterGc = await server.inspector.readMemoryAfterGc()
      memory.push([
        `after ${target.toLocaleString('en-IN')} renders`,
        megabytes(readRss(server.pid)),
        megabytes(afterGc.rss),
        megabytes(afterGc.heapUsed),
      ])
    }
    const growth = (column: number) => Number(memory[1]?.[column] ?? 0) - Number(memory[0]?.[column] ?? 0)
    memory.push(['growth', String(growth(1)), String(growth(2)), String(growth(3))])

    const [one, five] = os.loadavg()
    console.log(
      `\nResume documents over HTTP on 127.0.0.1, one request at a time, the tests' 2-page English resume (modern), ` +
        `${new Date().toISOString().slice(0, 10)}. Render workers: ${server.workers}.` +
        `\nNode ${process.version}, ${os.cpus().length} CPU(s), load average ${one?.toFixed(1)} / ${five?.toFixed(1)} (1 / 5 min).\n`,
    )
    printTable(TABLE_HEADERS, rows, new Set(['what', 'note']))
    console.log('')
    printTable(['server', 'RSS MB', 'RSS after GC MB', 'heap after GC MB'], memory, new Set(['server']))
  } finally {
    server.inspector.close()
    await stopChild(server.child, 15_000)
  }
}

/** The guest's visitor cookie, kept as a browser keeps it: a new guest per request would be refused (20 new an hour per address). */
let cookie = ''

async function timeRequest(baseUrl: string, route: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': ACCEPT_ENCODING, ...(cookie ? { cookie } : {}) },
    body,
  })
  const setCookie = response.headers.getSetCookie()[0]
  if (setCookie) cookie = setCookie.split(';')[0] ?? ''
  await response.arrayBuffer()
  const elapsed = performance.now() - started
  if (!response.ok) throw new Error(`${route} answered ${response.status}`)
  return elapsed
}

async function timeRequests(baseUrl: string, route: string, count: number): Promise<number[]> {
  const times: number[] = []
  for (let index = 0; index < count; index += 1) times.push(await timeRequest(baseUrl, route))
  return times.sort((a, b) => a - b)
}

/** Upload and parse of the 2-page PDF and of the same PDF grown to 5 MB; pdftotext on the 5 MB file beside them. */
async function measureParse(baseUrl: string, serverPid: number): Promise<string[][]> {
  const exported = await fetch(`${baseUrl}/api/resume-documents/export/pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body,
  })
  if (!exported.ok) throw new Error(`export answered ${exported.status}`)
  const setCookie = exported.headers.getSetCookie()[0]
  if (setCookie) cookie = setCookie.split(';')[0] ?? ''
  const pdf = new Uint8Array(await exported.arrayBuffer())
  const large = padPdf(pdf, UPLOAD_BYTES)
  const rows: string[][] = []
  for (const [name, file] of [
    [`Upload and parse, the 2-page PDF (${Math.round(pdf.length / 1024)} KB)`, pdf],
    [`Upload and parse, the PDF grown to ${(large.length / 1024 / 1024).toFixed(1)} MB`, large],
  ] as const) {
    log(`${name}: ${parseCount} uploads`)
    const times: number[] = []
    let cpuBefore = 0
    for (let index = 0; index < parseCount + 3; index += 1) {
      if (index === 3) cpuBefore = readCpuMs(serverPid)
      const form = new FormData()
      form.append('file', new File([file], 'resume.pdf', { type: 'application/pdf' }))
      const started = performance.now()
      const response = await fetch(`${baseUrl}/api/resume-uploads/parse`, { method: 'POST', headers: cookie ? { cookie } : {}, body: form })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`parse answered ${response.status}`)
      if (index >= 3) times.push(performance.now() - started)
    }
    const cpuPerParse = (readCpuMs(serverPid) - cpuBefore) / parseCount
    times.sort((a, b) => a - b)
    rows.push([name, String(parseCount), percentile(times, 50).toFixed(1), percentile(times, 95).toFixed(1), cpuPerParse.toFixed(1), '-'])
  }
  if (existsSync(PDFTOTEXT)) {
    const file = path.join(os.tmpdir(), `bench-upload-${process.pid}.pdf`)
    writeFileSync(file, large)
    const times: number[] = []
    try {
      for (let index = 0; index < parseCount; index += 1) {
        const started = performance.now()
        execFileSync(PDFTOTEXT, [file, '-'], { stdio: ['ignore', 'pipe', 'ignore'] })
        times.push(performance.now() - started)
      }
    } finally {
      rmSync(file, { force: true })
    }
    times.sort((a, b) => a - b)
    rows.push([
      'pdftotext on the same 5 MB PDF (text only, no parse, no HTTP)',
      String(parseCount),
      percentile(times, 50).toFixed(1),
      percentile(times, 95).toFixed(1),
      '-',
      'the alternative',
    ])
  }
  return rows
}

/** The same resume as HTML printed by one reused Chromium page: the alternative to Typst. */
async function measureChromium(): Promise<string[] | null> {
  if (!existsSync(CHROMIUM)) {
    log('no Chromium at /usr/bin/chromium: the alternative is left out')
    return null
  }
  log(`Chromium page.pdf(): ${requestCount} prints`)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
  try {
    const page = await browser.newPage()
    const html = outlineHtml(buildResumeOutline(englishResume()))
    const times: number[] = []
    for (let index = 0; index < requestCount + 10; index += 1) {
      const started = performance.now()
      await page.setContent(html)
      await page.pdf({ format: 'A4' })
      if (index >= 10) times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    return [
      'Chromium page.pdf(), reused page (in process, no HTTP)',
      String(requestCount),
      percentile(times, 50).toFixed(1),
      percentile(times, 95).toFixed(1),
      '-',
      'the alternative',
    ]
  } finally {
    await browser.close()
  }
}

/**
 * CPU time the server process has used, every thread counted (the request thread, the render workers,
 * libuv's pool that compresses): utime + stime from /proc, in clock ticks of 10 ms. Per request over a
 * few hundred requests it says what a request costs the machine, which a busy machine's latencies hide.
 */
function readCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS_PER_SECOND)
}

function readRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kilobytes * 1024
}

function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(0)
}

async function startServer(): Promise<{ child: ChildProcess; port: number; pid: number; workers: number; inspector: InspectorSession }> {
  const script = path.join(import.meta.dirname, 'server.ts')
  const child = spawn(process.execPath, ['--inspect=127.0.0.1:0', script], { stdio: ['ignore', 'pipe', 'pipe'] })
  const { stdout, stderr } = child
  if (!stdout || !stderr) throw new Error('the bench server has no stdout or stderr')
  const inspectorUrl = new Promise<string>((resolve) => {
    createInterface({ input: stderr }).on('line', (line) => {
      const url = readInspectorUrl(line)
      if (url) resolve(url)
      else if (!/^(For help|Debugger)/.test(line)) process.stderr.write(`${line}\n`)
    })
  })
  const started = await new Promise<{ port: number; pid: number; workers: number }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server exited early (code ${code})`)))
    createInterface({ input: stdout }).once('line', (line) => resolve(JSON.parse(line)))
  })
  return { child, ...started, inspector: await connectInspector(await inspectorUrl) }
}

function log(message: string): void {
  process.stderr.write(`${message}\n`)
}

await main()
