import type { JobHandler } from '#server/jobs/job-definition.ts'
import type { WhatsappService } from './service.ts'

/** The 9 AM fan-out: a job per person due today (jobs.ts). */
const run: JobHandler<null, { whatsapp: WhatsappService }> = async (_data, { services }) => {
  await services.whatsapp.startDailyDigest()
}
export default run
