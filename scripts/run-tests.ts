// `npm test`: the one command that says whether JobYatra works.
//
//   typecheck → lint → format → chromium → vitest (unit + integration) → build → e2e
//
// Every step runs even when an earlier one failed, except where it cannot
// mean anything (e2e needs a fresh build and a browser), so one run shows
// everything that is wrong. The last line is `N passed, N failed[, N skipped]`
// counting individual tests plus one each for typecheck, lint, format and build.
//
// Integration tests always run on PGlite; when TEST_DATABASE_URL is set they
// also run on PostgreSQL (the tests read the variable; it is passed through).
//
// Built to be trusted on a busy machine (decision 039): each step has a budget
// sized for a loaded 2-core machine, and a step that runs past it is stopped on
// its own (nothing else is touched); the tests a stopped step finished still
// count, because the reporters write each result as it happens; the tests build
// into test-results/build, so an `npm start` from the same checkout keeps its
// build/; the e2e server's request log goes to a file; and whatever happens,
// the e2e server is stopped and its port freed before the summary.
//
//   node scripts/run-tests.ts [--step NAME …]   only the named steps (e.g. --step build --step e2e)
import { existsSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { claimPort, E2E_SERVER_LOG, isPortFree, waitForPortFree } from './lib/e2e-port.ts'
import { formatDuration, runCommand, signalRunningCommands, type CommandResult } from './lib/run-command.ts'
import { progressFiles, readProgress, type Progress } from './lib/test-progress.ts'

const root = path.resolve(import.meta.dirname, '..')
const binDir = path.join(root, 'node_modules', '.bin')
const vitestEntry = path.join(root, 'node_modules', 'vitest', 'vitest.mjs')
const playwrightEntry = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js')
/** Where the tests build the app: not build/, which a running `npm start` serves. */
const TEST_BUILD_DIR = path.join('test-results', 'build')
const e2ePort = Number(process.env.E2E_PORT ?? 3100)

const minute = 60_000

/**
 * Each step's budget, for a 2-core machine at load 8 (about four times a quiet machine's times, which
 * are in docs/testing.md), so a busy machine passes as a quiet one does and only a hang runs out.
 */
const budgets = {
  typecheck: 12 * minute,
  lint: 10 * minute,
  format: 4 * minute,
  vitest: 40 * minute,
  build: 12 * minute,
  chromium: 10 * minute,
  e2e: 45 * minute,
}
/**
 * The whole run ends with its summary within this, whatever the steps' budgets add up to: CI stops a
 * run at 90 minutes, dependencies and PostgreSQL included, and a run stopped there says nothing.
 */
const RUN_BUDGET_MS = 80 * minute
/** A stopped step's time to wind down (Playwright stops its web server) before SIGKILL. */
const KILL_GRACE_MS = 30_000

type StepName = keyof typeof budgets
const stepNames = Object.keys(budgets) as StepName[]

type StepOutcome = 'passed' | 'failed' | 'not run'

type StepRecord = {
  name: string
  outcome: StepOutcome
  seconds: number
  note: string
}

type SkippedTest = { name: string; reason: string }

type Tally = {
  passed: number
  failed: number
  failures: string[]
  skipped: SkippedTest[]
}

const tally: Tally = { passed: 0, failed: 0, failures: [], skipped: [] }
const steps: StepRecord[] = []
/** Lines for the end of the summary: where the e2e server's log is, a port that had to be freed… */
const notes: string[] = []
const runStartedAt = performance.now()
/** Timings mean little without the machine's load: the summary prints it, as at the start and at the end. */
const loadAtStart = os.loadavg()[0] ?? 0

// Children find Node 24 (the `node` npm package) before the machine's Node 20.
const childEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
  BUILD_DIR: TEST_BUILD_DIR,
}

function printBanner(text: string): void {
  const line = '═'.repeat(Math.max(20, text.length + 4))
  console.log(`\n${line}\n  ${text}\n${line}`)
}

/** The step's budget, or less when the run's own budget is nearly spent. */
function budgetFor(name: StepName): number {
  const remaining = RUN_BUDGET_MS - (performance.now() - runStartedAt)
  return Math.max(0, Math.min(budgets[name], remaining))
}

async function runStep(
  name: StepName,
  command: string,
  args: string[],
  options: { stopSignal?: NodeJS.Signals } = {},
): Promise<{ result: CommandResult; seconds: number }> {
  const timeoutMs = budgetFor(name)
  const shownCommand = command === process.execPath ? 'node' : command
  const shownArgs = args.map((arg) => (path.isAbsolute(arg) ? path.relative(root, arg) : arg))
  printBanner(`${name}: ${[shownCommand, ...shownArgs].join(' ')}  (budget ${formatDuration(timeoutMs)})`)
  const startedAt = performance.now()
  const result = await runCommand(command, args, { cwd: root, env: childEnv, timeoutMs, killGraceMs: KILL_GRACE_MS, ...options })
  const seconds = (performance.now() - startedAt) / 1000
  return { result, seconds }
}

