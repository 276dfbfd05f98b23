import { defineJob } from '#server/jobs/job-definition.ts'

/**
 * One pass of the outbox dispatcher (decision 038, superseding decision 015's own timer): every
 * minute on pg-boss's schedule, which is once per minute across every server on the database, and at
 * once after each enqueue (the kick in service.ts). `stately`: one pass waiting and one running at
 * most, so kicks during a pass add one pass after it, never a pile. A failed pass is not retried: the
 * next minute's pass takes what it left. Each message still goes once whichever process claims it
 * (the dispatcher's `FOR UPDATE SKIP LOCKED` claim).
 */
export const outboxDispatchJob = defineJob({
  name: 'outbox-dispatch',
  cron: '* * * * *',
  queue: { policy: 'stately', retryLimit: 0, expireInSeconds: 10 * 60 },
  handler: () => import('./outbox-dispatch-job.ts'),
})
