import { z } from 'zod'
import { defineJob } from '#server/jobs/job-definition.ts'

/**
 * A link check staff start from /admin/link-checker: one at a time, never retried (staff start
 * another), ended after 30 minutes (the crawl is bounded well below that).
 */
export const linkCheckJob = defineJob({
  name: 'seo-link-check',
  schema: z.object({ runId: z.number().int().positive() }),
  queue: { policy: 'stately', retryLimit: 0, expireInSeconds: 30 * 60 },
  handler: () => import('./link-check-job.ts'),
})
