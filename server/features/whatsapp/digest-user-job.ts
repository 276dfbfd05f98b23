import type { JobHandler } from '#server/jobs/job-definition.ts'
import type { SystemSettingsStore } from '#server/lib/system-settings.ts'
import type { WhatsappService } from './service.ts'

/**
 * One person's digest of one day: sent at most once whoever runs it (service.ts runDigestFor). One queued
 * before staff switched the digest off sends nothing (decision 071).
 */
const run: JobHandler<{ userId: string; day: string }, { whatsapp: WhatsappService; systemSettings: SystemSettingsStore }> = async (
  data,
  { services, logger },
) => {
  if (!(await services.systemSettings.isOn('whatsappDigest'))) {
    logger.info({ day: data.day }, 'the WhatsApp digest is switched off in the system settings: not sent')
    return
  }
  const outcome = await services.whatsapp.runDigestFor(data.userId, data.day)
  logger.info({ day: data.day, outcome }, 'daily digest')
}
export default run
