/**
 * Health benchmark (npm run bench:health): what an open tab's health polling costs the server.
 *
 * Every open tab asks HEAD /api/health/{database,job-search,ai} every 30 s (spec 001 §9), and monitors
 * ask GET /api/health. The same app (bench/health/server.ts, over an in-memory PGlite seeded with
 * --jobs demo jobs) is measured twice with autocannon on loopback, --connections connections for
 * --duration seconds per line: first with the checks run by every request (before decision 042), then
 * with the background refresh the server starts at start-up, where a request reads the last result.
 *
 *   node bench/health/run.ts [--jobs 2000] [--duration 10] [--connections 8]
 */
import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { positiveInteger, printTable, runLoad, stopChild, type LoadRequest, type LoadResult } from '#bench/lib/report.ts'

const STOP_TIMEOUT_MS = 15_000

const { values: options } = parseArgs({
  options: {
    jobs: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
  },
})
const jobCount = positiveInteger(options.jobs, '--jobs')
const durationSeconds = positiveInteger(options.duration, '--duration')
const connections = positiveInteger(options.connections, '--connections')

const scenarios: Array<[string, readonly LoadRequest[]]> = [
  ['GET /api/health', [{ path: '/api/health' }]],
  [
    'the tabs’ probes: /api/health/{database,job-search,ai}',
    ['database', 'job-search', 'ai'].map((service) => ({ path: `/api/health/${service}` })),
  ],
]
const modes = [
  ['checked by every request (before)', 'on-request'],
  ['read from the background refresh', 'background'],
] as const

async function main(): Promise<void> {
  const rows: string[][] = []
  for (const [modeName, mode] of modes) {
    log(`starting the app (${mode}), seeding ${jobCount} jobs`)
    const server = await startServer(mode)
    try {
      for (const [scenario, requests] of scenarios) {
        log(`${modeName}: ${scenario}, ${connections} connections for ${durationSeconds} s`)
        const baseUrl = `http://127.0.0.1:${server.port}`
        await runLoad({ baseUrl, requests, connections, seconds: 1 })
        rows.push([scenario, modeName, ...formatLoad(await runLoad({ baseUrl, requests, connections, seconds: durationSeconds }))])
      }
    } finally {
      await stopChild(server.child, STOP_TIMEOUT_MS)
    }
  }
  const [one, five] = os.loadavg()
  console.log(
    `\nHealth checks over HTTP on 127.0.0.1, ${jobCount.toLocaleString('en-IN')} demo jobs in PGlite, ${connections} connections, ` +
      `${durationSeconds} s a line, ${new Date().toISOString().slice(0, 10)}.` +
      `\nNode ${process.version}, ${os.cpus().length} CPU(s), load average ${one?.toFixed(1)} / ${five?.toFixed(1)} (1 / 5 min).\n`,
  )
  printTable(['requests', 'health is', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed'], rows, new Set(['requests', 'health is']))
}

function formatLoad(load: LoadResult): string[] {
  return [load.requestsPerSecond.toFixed(0), load.p50.toFixed(1), load.p95.toFixed(1), load.p99.toFixed(1), String(load.failures)]
}

async function startServer(mode: string): Promise<{ child: ChildProcess; port: number }> {
  const script = path.join(import.meta.dirname, 'server.ts')
  const child = spawn(process.execPath, [script, mode, String(jobCount)], { stdio: ['ignore', 'pipe', 'inherit'] })
  const stdout = child.stdout
  if (!stdout) throw new Error('the bench server has no stdout')
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server exited early (code ${code})`)))
    createInterface({ input: stdout }).once('line', (line) => {
      const parsed: unknown = JSON.parse(line)
      if (typeof parsed === 'object' && parsed !== null && 'port' in parsed && typeof parsed.port === 'number') resolve(parsed.port)
      else reject(new Error(`unexpected line from the bench server: ${line}`))
    })
  })
  return { child, port }
}

function log(message: string): void {
  process.stderr.write(`[bench:health] ${message}\n`)
}

await main()
