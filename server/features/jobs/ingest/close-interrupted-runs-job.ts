import type { JobContext } from '#server/jobs/job-definition.ts'
import type { IngestService } from './service.ts'

/** The sweep: 'running' runs whose heartbeat went stale (their process is gone) are closed as interrupted. */
export default async function closeInterruptedRuns(
  _data: null,
  { services }: JobContext<{ ingest: Pick<IngestService, 'closeInterruptedRuns'> }>,
): Promise<void> {
  await services.ingest.closeInterruptedRuns()
}
