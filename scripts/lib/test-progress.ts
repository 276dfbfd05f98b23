// The record `npm test` keeps of a test step as it runs: one JSON line per event, appended the moment
// it happens (scripts/lib/*-progress-reporter.ts), so a step that is stopped half-way still leaves the tests it
// finished, and the ones it was running, for the summary to count and name. A report written at the
// end (Playwright's and Vitest's JSON reporters) is lost with the step.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

export const repoRoot = path.resolve(import.meta.dirname, '..', '..')

/** Where each step's record goes (test-results/ is ignored by git, lint and formatting). */
export const progressFiles = {
  vitest: path.join(repoRoot, 'test-results', 'vitest-progress.jsonl'),
  e2e: path.join(repoRoot, 'test-results', 'e2e-progress.jsonl'),
}

const progressRecordSchema = z.discriminatedUnion('type', [
  /** How many tests the step is about to run, when the runner knows (Playwright does). */
  z.object({ type: z.literal('plan'), total: z.number().int() }),
  /** A test started; a later `test` record with the same id says how it ended. */
  z.object({ type: z.literal('begin'), id: z.string(), name: z.string() }),
  z.object({
    type: z.literal('test'),
    id: z.string(),
    name: z.string(),
    status: z.enum(['passed', 'failed', 'skipped']),
    reason: z.string().optional(),
  }),
  /** A failure outside any test: a file that does not load, a server that does not start, an unhandled error. */
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({ type: z.literal('end'), status: z.string() }),
])

export type ProgressRecord = z.infer<typeof progressRecordSchema>

/** A reporter's record, started afresh: its `outputFile` option, or the step's usual file. */
export function startProgressFile(outputFile: string | undefined, usualFile: string): string {
  const file = outputFile ? path.resolve(outputFile) : usualFile
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, '')
  return file
}

/** Appends synchronously: the line is on disk before the reporter returns, whatever stops the step next. */
export function appendProgress(file: string, record: ProgressRecord): void {
  appendFileSync(file, `${JSON.stringify(record)}\n`)
}

export type Progress = {
  passed: string[]
  failed: string[]
  skipped: Array<{ name: string; reason: string }>
  errors: string[]
  /** Tests that began and never ended: what the step was doing when it was stopped. */
  unfinished: string[]
  planned: number | null
  /** The runner's own last word (`passed`, `failed`, `interrupted`…), or null when it never said it. */
  endStatus: string | null
}

/**
 * Reads a step's record. A test's last record wins (a retry that passed after a failure counts as
 * passed, as Playwright's "flaky" does); a line cut short by a kill is ignored.
 */
export function readProgress(file: string): Progress | null {
  if (!existsSync(file)) return null
  const tests = new Map<string, Extract<ProgressRecord, { type: 'test' | 'begin' }>>()
  const progress: Progress = { passed: [], failed: [], skipped: [], errors: [], unfinished: [], planned: null, endStatus: null }
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue
    const parsed = progressRecordSchema.safeParse(parseJson(line))
    if (!parsed.success) continue
    const record = parsed.data
    if (record.type === 'plan') progress.planned = record.total
    else if (record.type === 'error') progress.errors.push(record.message)
    else if (record.type === 'end') progress.endStatus = record.status
    else {
      // Map order is first-seen order: the summary lists tests in the order they started.
      tests.set(record.id, record)
    }
  }
  for (const record of tests.values()) {
    if (record.type === 'begin') progress.unfinished.push(record.name)
    else if (record.status === 'passed') progress.passed.push(record.name)
    else if (record.status === 'failed') progress.failed.push(record.name)
    else progress.skipped.push({ name: record.name, reason: record.reason || 'no reason given' })
  }
  return progress
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line)
  } catch {
    return null
  }
}

/** The first line of an error message, which is what a summary line has room for. */
export function firstLine(message: string | undefined, fallback: string): string {
  const line = (message ?? '').split('\n').find((text) => text.trim() !== '')
  return line?.trim() || fallback
}
