import { z } from 'zod'
import { DAILY_SEND_HOUR_IST } from '#core/whatsapp/whatsapp.ts'
import { defineJob } from '#server/jobs/job-definition.ts'

/**
 * The daily digest (spec 000 §9: 9 AM India time), decision 068. The schedule runs at 9:00 and, in
 * case every server was down then, every 15 minutes until noon: each run queues one job per person
 * still due today (the digest row says who is done), keyed by (person, India date). Retried with
 * back-off when the fan-out itself fails part-way.
 */
export const whatsappDailyDigestJob = defineJob({
  name: 'whatsapp-daily-digest',
  cron: `*/15 ${DAILY_SEND_HOUR_IST}-11 * * *`,
  queue: { policy: 'stately', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
  handler: () => import('./daily-digest-job.ts'),
})

/**
 * One person's digest of one India date: `stately` per key, so the fan-out queuing it again while it
 * waits adds nothing; the digest row, written with its messages, makes a second run send nothing.
 * Failures (the matching, the database) retry with back-off: 1, 2, 4, 8, 16 minutes.
 */
export const whatsappDigestUserJob = defineJob({
  name: 'whatsapp-digest-user',
  schema: z.object({ userId: z.string().min(1), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  queue: { policy: 'stately', retryLimit: 5, retryDelay: 60, retryBackoff: true, retryDelayMax: 30 * 60, expireInSeconds: 5 * 60 },
  concurrency: 4,
  handler: () => import('./digest-user-job.ts'),
})

/** A staff broadcast, step by step at the number's rate until done or stopped (a restart resumes after its cursor). */
export const whatsappBroadcastJob = defineJob({
  name: 'whatsapp-broadcast',
  schema: z.object({ id: z.number().int().positive() }),
  queue: { policy: 'stately', retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 6 * 60 * 60 },
  handler: () => import('./broadcast-job.ts'),
})
