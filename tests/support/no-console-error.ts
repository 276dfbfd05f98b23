// Vitest setup file (see vitest.config.ts): a test that logs an unexpected
// console.error fails (CONVENTIONS.md §9). React warnings, failed requests and
// swallowed exceptions all surface through console.error, so letting them
// scroll past would hide real bugs.
//
// It also copies the note of a skipped test (`ctx.skip('reason')`) into the
// test's meta, because Vitest's JSON report carries meta but not the note and
// `npm test` lists every skipped test with its reason.
import { formatWithOptions } from 'node:util'
import { afterAll, afterEach, beforeEach } from 'vitest'

type Pattern = RegExp | string

export type AllowedConsoleError = {
  /** The formatted messages that matched this allowance, in order. */
  readonly messages: readonly string[]
}

type Allowance = {
  pattern: Pattern | undefined
  messages: string[]
}

const forwardToConsole = console.error.bind(console)

let isInsideTest = false
let testAllowances: Allowance[] = []
let fileAllowances: Allowance[] = []
let unexpectedInTest: string[] = []
let unexpectedOutsideTests: string[] = []

function formatArguments(args: unknown[]): string {
  return formatWithOptions({ colors: false, depth: 4 }, ...args)
}

function isMatching(pattern: Pattern | undefined, message: string): boolean {
  if (pattern === undefined) return true
  if (typeof pattern === 'string') return message.includes(pattern)
  return pattern.test(message)
}

function findAllowance(message: string): Allowance | undefined {
  return [...testAllowances, ...fileAllowances].find((allowance) => isMatching(allowance.pattern, message))
}

/**
 * Declares that console.error is expected. Called inside a test (or a
 * beforeEach), it covers that test only; called at the top level of a test
 * file, in a describe body or in beforeAll, it covers the whole file.
 *
 * With a pattern, only messages containing the string (or matching the
 * RegExp) are allowed; any other console.error still fails the test.
 * Allowed messages are not printed; read them back from `messages` to assert
 * that the expected error was really logged.
 */
export function allowConsoleError(pattern?: Pattern): AllowedConsoleError {
  const allowance: Allowance = { pattern, messages: [] }
  if (isInsideTest) {
    testAllowances.push(allowance)
  } else {
    fileAllowances.push(allowance)
  }
  return allowance
}

console.error = (...args: unknown[]): void => {
  const message = formatArguments(args)
  const allowance = findAllowance(message)
  if (allowance) {
    allowance.messages.push(message)
    return
  }
  if (isInsideTest) {
    unexpectedInTest.push(message)
  } else {
    unexpectedOutsideTests.push(message)
  }
  forwardToConsole(...args)
}

function describeUnexpected(messages: string[], where: string): string {
  const shown = messages.map((message, index) => `  ${index + 1}. ${message}`).join('\n')
  return (
    `console.error was called ${messages.length} time(s) ${where} (CONVENTIONS.md §9).\n` +
    `${shown}\n` +
    'If the error is expected, call allowConsoleError() from tests/support/no-console-error.ts.'
  )
}

// Vitest keeps the note of `ctx.skip(note)` on the result at run time but does
// not declare it in its types, hence the `in` check.
function recordSkipReason(task: { result?: { state: string } | undefined; meta: object }): void {
  const result = task.result
  if (result?.state !== 'skip' || !('note' in result)) return
  if (typeof result.note !== 'string' || result.note.length === 0) return
  Object.assign(task.meta, { skipReason: result.note })
}

beforeEach(() => {
  isInsideTest = true
  testAllowances = []
  unexpectedInTest = []
})

afterEach(({ task }) => {
  isInsideTest = false
  testAllowances = []
  recordSkipReason(task)
  const unexpected = unexpectedInTest
  unexpectedInTest = []
  if (unexpected.length > 0) {
    throw new Error(describeUnexpected(unexpected, 'during this test'))
  }
})

afterAll(() => {
  fileAllowances = []
  const unexpected = unexpectedOutsideTests
  unexpectedOutsideTests = []
  if (unexpected.length > 0) {
    throw new Error(describeUnexpected(unexpected, 'outside any test (module load, beforeAll or afterAll)'))
  }
})
