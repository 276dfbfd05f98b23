/**
 * The production server as `npm start` runs it, for a benchmark: build when the build is stale, start
 * server/main.ts with NODE_ENV=production on a free 127.0.0.1 port and a fresh temporary DATA_DIR, wait
 * for /api/health, and remove the data again however the benchmark ends.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { stopChild } from '#bench/lib/report.ts'

const root = path.resolve(import.meta.dirname, '..', '..')
const buildEntry = path.join(root, 'build', 'server', 'index.js')
/** What the React Router build is made from: a change to any of these makes build/ stale. */
const buildSources = ['app', 'core', 'public', 'vite.config.ts', 'react-router.config.ts', 'package.json']
/** How long a server with no demo jobs to seed may take to answer /api/health. */
const HEALTH_TIMEOUT_MS = 180_000
/**
 * What each seeded job adds to the start-up limit. The seed is most of a start-up, and on a shared
 * machine it slows with the load: on 2 cores a first start with 100,000 jobs took 106–185 s at load
 * average below 7, 246–348 s at load 12–16, and once had not finished after 480 s at load 16 beside
 * another seed (docs/operations.md, "At 100,000 jobs"). So the limit grows with the jobs (1,000:
 * 3 minutes 10 s; 100,000: about 20 minutes) instead of staying at 3 minutes; a server that is stuck
 * still fails, later.
 */
const HEALTH_TIMEOUT_MS_PER_JOB = 10
/** How often a slow start-up says it is still waiting. */
const STILL_STARTING_EVERY_MS = 30_000
const STOP_TIMEOUT_MS = 15_000

/** Builds when `force` is set, when there is no build, or when a source file is newer than the build. */
export async function ensureBuild(options: { force: boolean; log: (message: string) => void }): Promise<void> {
  const reason = options.force ? '--build' : whyRebuild()
  if (reason === null) {
    options.log('build/ is up to date (--build builds anyway)')
    return
  }
  options.log(`building (${reason})`)
  // What `npm run build` runs: the React Router build, then the service worker that precaches it
  // (without it a benchmark's pages asked for /sw.js and were answered 404).
  await runBuildStep([path.join(root, 'node_modules', '@react-router', 'dev', 'bin.cjs'), 'build'], 'react-router build')
  await runBuildStep([path.join(root, 'scripts', 'build-service-worker.ts')], 'the service worker build')
}

async function runBuildStep(args: readonly string[], name: string): Promise<void> {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', process.stderr, process.stderr] })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`${name} failed (exit code ${code})`)
}

function whyRebuild(): string | null {
  if (!existsSync(buildEntry)) return 'no build yet'
  const builtAt = statSync(buildEntry).mtimeMs
  for (const source of buildSources) {
    const newer = findNewerFile(path.join(root, source), builtAt)
    if (newer) return `${path.relative(root, newer)} is newer than the build`
  }
  return null
}

function findNewerFile(target: string, than: number): string | null {
  if (!existsSync(target)) return null
  const stats = statSync(target)
  if (!stats.isDirectory()) return stats.mtimeMs > than ? target : null
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    const newer = findNewerFile(path.join(target, entry.name), than)
    if (newer) return newer
  }
  return null
}

export interface ProductionServer {
  baseUrl: string
  child: ChildProcess
  /** Stops the server (SIGTERM, then SIGKILL) and removes its data directory. */
  stop: () => Promise<void>
}

/** How long the server may take to answer /api/health when it seeds `jobCount` demo jobs first. */
export function startUpLimitMs(jobCount: number): number {
  return HEALTH_TIMEOUT_MS + jobCount * HEALTH_TIMEOUT_MS_PER_JOB
}

/**
 * Starts the production server on a fresh data directory seeded with `jobCount` demo jobs; resolves
 * once /api/health answers, within startUpLimitMs(jobCount). `nodeOptions` go to Node before the
 * script (e.g. `--inspect=127.0.0.1:0`); every line the server writes goes to `onOutputLine` (its
 * log and Node's own messages), so stdout keeps only the benchmark's tables. Ctrl-C or a SIGTERM to
 * the benchmark still stops the server and removes the data.
 */
export async function startProductionServer(options: {
  jobCount: number
  nodeOptions?: readonly string[]
  onOutputLine: (line: string) => void
  log: (message: string) => void
}): Promise<ProductionServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobyatra-bench-'))
  const port = await findFreePort()
  const limitMs = startUpLimitMs(options.jobCount)
  options.log(
    `starting the production server on 127.0.0.1:${port}, seeding ${options.jobCount} jobs into ${dataDir} ` +
      `(start-up limit ${Math.round(limitMs / 1000)} s)`,
  )
  const startedAt = performance.now()
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), path.join(root, 'server', 'main.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // The address the benchmark asks: pages under another loopback name are sent to this one (server/lib/public-host.ts).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_JOBS: String(options.jobCount),
      LOG_LEVEL: 'warn',
    },
  })
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', options.onOutputLine)
  }
  const onSignal = (signal: NodeJS.Signals) => {
    options.log(`${signal}: stopping`)
    child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
    process.exit(130)
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  const stop = async () => {
    await stopChild(child, STOP_TIMEOUT_MS)
    rmSync(dataDir, { recursive: true, force: true })
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }

  const baseUrl = `http://127.0.0.1:${port}`
  const exited = new Promise<never>((_resolve, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`the server exited before it was ready (${signal ?? `exit code ${code}`})`)))
  })
  try {
    const stillStarting = setInterval(() => {
      options.log(`still starting (seeding) after ${((performance.now() - startedAt) / 1000).toFixed(0)} s`)
    }, STILL_STARTING_EVERY_MS)
    await Promise.race([waitForHealth(`${baseUrl}/api/health`, limitMs), exited]).finally(() => clearInterval(stillStarting))
  } catch (error) {
    await stop()
    throw error
  }
  options.log(`server ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`)
  return { baseUrl, child, stop }
}

/** A port nothing listens on now, on 127.0.0.1. */
export async function findFreePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', resolve)
  })
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('could not find a free port')
  return address.port
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs` (three minutes unless told). */
export async function waitForHealth(url: string, timeoutMs = HEALTH_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`)
}
