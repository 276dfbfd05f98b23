import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { format, resolveConfig } from 'prettier'
import { expect } from 'vitest'
import { normalizeJobPosting, type JobInsert } from '#server/features/jobs/index.ts'
import type { ConnectorPage, ConnectorRejection } from './port.ts'
import { TEST_NOW } from './test-context.ts'

/**
 * Golden files of the connector tests: a recorded page or feed → the connector → the one normaliser
 * → `fixtures/<name>.golden.json`, holding what the connector handed on, the exact `jobs` rows, and
 * every rejection with its reasons. `UPDATE_GOLDEN=1` rewrites them (after a deliberate change to a
 * connector or the normaliser; review the diff).
 */

export interface Rejection {
  /** 'connector' for an item it could not read, 'normaliser' for a posting the normaliser refused. */
  stage: 'connector' | 'normaliser'
  item: string | null
  reasons: string[]
}

export interface Outcome {
  postings: Array<Record<string, unknown>>
  rows: JobInsert[]
  rejected: Rejection[]
}

/** What a run would store and reject for these pages, normalised at the tests' fixed clock. */
export function normalisePages(pages: ConnectorPage[], sourceId: string): Outcome {
  const outcome: Outcome = { postings: [], rows: [], rejected: [] }
  for (const page of pages) {
    outcome.rejected.push(...page.rejected.map((rejection: ConnectorRejection) => connectorRejection(rejection)))
    for (const posting of page.postings) {
      outcome.postings.push(posting)
      const result = normalizeJobPosting(posting, sourceId, TEST_NOW)
      if (result.ok) outcome.rows.push(result.row)
      else outcome.rejected.push({ stage: 'normaliser', item: itemOf(posting), reasons: result.issues })
    }
  }
  return outcome
}

function connectorRejection(rejection: ConnectorRejection): Rejection {
  return { stage: 'connector', item: rejection.item, reasons: [rejection.reason] }
}

function itemOf(posting: Record<string, unknown>): string | null {
  const id = posting.job_id
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null
}

const fixtures = path.join(import.meta.dirname, 'fixtures')

/**
 * Compares `outcome` with `fixtures/<name>.golden.json` as JSON (dates as ISO strings), with the
 * stand-in's address written as http://stand-in so the file does not depend on the port.
 */
export async function expectGolden(name: string, outcome: Outcome, standInUrl: string): Promise<void> {
  const json = `${JSON.stringify(outcome, null, 2).replaceAll(standInUrl, 'http://stand-in')}\n`
  const file = path.join(fixtures, `${name}.golden.json`)
  if (process.env.UPDATE_GOLDEN === '1') {
    // Written as Prettier formats it, so `npm run format:check` passes on a regenerated file.
    await writeFile(file, await format(json, { ...(await resolveConfig(file)), filepath: file }))
    return
  }
  const golden: unknown = JSON.parse(await readFile(file, 'utf8'))
  expect(JSON.parse(json)).toEqual(golden)
}
