// The server the journeys run against (playwright.config.ts starts it; so can a person): the BUILT
// app (`npm run build` must have run; this builds nothing) from BUILD_DIR (`build` unless set; npm
// test builds into test-results/build) on 127.0.0.1:E2E_PORT (3100) with a fresh temporary data
// directory seeded with 5,000 demo jobs, so every e2e run starts from the same known state.
//
// This process is a supervisor, the server a child of it (decision 039):
// - it frees the port from a stale e2e server of ours first, or says who holds it and exits 1;
// - the server's request log goes to test-results/e2e-server.log, not into the test output;
// - it prints one line once /api/health answers (Playwright waits for that line);
// - on SIGTERM, SIGINT or SIGHUP, or when whoever started it is gone (scripts/lib/stop-with-parent.ts),
//   it stops the server (SIGTERM, SIGKILL 12 s later) and removes the data directory.
import './lib/stop-with-parent.ts'
import { spawn } from 'node:child_process'
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { claimPort, E2E_CHECKOUT_VARIABLE, E2E_SERVER_LOG, newDataDirPrefix } from './lib/e2e-port.ts'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.E2E_PORT ?? 3100)
const buildDir = process.env.BUILD_DIR ?? 'build'
const READY_POLL_MS = 500
const SERVER_STOP_TIMEOUT_MS = 12_000
/** The journeys' staff, one per Playwright project (tests/e2e/admin-sources.spec.ts, accessibility.spec.ts, blog-schedule-post.spec.ts, company-review.spec.ts, staff-operations.spec.ts, resume-templates-admin.spec.ts): each address becomes super_admin when it signs in verified. */
const E2E_ADMIN_EMAILS =
  'e2e-admin-phone@example.com,e2e-admin-desktop@example.com,e2e-moderator-phone@example.com,e2e-moderator-desktop@example.com,e2e-a11y-phone@example.com,e2e-a11y-desktop@example.com,e2e-blog-phone@example.com,e2e-blog-desktop@example.com,e2e-staff-phone@example.com,e2e-staff-desktop@example.com,e2e-templates-phone@example.com,e2e-templates-desktop@example.com'

const claim = await claimPort(port, { stopTimeoutMs: 15_000 })
if (claim.state === 'held') {
  process.stderr.write(`[e2e] ${claim.message}\n`)
  process.exit(1)
}
if (claim.state === 'reclaimed') process.stdout.write(`[e2e] ${claim.message}\n`)

const dataDir = mkdtempSync(newDataDirPrefix())
// E2E_SERVER_LOG moves the log (scripts/e2e-server.test.ts keeps its own).
const logFile = process.env.E2E_SERVER_LOG ?? E2E_SERVER_LOG
mkdirSync(path.dirname(logFile), { recursive: true })
const logFd = openSync(logFile, 'w')
const relativeLog = path.relative(process.cwd(), logFile)

const server = spawn(
  process.execPath,
  ['--import', path.join(root, 'scripts/lib/stop-with-parent.ts'), path.join(root, 'server/main.ts')],
  {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The address the browser uses: links in e-mails and the Google redirect point back here.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      NODE_ENV: 'production',
      SEED_JOBS: '5000',
      SHUTDOWN_TIMEOUT_MS: '5000',
      ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? E2E_ADMIN_EMAILS,
      [E2E_CHECKOUT_VARIABLE]: root,
    },
    // stdin is a pipe only so the server notices when this supervisor is gone (stop-with-parent.ts).
    stdio: ['pipe', logFd, logFd],
  },
)

let isStopping = false
let isReady = false

function logTail(lines: number): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

function finish(code: number): never {
  rmSync(dataDir, { recursive: true, force: true })
  closeSync(logFd)
  process.exit(code)
}

server.once('exit', (code, signal) => {
  if (isStopping) finish(0)
  const how = signal ? `was killed by ${signal}` : `exited with code ${code}`
  process.stderr.write(`[e2e] the e2e server ${how}${isReady ? '' : ' before it answered'}; the end of ${relativeLog}:\n${logTail(30)}\n`)
  finish(1)
})

function stop(): void {
  if (isStopping) return
  isStopping = true
  if (server.exitCode !== null || server.signalCode !== null) finish(0)
  server.kill('SIGTERM')
  setTimeout(() => server.kill('SIGKILL'), SERVER_STOP_TIMEOUT_MS).unref()
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, stop)

while (!isReady && !isStopping) {
  await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS))
  const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null)
  isReady = response?.ok === true
}
if (isReady) process.stdout.write(`[e2e] e2e server ready on http://127.0.0.1:${port} (build: ${buildDir}; its log: ${relativeLog})\n`)
