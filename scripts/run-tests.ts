// `npm test`: the one command that says whether JobYatra works.
//
//   typecheck → lint → format → vitest (unit + integration) → build → chromium → e2e
//
// Every step runs even when an earlier one failed, except where it cannot
// mean anything (e2e needs a fresh build and a browser), so one run shows
// everything that is wrong. The last line is `N passed, N failed[, N skipped]`
// counting individual tests plus one each for typecheck, lint, format and build.
//
// Integration tests always run on PGlite; when TEST_DATABASE_URL is set they
// also run on PostgreSQL (the tests read the variable; it is passed through).
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const root = path.resolve(import.meta.dirname, '..')
const binDir = path.join(root, 'node_modules', '.bin')
const vitestEntry = path.join(root, 'node_modules', 'vitest', 'vitest.mjs')
const playwrightEntry = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js')
const vitestReportPath = path.join(root, 'test-results', 'vitest.json')
const playwrightReportPath = path.join(root, 'test-results', 'e2e', 'results.json')

const minute = 60_000

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

type CommandResult = { exitCode: number | null; isTimedOut: boolean }

const tally: Tally = { passed: 0, failed: 0, failures: [], skipped: [] }
const steps: StepRecord[] = []
let runningChild: ReturnType<typeof spawn> | null = null

// Children find Node 24 (the `node` npm package) before the machine's Node 20.
const childEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
}

function printBanner(text: string): void {
  const line = '═'.repeat(Math.max(20, text.length + 4))
  console.log(`\n${line}\n  ${text}\n${line}`)
}

function killChildGroup(signal: NodeJS.Signals): void {
  if (!runningChild?.pid) return
  try {
    process.kill(-runningChild.pid, signal)
  } catch {
    // The group is already gone.
  }
}

function runCommand(command: string, args: string[], timeoutMs: number): Promise<CommandResult> {
  return new Promise((resolve) => {
    // A process group of its own, so a timeout can stop the step's whole tree
    // (vitest workers, the e2e web server, Chromium).
    const child = spawn(command, args, { cwd: root, env: childEnv, stdio: 'inherit', detached: true })
    runningChild = child
    let isTimedOut = false
    const timer = setTimeout(() => {
      isTimedOut = true
      console.error(`\n[run-tests] ${command} ${args.join(' ')} exceeded ${timeoutMs / minute} min; stopping it.`)
      killChildGroup('SIGTERM')
      setTimeout(() => killChildGroup('SIGKILL'), 10_000).unref()
    }, timeoutMs)
    child.on('error', (error) => {
      console.error(`[run-tests] could not start ${command}: ${error.message}`)
    })
    child.on('close', (exitCode) => {
      clearTimeout(timer)
      runningChild = null
      resolve({ exitCode, isTimedOut })
    })
  })
}

