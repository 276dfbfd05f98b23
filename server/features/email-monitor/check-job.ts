import type { JobHandler } from '#server/jobs/job-definition.ts'
import type { EmailMonitorService } from './service.ts'

/** One check of the monitored mailbox (jobs.ts). */
const run: JobHandler<null, { emailMonitor: EmailMonitorService }> = async (_data, { services, signal }) => {
  await services.emailMonitor.runCheck(signal)
}
export default run
