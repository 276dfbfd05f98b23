import type { JobContext } from '#server/jobs/job-definition.ts'
import type { RateLimiter } from './rate-limit.ts'

/** Removes the rate limiter's windows that ended over an hour ago. */
export default async function purgeRateLimits(_data: null, { services, logger }: JobContext<{ rateLimiter: RateLimiter }>): Promise<void> {
  const removed = await services.rateLimiter.purgeEnded(new Date(Date.now() - 60 * 60 * 1000))
  logger.info({ removed }, 'ended rate-limit windows removed')
}
