// A Playwright reporter that writes each journey's start and end to test-results/e2e-progress.jsonl
// the moment it happens (scripts/lib/test-progress.ts), so `npm test` counts the journeys that ran
// even when it has to stop the step (Playwright's JSON report is written only at the very end).
import path from 'node:path'
import type { FullResult, Reporter, Suite, TestCase, TestError, TestResult } from '@playwright/test/reporter'
import { appendProgress, firstLine, progressFiles, repoRoot, startProgressFile } from './test-progress.ts'

export default class ProgressReporter implements Reporter {
  private readonly file: string

  constructor(options: { outputFile?: string } = {}) {
    this.file = startProgressFile(options.outputFile, progressFiles.e2e)
  }

  printsToStdio(): boolean {
    return false
  }

  onBegin(_config: unknown, suite: Suite): void {
    appendProgress(this.file, { type: 'plan', total: suite.allTests().length })
  }

  onTestBegin(test: TestCase): void {
    appendProgress(this.file, { type: 'begin', id: test.id, name: this.nameOf(test) })
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    // Stopped by the runner (SIGINT) in the middle: it did not end, so it stays a `begin` without an end.
    if (result.status === 'interrupted') return
    const name = this.nameOf(test)
    const outcome = test.outcome()
    if (outcome === 'skipped') {
      const annotation = [...result.annotations, ...test.annotations].find((entry) => entry.type === 'skip' || entry.type === 'fixme')
      appendProgress(this.file, { type: 'test', id: test.id, name, status: 'skipped', reason: annotation?.description ?? '' })
      return
    }
    // A retry that passed ("flaky") passes; "unexpected" is a failure, whichever attempt this was.
    appendProgress(this.file, { type: 'test', id: test.id, name, status: outcome === 'unexpected' ? 'failed' : 'passed' })
  }

  onError(error: TestError): void {
    appendProgress(this.file, { type: 'error', message: firstLine(error.message ?? error.value, 'error outside any test') })
  }

  onEnd(result: FullResult): void {
    appendProgress(this.file, { type: 'end', status: result.status })
  }

  private nameOf(test: TestCase): string {
    // titlePath: root suite (''), project, file, describe blocks…, test title.
    const [, project = '', , ...titles] = test.titlePath()
    const file = path.relative(repoRoot, test.location.file)
    return `[e2e:${project}] ${[file, ...titles].join(' > ')}`
  }
}
