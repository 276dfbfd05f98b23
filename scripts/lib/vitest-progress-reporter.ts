// A Vitest reporter that writes each test's start and end to test-results/vitest-progress.jsonl the
// moment it happens (scripts/lib/test-progress.ts), so `npm test` counts the tests that ran even when
// it has to stop the step (Vitest's JSON report is written only at the very end).
import path from 'node:path'
import type { Reporter, SerializedError, TestCase, TestModule, TestRunEndReason } from 'vitest/node'
import { appendProgress, firstLine, progressFiles, repoRoot, startProgressFile } from './test-progress.ts'

export default class ProgressReporter implements Reporter {
  private readonly file: string

  constructor(options: { outputFile?: string } = {}) {
    this.file = startProgressFile(options.outputFile, progressFiles.vitest)
  }

  onTestCaseReady(testCase: TestCase): void {
    appendProgress(this.file, { type: 'begin', id: testCase.id, name: nameOf(testCase) })
  }

  onTestCaseResult(testCase: TestCase): void {
    const result = testCase.result()
    const name = nameOf(testCase)
    if (result.state === 'passed' || result.state === 'failed') {
      appendProgress(this.file, { type: 'test', id: testCase.id, name, status: result.state })
    } else if (result.state === 'skipped') {
      // ctx.skip(reason) leaves the reason as the note; tests/support/no-console-error.ts also keeps it in meta.
      const meta: object = testCase.meta()
      const metaReason = 'skipReason' in meta ? meta.skipReason : undefined
      const reason = result.note ?? (typeof metaReason === 'string' ? metaReason : '')
      appendProgress(this.file, { type: 'test', id: testCase.id, name, status: 'skipped', reason })
    }
  }

  onTestModuleEnd(testModule: TestModule): void {
    // A file can fail with no failed test: an import error, or a console.error outside any test.
    if (testModule.state() !== 'failed') return
    const hasFailedTest = [...testModule.children.allTests()].some((testCase) => testCase.result().state === 'failed')
    if (hasFailedTest) return
    const [error] = testModule.errors()
    appendProgress(this.file, {
      type: 'error',
      message: `${relativeFile(testModule)} (file failed: ${firstLine(error?.message, 'no message')})`,
    })
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>, reason: TestRunEndReason): void {
    for (const error of unhandledErrors) {
      appendProgress(this.file, { type: 'error', message: `unhandled error: ${firstLine(error.message, 'no message')}` })
    }
    appendProgress(this.file, { type: 'end', status: reason })
  }
}

function relativeFile(testModule: TestModule): string {
  return path.relative(repoRoot, testModule.moduleId)
}

function nameOf(testCase: TestCase): string {
  return `[vitest] ${relativeFile(testCase.module)} > ${testCase.fullName}`
}
