import type { JobContext } from '#server/jobs/job-definition.ts'
import type { SeoService } from './service.ts'

/** Runs the link check staff queued: its progress and result land on the run's row. */
export default async function runLinkCheck(
  data: { runId: number },
  { services, signal }: JobContext<{ seo: Pick<SeoService, 'runLinkCheck'> }>,
) {
  await services.seo.runLinkCheck(data.runId, signal)
}
