// The progress reporters in real runs that are killed half-way, as `npm test` may have to stop a
// step: the tests that finished are on disk, the one that was running is named, nothing else is
// claimed. (The runs are small and in a folder of their own under test-results/.)
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { isProcessRunning } from './processes.ts'
import { readProgress, repoRoot } from './test-progress.ts'

mkdirSync(path.join(repoRoot, 'test-results'), { recursive: true })
const dir = mkdtempSync(path.join(repoRoot, 'test-results', 'reporter-test-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Runs a command in a group of its own until `isReady`, then stops the group: SIGKILL by default (no reporter gets an end). */
async function runUntil(args: string[], isReady: () => boolean, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: 'ignore', detached: true })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let hasExited = false
  void exited.then(() => (hasExited = true))
  await expect.poll(() => hasExited || isReady(), { timeout: 150_000, interval: 250 }).toBe(true)
  if (child.pid && !hasExited) process.kill(-child.pid, signal)
  await exited
  if (child.pid) await expect.poll(() => isProcessRunning(child.pid ?? 0)).toBe(false)
}

const hangingName = (progressFile: string) => () => readProgress(progressFile)?.unfinished.some((name) => name.includes('hangs')) ?? false

describe('progress reporters', () => {
  it.each([
    ['killed (SIGKILL)', 'SIGKILL', null],
    ['interrupted (SIGINT, as npm test stops it)', 'SIGINT', 'interrupted'],
  ] as const)(
    'Playwright: a run %s during its third test leaves the two that ended, with the skip reason',
    async (_how, signal, endStatus) => {
      const progressFile = path.join(dir, `e2e-${signal}.jsonl`)
      const configFile = path.join(dir, `playwright-${signal}.config.ts`)
      writeFileSync(
        configFile,
        `export default {
        testDir: ${JSON.stringify(dir)},
        // Playwright empties its output folder first: one of the test's own, never test-results/.
        outputDir: ${JSON.stringify(path.join(dir, 'output'))},
        testMatch: 'stopped.spec.ts',
        workers: 1,
        timeout: 600_000,
        reporter: [[${JSON.stringify(path.join(repoRoot, 'scripts/lib/playwright-progress-reporter.ts'))}, { outputFile: ${JSON.stringify(progressFile)} }]],
      }\n`,
      )
      writeFileSync(
        path.join(dir, 'stopped.spec.ts'),
        `import { test } from '@playwright/test'
      test('passes', () => {})
      test('is skipped', () => { test.skip(true, 'checked on desktop only') })
      test('hangs', async () => { await new Promise(() => {}) })
      test('never starts', () => {})\n`,
      )
      await runUntil(
        [path.join(repoRoot, 'node_modules/@playwright/test/cli.js'), 'test', '--config', configFile],
        hangingName(progressFile),
        signal,
      )

      const progress = readProgress(progressFile)
      expect(progress).toEqual({
        passed: [expect.stringMatching(/^\[e2e:\] .*stopped\.spec\.ts > passes$/)],
        failed: [],
        skipped: [{ name: expect.stringMatching(/stopped\.spec\.ts > is skipped$/), reason: 'checked on desktop only' }],
        errors: [],
        unfinished: [expect.stringMatching(/stopped\.spec\.ts > hangs$/)],
        planned: 4,
        endStatus,
      })
    },
    180_000,
  )

  it('Vitest: a run killed during a test leaves the ones that ended, with the skip reason', async () => {
    const progressFile = path.join(dir, 'vitest.jsonl')
    const testFile = path.join(dir, 'stopped.test.ts')
    writeFileSync(
      testFile,
      `import { it } from 'vitest'
      it('passes', () => {})
      it('is skipped', (ctx) => { ctx.skip('no IMAP stand-in here') })
      it('hangs', async () => { await new Promise(() => {}) }, 600_000)\n`,
    )
    await runUntil(
      [path.join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'run', '--config', writeVitestConfig(progressFile), '--root', dir, testFile],
      hangingName(progressFile),
    )

    expect(readProgress(progressFile)).toEqual({
      passed: [expect.stringMatching(/^\[vitest\] .*stopped\.test\.ts > passes$/)],
      failed: [],
      skipped: [{ name: expect.stringMatching(/stopped\.test\.ts > is skipped$/), reason: 'no IMAP stand-in here' }],
      errors: [],
      unfinished: [expect.stringMatching(/stopped\.test\.ts > hangs$/)],
      planned: null,
      endStatus: null,
    })
  }, 180_000)

  it('Vitest: a file that fails to load is an error of its own, and a run that ends says so', async () => {
    const progressFile = path.join(dir, 'vitest-broken.jsonl')
    const testFile = path.join(dir, 'broken.test.ts')
    writeFileSync(testFile, `throw new Error('the module is broken')\n`)
    await runUntil(
      [path.join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'run', '--config', writeVitestConfig(progressFile), '--root', dir, testFile],
      () => false,
    )
    expect(existsSync(progressFile)).toBe(true)
    expect(readProgress(progressFile)).toMatchObject({
      passed: [],
      errors: [expect.stringMatching(/broken\.test\.ts \(file failed: .*the module is broken/)],
      endStatus: 'failed',
    })
  }, 180_000)
})

function writeVitestConfig(progressFile: string): string {
  const configFile = path.join(dir, `vitest-${path.basename(progressFile, '.jsonl')}.config.ts`)
  writeFileSync(
    configFile,
    `export default {
      test: {
        include: ['*.test.ts'],
        reporters: [[${JSON.stringify(path.join(repoRoot, 'scripts/lib/vitest-progress-reporter.ts'))}, { outputFile: ${JSON.stringify(progressFile)} }]],
      },
    }\n`,
  )
  return configFile
}
