import { defineJob } from '#server/jobs/job-definition.ts'

/** Guests' old daily counts are deleted every night at 04:10 India time, once across all servers. */
export const usagePruneJob = defineJob({
  name: 'usage-prune',
  cron: '10 4 * * *',
  queue: { policy: 'stately', retryLimit: 2, retryDelay: 300, expireInSeconds: 10 * 60 },
  handler: () => import('./usage-prune-job.ts'),
})