async function runStep(
  name: string,
  command: string,
  args: string[],
  timeoutMs: number,
): Promise<{ result: CommandResult; seconds: number }> {
  const shownCommand = command === process.execPath ? 'node' : command
  const shownArgs = args.map((arg) => (path.isAbsolute(arg) ? path.relative(root, arg) : arg))
  printBanner(`${name}: ${[shownCommand, ...shownArgs].join(' ')}`)
  const startedAt = performance.now()
  const result = await runCommand(command, args, timeoutMs)
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
async function runCheckStep(name: string, npmScript: string, timeoutMs: number): Promise<boolean> {
  const { result, seconds } = await runStep(name, 'npm', ['run', '--silent', npmScript], timeoutMs)
  const isPassed = result.exitCode === 0 && !result.isTimedOut
  if (isPassed) {
    tally.passed += 1
  } else {
    recordFailure(`${name} (${describeExit(result)})`)
  }
  steps.push({ name, outcome: isPassed ? 'passed' : 'failed', seconds, note: isPassed ? '' : describeExit(result) })
  return isPassed
}

const vitestReportSchema = z.object({
  testResults: z.array(
    z.object({
      name: z.string(),
      status: z.string(),
      message: z.string().optional(),
      assertionResults: z.array(
        z.object({
          fullName: z.string(),
          status: z.string(),
          meta: z.record(z.string(), z.unknown()).optional(),
        }),
      ),
    }),
  ),
})

function readJson(filePath: string): unknown {
  if (!existsSync(filePath)) return null
  try {
    return JSON.parse(readFileSync(filePath, 'utf8'))
  } catch {
    return null
  }
}

function readSkipReason(meta: Record<string, unknown> | undefined): string {
  const reason = meta?.skipReason
  return typeof reason === 'string' && reason.length > 0 ? reason : 'no reason given'
}

/** Counts tests from Vitest's JSON report (failures are recorded as they are found). */
function tallyVitestReport(report: z.infer<typeof vitestReportSchema>): { passed: number; failed: number } {
  let passed = 0
  let failed = 0
  for (const file of report.testResults) {
    const relativeFile = path.relative(root, file.name)
    let failedInFile = 0
    for (const test of file.assertionResults) {
      const name = `${relativeFile} > ${test.fullName}`
      if (test.status === 'passed') {
        passed += 1
      } else if (test.status === 'failed') {
        failed += 1
        failedInFile += 1
        recordFailure(`[vitest] ${name}`)
      } else {
        tally.skipped.push({ name: `[vitest] ${name}`, reason: readSkipReason(test.meta) })
      }
    }
    // A file can fail with no failed test: an import error, or a
    // console.error outside any test. Count the file itself once.
    if (file.status === 'failed' && failedInFile === 0) {
      failed += 1
      const firstLine = (file.message ?? '').split('\n')[0] ?? ''
      recordFailure(`[vitest] ${relativeFile} (file failed${firstLine ? `: ${firstLine}` : ''})`)
    }
  }
  tally.passed += passed
  return { passed, failed }
}

async function runVitest(): Promise<void> {
  rmSync(vitestReportPath, { force: true })
  if (process.env.TEST_DATABASE_URL) {
    console.log('\nTEST_DATABASE_URL is set: integration tests run on PGlite and on PostgreSQL.')
  } else {
    console.log('\nTEST_DATABASE_URL is not set: integration tests run on PGlite only.')
  }
  const { result, seconds } = await runStep(
    'vitest',
    process.execPath,
    [vitestEntry, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.relative(root, vitestReportPath)}`],
    10 * minute,
  )
  const parsed = vitestReportSchema.safeParse(readJson(vitestReportPath))
  if (!parsed.success) {
    recordFailure(`[vitest] no readable report at ${path.relative(root, vitestReportPath)} (${describeExit(result)})`)
    steps.push({ name: 'vitest', outcome: 'failed', seconds, note: `no report, ${describeExit(result)}` })
    return
  }
  const counts = tallyVitestReport(parsed.data)
  let failed = counts.failed
  // Vitest can exit non-zero with every test green (unhandled errors, no test
  // files); that must not pass.
  if (result.exitCode !== 0 && failed === 0) {
    failed = 1
    recordFailure(`[vitest] run failed with no failing test (${describeExit(result)}); see the output above`)
  }
  steps.push({
    name: 'vitest',
    outcome: failed === 0 ? 'passed' : 'failed',
    seconds,
    note: `${counts.passed} passed, ${failed} failed`,
  })
}

type PlaywrightSuite = {
  title: string
  file?: string | undefined
  specs?: PlaywrightSpec[] | undefined
  suites?: PlaywrightSuite[] | undefined
}

type PlaywrightSpec = {
  title: string
  file?: string | undefined
  tests: Array<{
    projectName: string
    status: string
    annotations?: Array<{ type: string; description?: string | undefined }> | undefined
  }>
}

const playwrightSpecSchema = z.object({
  title: z.string(),
  file: z.string().optional(),
  tests: z.array(
    z.object({
      projectName: z.string(),
      status: z.string(),
      annotations: z.array(z.object({ type: z.string(), description: z.string().optional() })).optional(),
    }),
  ),
})

const playwrightSuiteSchema: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    title: z.string(),
    file: z.string().optional(),
    specs: z.array(playwrightSpecSchema).optional(),
    suites: z.array(playwrightSuiteSchema).optional(),
  }),
)

const playwrightReportSchema = z.object({
  suites: z.array(playwrightSuiteSchema),
  errors: z.array(z.object({ message: z.string().optional() })).optional(),
})

function tallyPlaywrightSuite(suite: PlaywrightSuite, titles: string[], counts: { passed: number; failed: number }): void {
  const suiteTitles = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const name = `[e2e:${test.projectName}] ${[spec.file ?? suite.file ?? '', ...suiteTitles, spec.title].filter(Boolean).join(' > ')}`
      if (test.status === 'expected' || test.status === 'flaky') {
        counts.passed += 1
      } else if (test.status === 'unexpected') {
        counts.failed += 1
        recordFailure(name)
      } else {
        const annotation = test.annotations?.find((entry) => entry.type === 'skip' || entry.type === 'fixme')
        tally.skipped.push({ name, reason: annotation?.description || 'no reason given' })
      }
    }
  }
  for (const child of suite.suites ?? []) {
    tallyPlaywrightSuite(child, suiteTitles, counts)
  }
}

async function runPlaywright(): Promise<void> {
  rmSync(playwrightReportPath, { force: true })
  const { result, seconds } = await runStep('e2e', process.execPath, [playwrightEntry, 'test'], 13 * minute)
  const parsed = playwrightReportSchema.safeParse(readJson(playwrightReportPath))
  if (!parsed.success) {
    recordFailure(`[e2e] no readable report at ${path.relative(root, playwrightReportPath)} (${describeExit(result)})`)
    steps.push({ name: 'e2e', outcome: 'failed', seconds, note: `no report, ${describeExit(result)}` })
    return
  }
  const counts = { passed: 0, failed: 0 }
  for (const suite of parsed.data.suites) {
    tallyPlaywrightSuite(suite, [], counts)
  }
  tally.passed += counts.passed
  // Errors outside tests: the web server did not start, a spec failed to load…
  for (const error of parsed.data.errors ?? []) {
    counts.failed += 1
    recordFailure(`[e2e] ${(error.message ?? 'error outside any test').split('\n')[0]}`)
  }
  if (result.exitCode !== 0 && counts.failed === 0) {
    counts.failed += 1
    recordFailure(`[e2e] playwright failed with no failing test (${describeExit(result)}); see the output above`)
  }
  steps.push({
    name: 'e2e',
    outcome: counts.failed === 0 ? 'passed' : 'failed',
    seconds,
    note: `${counts.passed} passed, ${counts.failed} failed`,
  })
}

async function runEnsureChromium(): Promise<boolean> {
  const { result, seconds } = await runStep('chromium', process.execPath, [path.join(root, 'scripts', 'ensure-chromium.ts')], 10 * minute)
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

async function main(): Promise<number> {
  const startedAt = performance.now()
  await runCheckStep('typecheck', 'typecheck', 6 * minute)
  await runCheckStep('lint', 'lint', 4 * minute)
  await runCheckStep('format', 'format:check', 2 * minute)
  await runVitest()
  const isBuilt = await runCheckStep('build', 'build', 6 * minute)
  const hasChromium = await runEnsureChromium()
  if (!isBuilt) {
    markNotRun('e2e', 'the build failed, and e2e runs against the built server')
  } else if (!hasChromium) {
    markNotRun('e2e', 'Chromium is not available (see the chromium step above)')
  } else {
    await runPlaywright()
  }
  printSummary((performance.now() - startedAt) / 1000)
  const hasIncompleteStep = steps.some((step) => step.outcome !== 'passed')
  return tally.failed > 0 || hasIncompleteStep ? 1 : 0
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killChildGroup(signal)
    process.exit(130)
  })
}

process.exitCode = await main()
