import { defineJob } from '#server/jobs/job-definition.ts'

/** Every 10 minutes, once across all servers: orders paid at Razorpay that granted nothing are healed. */
export const paymentsReconcileJob = defineJob({
  name: 'payments-reconcile',
  cron: '*/10 * * * *',
  queue: { policy: 'stately', retryLimit: 2, retryDelay: 60, expireInSeconds: 5 * 60 },
  handler: () => import('./payments-reconcile-job.ts'),
})
