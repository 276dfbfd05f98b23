import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { normalizeJobPosting } from '#server/features/jobs/index.ts'
import type { ConnectorPage } from './port.ts'

/**
 * Golden files of the connector contract tests: what a recorded provider answer becomes once the
 * connector has mapped it and the normaliser has read it, the exact `jobs` rows and every rejection
 * with its reason. `UPDATE_GOLDEN=1` rewrites the files from the current code (review the diff).
 */

export interface GoldenRun {
  rows: unknown[]
  rejected: Array<{ stage: 'connector' | 'normaliser'; item: string | null; reason: string }>
}

/** The rows and rejections of a connector's pages, as JSON holds them (dates as ISO text). */
export function normalizePages(pages: readonly ConnectorPage[], sourceId: string, now: Date): GoldenRun {
  const run: GoldenRun = { rows: [], rejected: [] }
  for (const page of pages) {
    for (const rejection of page.rejected) run.rejected.push({ stage: 'connector', ...rejection })
    for (const posting of page.postings) {
      const result = normalizeJobPosting(posting, sourceId, now)
      if (result.ok) run.rows.push(result.row)
      else run.rejected.push({ stage: 'normaliser', item: itemOf(posting), reason: result.issues.join('; ') })
    }
  }
  const asJson: GoldenRun = JSON.parse(JSON.stringify(run))
  return asJson
}

function itemOf(posting: Record<string, unknown>): string | null {
  const id = posting.job_id
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null
}

/** The golden file's content; with UPDATE_GOLDEN=1, `actual` written over it first. */
export async function readGolden(fileName: string, actual: GoldenRun): Promise<GoldenRun> {
  const path = fileURLToPath(new URL(`./fixtures/${fileName}`, import.meta.url))
  if (process.env.UPDATE_GOLDEN === '1') {
    const options = await resolveConfig(path)
    await writeFile(path, await format(JSON.stringify(actual), { ...options, parser: 'json' }))
  }
  const golden: GoldenRun = JSON.parse(await readFile(path, 'utf8'))
  return golden
}
