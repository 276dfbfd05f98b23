import type { JobContext } from '#server/jobs/job-definition.ts'
import type { IngestService } from './service.ts'

/** The daily expiry: closing dates passed and jobs unseen for JOB_EXPIRY_DAYS leave search, which is refreshed. */
export default async function expireStaleJobs(
  _data: null,
  { services }: JobContext<{ ingest: Pick<IngestService, 'expireStaleJobs'> }>,
): Promise<void> {
  await services.ingest.expireStaleJobs()
}
