import type { JobHandler } from '#server/jobs/job-definition.ts'
import type { WhatsappService } from './service.ts'

/** One person's digest of one day: sent at most once whoever runs it (service.ts runDigestFor). */
const run: JobHandler<{ userId: string; day: string }, { whatsapp: WhatsappService }> = async (data, { services, logger }) => {
  const outcome = await services.whatsapp.runDigestFor(data.userId, data.day)
  logger.info({ day: data.day, outcome }, 'daily digest')
}
export default run
