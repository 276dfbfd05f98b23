import type { JobHandler } from '#server/jobs/job-definition.ts'
import type { SystemSettingsStore } from '#server/lib/system-settings.ts'
import type { WhatsappService } from './service.ts'

/** The 9 AM fan-out: a job per person due today (jobs.ts); none while staff have switched the digest off (decision 071). */
const run: JobHandler<null, { whatsapp: WhatsappService; systemSettings: SystemSettingsStore }> = async (_data, { services, logger }) => {
  if (!(await services.systemSettings.isOn('whatsappDigest'))) {
    logger.info('the WhatsApp digest is switched off in the system settings: nothing queued')
    return
  }
  await services.whatsapp.startDailyDigest()
}
export default run
