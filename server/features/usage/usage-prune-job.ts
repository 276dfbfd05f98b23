import type { JobContext } from '#server/jobs/job-definition.ts'
import type { UsageService } from './service.ts'

/** Deletes guests' counts of days long past. */
export default async function pruneGuestUsage(
  _data: null,
  { services, logger }: JobContext<{ usage: Pick<UsageService, 'pruneGuestCounts'> }>,
): Promise<void> {
  const removed = await services.usage.pruneGuestCounts()
  logger.info({ removed }, 'old guest usage counts removed')
}
