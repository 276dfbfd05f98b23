/**
 * What the benchmarks share: a load run with autocannon, percentiles, markdown tables, argument checks
 * and stopping the server a benchmark started.
 */
import type { ChildProcess } from 'node:child_process'
import autocannon from 'autocannon'

export interface LoadRequest {
  method?: 'GET'
  path: string
  headers?: Record<string, string>
}

export interface LoadResult {
  requests: number
  requestsPerSecond: number
  p50: number
  p95: number
  p975: number
  p99: number
  max: number
  /** Non-2xx answers, connection errors and timeouts (10 s). */
  failures: number
}

/**
 * Drives `requests` in rotation over `connections` connections for `seconds`, timing every response;
 * with `requestsPerSecond`, no faster than that over all connections together.
 */
export async function runLoad(options: {
  baseUrl: string
  requests: readonly LoadRequest[]
  connections: number
  seconds: number
  requestsPerSecond?: number
}): Promise<LoadResult> {
  const latencies: number[] = []
  let failures = 0
  const instance = autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    ...(options.requestsPerSecond === undefined ? {} : { overallRate: options.requestsPerSecond }),
    requests: options.requests.map((request) => ({ method: request.method ?? 'GET', path: request.path, headers: request.headers })),
  })
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime)
    if (statusCode < 200 || statusCode > 299) failures += 1
  })
  const result = await instance
  const sorted = latencies.sort((a, b) => a - b)
  return {
    requests: sorted.length,
    requestsPerSecond: sorted.length / options.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p975: percentile(sorted, 97.5),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    failures: failures + result.errors + result.timeouts,
  }
}

/** The nearest-rank percentile of ascending values; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index] ?? 0
}

/** A markdown table: the first column and those named in `textColumns` left-aligned, the rest (numbers) right-aligned. */
export function printTable(headers: readonly string[], rows: readonly string[][], textColumns: ReadonlySet<string> = new Set()): void {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)))
  const isText = (column: number) => column === 0 || textColumns.has(headers[column] ?? '')
  const format = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (isText(column) ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`
  console.log(format(headers))
  console.log(
    `| ${widths.map((width, column) => (isText(column) ? '-'.repeat(width) : `${'-'.repeat(Math.max(1, width - 1))}:`)).join(' | ')} |`,
  )
  for (const row of rows) console.log(format(row))
}

export function positiveInteger(value: string | undefined, name: string): number {
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a positive whole number, not ${value}`)
  return parsed
}

/** Asks a child process to stop (SIGTERM: it drains and closes its database), killing it after `killAfterMs`. */
export async function stopChild(child: ChildProcess, killAfterMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs)
  await exited
  clearTimeout(timer)
}
