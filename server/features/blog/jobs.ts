import { defineJob } from '#server/jobs/job-definition.ts'

/**
 * Publishes scheduled posts when their time comes (decision 062): every minute on pg-boss's
 * schedule, once across every server on the database. `stately`: one pass waiting and one running at
 * most. A failed pass is not retried: the next minute's pass publishes what it left, since the
 * update picks every scheduled post whose time has passed.
 */
export const blogPublishDueJob = defineJob({
  name: 'blog-publish-due',
  cron: '* * * * *',
  queue: { policy: 'stately', retryLimit: 0, expireInSeconds: 5 * 60 },
  handler: () => import('./publish-due-job.ts'),
})
