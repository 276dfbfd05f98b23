import type { JobContext } from '#server/jobs/job-definition.ts'
import type { IngestSourceJob } from './jobs.ts'
import type { IngestService } from './service.ts'

/** A run that ended failed: thrown so pg-boss marks the job failed and retries it with back-off. */
class SourceRunFailedError extends Error {
  constructor(sourceId: string, reason: string | null) {
    super(`job source ${sourceId} failed: ${reason ?? 'no reason recorded'}`)
    this.name = 'SourceRunFailedError'
  }
}

/** Runs one source (the job's signal reaches the connectors' fetches); a failed run throws, so pg-boss retries it. */
export default async function runIngestSource(
  { sourceId, trigger }: IngestSourceJob,
  { services, signal, logger }: JobContext<{ ingest: Pick<IngestService, 'runQueued'> }>,
): Promise<void> {
  const result = await services.ingest.runQueued(sourceId, trigger, signal)
  if (result?.status === 'failed') throw new SourceRunFailedError(sourceId, result.error)
  logger.info({ sourceId, trigger, counts: result?.counts ?? null }, result ? 'job source run finished' : 'job source run skipped')
}