function describeExit(result: CommandResult): string {
  if (result.isTimedOut) return 'timed out'
  if (result.exitCode === null) return 'killed by a signal'
  return `exit code ${result.exitCode}`
}

function recordFailure(name: string): void {
  tally.failed += 1
  tally.failures.push(name)
}

/** typecheck, lint, format and build count as one test each. */
async function runCheckStep(name: StepName, npmScript: string): Promise<boolean> {
  const { result, seconds } = await runStep(name, 'npm', ['run', '--silent', npmScript])
  const isPassed = result.exitCode === 0 && !result.isTimedOut
  if (isPassed) {
    tally.passed += 1
  } else {
    recordFailure(`${name} (${describeExit(result)})`)
  }
  steps.push({ name, outcome: isPassed ? 'passed' : 'failed', seconds, note: isPassed ? '' : describeExit(result) })
  return isPassed
}

/**
 * Counts a test step from the record its reporter wrote as it ran. A step that was stopped still
 * counts what it finished; the tests it was in the middle of fail, and so does the step (once), with
 * how far it got.
 */
function tallyProgress(label: string, progress: Progress, result: CommandResult, seconds: number): void {
  tally.passed += progress.passed.length
  for (const name of progress.failed) recordFailure(name)
  tally.skipped.push(...progress.skipped)
  for (const message of progress.errors) recordFailure(`[${label}] ${message}`)
  let failed = progress.failed.length + progress.errors.length
  const finished = progress.passed.length + progress.failed.length + progress.skipped.length
  let note = ''
  if (progress.endStatus === null || result.isTimedOut) {
    for (const name of progress.unfinished) recordFailure(`${name} (still running when the step was stopped)`)
    const planned = progress.planned === null ? '' : ` of ${progress.planned}`
    const stopped = result.isTimedOut
      ? `timed out after ${formatDuration(seconds * 1000)}`
      : `ended without finishing (${describeExit(result)})`
    recordFailure(`[${label}] ${stopped}: ${finished}${planned} tests finished and counted above`)
    failed += progress.unfinished.length + 1
    note = `; ${stopped}, ${finished}${planned} finished`
  } else if (result.exitCode !== 0 && failed === 0) {
    // The runner can fail with every test green (an unhandled error, no test files); that must not pass.
    recordFailure(`[${label}] failed with no failing test (${describeExit(result)}); see the output above`)
    failed = 1
  }
  steps.push({
    name: label,
    outcome: failed === 0 ? 'passed' : 'failed',
    seconds,
    note: `${progress.passed.length} passed, ${failed} failed${note}`,
  })
}

function recordMissingProgress(label: string, file: string, result: CommandResult, seconds: number): void {
  recordFailure(`[${label}] no progress record at ${path.relative(root, file)} (${describeExit(result)})`)
  steps.push({ name: label, outcome: 'failed', seconds, note: `no record, ${describeExit(result)}` })
}

async function runVitest(): Promise<void> {
  rmSync(progressFiles.vitest, { force: true })
  if (process.env.TEST_DATABASE_URL) {
    console.log('\nTEST_DATABASE_URL is set: integration tests run on PGlite and on PostgreSQL.')
  } else {
    console.log('\nTEST_DATABASE_URL is not set: integration tests run on PGlite only.')
  }
  const { result, seconds } = await runStep('vitest', process.execPath, [
    vitestEntry,
    'run',
    '--reporter=default',
    '--reporter=./scripts/lib/vitest-progress-reporter.ts',
  ])
  const progress = readProgress(progressFiles.vitest)
  if (progress === null) recordMissingProgress('vitest', progressFiles.vitest, result, seconds)
  else tallyProgress('vitest', progress, result, seconds)
}

async function runPlaywright(): Promise<void> {
  rmSync(progressFiles.e2e, { force: true })
  const { result, seconds } = await runStep('e2e', process.execPath, [playwrightEntry, 'test'], { stopSignal: 'SIGINT' })
  const progress = readProgress(progressFiles.e2e)
  if (progress === null) recordMissingProgress('e2e', progressFiles.e2e, result, seconds)
  else tallyProgress('e2e', progress, result, seconds)
}

/** Before the journeys: the port is free, or made free from a stale e2e server of ours, or named. */
async function claimE2ePort(): Promise<boolean> {
  const claim = await claimPort(e2ePort, { stopTimeoutMs: 15_000 })
  if (claim.state === 'free') return true
  if (claim.state === 'reclaimed') {
    console.log(`\n[run-tests] ${claim.message}`)
    notes.push(`before e2e: ${claim.message}`)
    return true
  }
  markNotRun('e2e', claim.message)
  return false
}

/**
 * After the journeys, however they ended: the e2e server is gone and its port free. Playwright stops
 * the server itself, and the server stops when Playwright is gone (scripts/lib/stop-with-parent.ts);
 * this is the last guard, and says so when it had to act.
 */
