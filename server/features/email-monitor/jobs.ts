import { EMAIL_MONITOR_INTERVAL_MINUTES } from '#core/email-monitor/email-monitor.ts'
import { defineJob } from '#server/jobs/job-definition.ts'

/**
 * The check every 5 minutes (spec 000 §9), decision 070: one run per occurrence across every server
 * on the database, and `stately`, so a "Check now" and the schedule never read the mailbox at once. A
 * run with the monitor stopped does nothing. Failures are recorded by the run itself, not retried:
 * the next occurrence is the retry.
 */
export const emailMonitorCheckJob = defineJob({
  name: 'email-monitor-check',
  cron: `*/${EMAIL_MONITOR_INTERVAL_MINUTES} * * * *`,
  queue: { policy: 'stately', retryLimit: 0, expireInSeconds: 4 * 60 },
  handler: () => import('./check-job.ts'),
})
