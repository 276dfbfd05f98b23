// npm run ingest: runs every enabled job source once against the configured database (DATABASE_URL,
// else the embedded PGlite in DATA_DIR) and prints what each run fetched, stored, merged and
// rejected. Sources come from JOB_SOURCES_FILE (synced first) and the admin sources screen. While a
// server holds the embedded database this refuses and says how to proceed instead (decision 019).
// Exits 1 when a source failed, so a cron job or CI notices.
import { openCliDatabase } from './cli-database.ts'
import { createIngestRunner, type SourceRunResult } from '#server/features/jobs/index.ts'
import { adaptersConfigFrom, createAdapters } from '#server/adapters/create-adapters.ts'
import { googleRedirectUri } from '#server/features/auth/index.ts'
import { paymentsWebhookUrl } from '#server/features/billing/index.ts'
import { sourceRunSettings } from '#server/ingestion.ts'
import { createLogger } from '#server/lib/logger.ts'

const { config, database } = await openCliDatabase(
  'npm run ingest',
  'Either stop the server and run this again, or let the server run the sources itself: it runs each on its schedule, ' +
    'and staff can press "Run now" on /admin/sources. With PostgreSQL (DATABASE_URL) both can run at once.',
)

// Each source's outcome is printed below; the log adds only errors (warnings would repeat a failed source's reason).
const logger = createLogger({
  level: config.LOG_LEVEL === 'info' ? 'error' : config.LOG_LEVEL,
  isPretty: !config.isProduction,
})
try {
  const adapters = createAdapters(
    adaptersConfigFrom(
      config,
      { googleRedirectUri: googleRedirectUri(config.PUBLIC_URL), paymentsWebhookUrl: paymentsWebhookUrl(config.PUBLIC_URL) },
      logger,
    ),
    {
      logger,
    },
  )
  const runner = createIngestRunner({ database, logger, ...sourceRunSettings(config, database, logger, adapters.jobSources) })
  const sources = await runner.prepareSources(config.JOB_SOURCES_FILE ?? null)
  if (sources.length === 0) {
    process.stdout.write(
      'No job sources are enabled. Declare them in a JSON file named by JOB_SOURCES_FILE (see docs/operations.md) or add them on /admin/sources.\n',
    )
  } else {
    process.stdout.write(`Running ${sources.length} job source${sources.length === 1 ? '' : 's'}…\n`)
    const results: SourceRunResult[] = []
    for (const source of sources) {
      const result = await runner.run(source.id, 'cli')
      results.push(result)
      process.stdout.write(`  ${source.id}: ${result.status}${result.error ? ` (${result.error})` : ''}\n`)
    }
    process.stdout.write(`\n${formatTable(results)}\n`)
    if (results.some((result) => result.status === 'failed')) process.exitCode = 1
  }
} catch (error) {
  process.exitCode = 1
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
} finally {
  await database.close()
}

function formatTable(results: readonly SourceRunResult[]): string {
  const header = ['source', 'status', 'fetched', 'new', 'updated', 'duplicate', 'rejected', 'expired']
  const rows = results.map((result) => [
    result.sourceId,
    result.status,
    ...[
      result.counts.fetched,
      result.counts.created,
      result.counts.updated,
      result.counts.duplicates,
      result.counts.rejected,
      result.counts.expired,
    ].map((count) => count.toLocaleString('en-IN')),
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ')
  const rejections = results.flatMap((result) =>
    result.rejections.map(
      (rejection) =>
        `  ${result.sourceId}: ${rejection.count} × ${rejection.reason}${rejection.samples.length > 0 ? ` (e.g. ${rejection.samples.join(', ')})` : ''}`,
    ),
  )
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    ...(rejections.length > 0 ? ['', 'Rejected:', ...rejections] : []),
  ].join('\n')
}