async function ensureE2eServerStopped(): Promise<void> {
  if (await waitForPortFree(e2ePort, 20_000)) return
  const claim = await claimPort(e2ePort, { stopTimeoutMs: 15_000 })
  const message =
    claim.state === 'held' ? claim.message : `the e2e server outlived the e2e step: ${claim.state === 'reclaimed' ? claim.message : ''}`
  console.error(`\n[run-tests] ${message}`)
  notes.push(`after e2e: ${message}`)
  if (!(await isPortFree(e2ePort))) recordFailure(`[e2e] port ${e2ePort} is still held after the run: ${message}`)
}

function noteServerLog(): void {
  if (!existsSync(E2E_SERVER_LOG)) return
  const lines = readFileSync(E2E_SERVER_LOG, 'utf8').split('\n').filter(Boolean).length
  notes.push(`e2e server log: ${path.relative(root, E2E_SERVER_LOG)} (${lines.toLocaleString('en')} lines)`)
}

async function runEnsureChromium(): Promise<boolean> {
  const { result, seconds } = await runStep('chromium', process.execPath, [path.join(root, 'scripts', 'ensure-chromium.ts')])
  const isPassed = result.exitCode === 0 && !result.isTimedOut
  steps.push({ name: 'chromium', outcome: isPassed ? 'passed' : 'failed', seconds, note: isPassed ? '' : describeExit(result) })
  return isPassed
}

function markNotRun(name: string, reason: string): void {
  recordFailure(`[${name}] could not run: ${reason}`)
  steps.push({ name, outcome: 'not run', seconds: 0, note: reason })
}

function printSummary(totalSeconds: number): void {
  printBanner('summary')
  for (const step of steps) {
    const note = step.note ? `  ${step.note}` : ''
    console.log(`${step.name.padEnd(10)} ${step.outcome.padEnd(8)} ${step.seconds.toFixed(1).padStart(7)} s${note}`)
  }
  console.log(`${'total'.padEnd(10)} ${''.padEnd(8)} ${totalSeconds.toFixed(1).padStart(7)} s`)
  const loadAtEnd = os.loadavg()[0] ?? 0
  console.log(
    `load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end, on ${os.availableParallelism()} cores`,
  )
  if (notes.length > 0) {
    console.log('')
    for (const note of notes) console.log(note)
  }
  if (tally.failures.length > 0) {
    console.log('\nFailed:')
    for (const failure of tally.failures) console.log(`  ✗ ${failure}`)
  }
  if (tally.skipped.length > 0) {
    console.log('\nSkipped:')
    for (const skipped of tally.skipped) console.log(`  - ${skipped.name}: ${skipped.reason}`)
  }
  const skippedPart = tally.skipped.length > 0 ? `, ${tally.skipped.length} skipped` : ''
  console.log(`\n${tally.passed} passed, ${tally.failed} failed${skippedPart}`)
}

function readChosenSteps(): Set<StepName> {
  const { values } = parseArgs({ options: { step: { type: 'string', multiple: true } } })
  const chosen = values.step ?? stepNames
  for (const name of chosen) {
    if (!stepNames.includes(name as StepName)) throw new Error(`unknown step "${name}"; the steps are ${stepNames.join(', ')}`)
  }
  return new Set(chosen as StepName[])
}

async function main(): Promise<number> {
  const chosen = readChosenSteps()
  const shouldRun = (name: StepName): boolean => {
    if (!chosen.has(name)) return false
    if (budgetFor(name) > 0) return true
    markNotRun(name, `the run's budget of ${formatDuration(RUN_BUDGET_MS)} is spent`)
    return false
  }
  if (shouldRun('typecheck')) await runCheckStep('typecheck', 'typecheck')
  if (shouldRun('lint')) await runCheckStep('lint', 'lint')
  if (shouldRun('format')) await runCheckStep('format', 'format:check')
  // Before vitest: its browser tests (uploadToApi's) fail rather than skip under npm test.
  const hasChromium = shouldRun('chromium') ? await runEnsureChromium() : true
  if (hasChromium) childEnv.REQUIRE_CHROMIUM = '1'
  if (shouldRun('vitest')) await runVitest()
  const isBuilt = shouldRun('build')
    ? await runCheckStep('build', 'build')
    : existsSync(path.join(root, TEST_BUILD_DIR, 'server', 'index.js'))
  if (chosen.has('e2e')) {
    if (!isBuilt) {
      markNotRun('e2e', `the build failed (or there is none in ${TEST_BUILD_DIR}), and e2e runs against the built server`)
    } else if (!hasChromium) {
      markNotRun('e2e', 'Chromium is not available (see the chromium step above)')
    } else if (shouldRun('e2e') && (await claimE2ePort())) {
      try {
        await runPlaywright()
      } finally {
        await ensureE2eServerStopped()
        noteServerLog()
      }
    }
  }
  printSummary((performance.now() - runStartedAt) / 1000)
  const hasIncompleteStep = steps.some((step) => step.outcome !== 'passed')
  return tally.failed > 0 || hasIncompleteStep ? 1 : 0
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    signalRunningCommands(signal)
    process.exit(130)
  })
}

process.exitCode = await main()
