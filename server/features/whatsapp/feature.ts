import { eq } from 'drizzle-orm'
import { jobSearchSchema } from '#core/jobs/search.schema.ts'
import type { WhatsAppSender } from '#server/adapters/whatsapp/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { outbox } from '#server/db/schema/index.ts'
import { rowsPerIndiaDay } from '#server/lib/daily-metrics.ts'
import type { BillingService } from '#server/features/billing/index.ts'
import type { JobsService } from '#server/features/jobs/index.ts'
import type { MatchingService } from '#server/features/matching/index.ts'
import type { MessagingSettings, NotificationsService } from '#server/features/notifications/index.ts'
import type { JobQueue } from '#server/jobs/job-definition.ts'
import type { Logger } from '#server/lib/logger.ts'
import { erasePersonalData, exportPersonalData } from '#server/lib/personal-data.ts'
import { defineServerFeature, type RegistryFacts } from '#server/lib/server-feature.ts'
import { whatsappBroadcastJob, whatsappDailyDigestJob, whatsappDigestUserJob } from './jobs.ts'
import { whatsappDataRequestData, whatsappDigestData, whatsappSubscriptionData } from './personal-data.ts'
import { createWhatsappAdminRoutes, createWhatsappRoutes, createWhatsappWebhookRoutes } from './routes.ts'
import { createWhatsappService } from './service.ts'

/**
 * WhatsApp and job alerts (issue 24, decision 068): the settings at /api/whatsapp, Meta's webhook and
 * one-click unsubscribe at /api/webhooks, the 9 AM digest and staff broadcasts as background jobs, and
 * the WhatsApp admin screens' API at /api/admin/whatsapp.
 */
export const whatsappFeature = defineServerFeature({
  name: 'whatsapp',
  services: (
    deps: {
      database: DatabaseHandle
      logger: Logger
      adapters: { whatsapp: WhatsAppSender }
      accounts: { publicUrl: string; authSecret: string }
      messaging: MessagingSettings
      queue?: JobQueue
    },
    needs: {
      notifications: Pick<NotificationsService, 'outbox'>
      billing: Pick<BillingService, 'readPlan'>
      matching: Pick<MatchingService, 'readProfile' | 'rankMatches'>
      jobs: Pick<JobsService, 'findJobs' | 'searchJobs'>
    },
    registry: RegistryFacts,
  ) => ({
    whatsapp: createWhatsappService({
      db: deps.database.db,
      logger: deps.logger,
      whatsapp: deps.adapters.whatsapp,
      outbox: needs.notifications.outbox,
      readPlan: (userId) => needs.billing.readPlan(userId),
      async bestMatches(userId, limit) {
        const profile = await needs.matching.readProfile(userId)
        if (profile === null) return []
        const ranked = await needs.matching.rankMatches(profile, limit)
        const jobs = new Map((await needs.jobs.findJobs(ranked.map((match) => match.id))).map((job) => [job.job_id, job]))
        return ranked.flatMap((match) => jobs.get(match.id) ?? [])
      },
      async newJobsOf(searchParams, since, limit) {
        const params = jobSearchSchema.parse(Object.fromEntries(new URLSearchParams(searchParams)))
        const result = await needs.jobs.searchJobs(params)
        return result.jobs.filter((job) => job.job_posted_at_timestamp * 1000 > since.getTime()).slice(0, limit)
      },
      exportPersonalData: (userId) => exportPersonalData(deps.database.db, registry.personalData, userId),
      erasePersonalData: (userId) => erasePersonalData(deps.database.db, registry.personalData, userId),
      publicUrl: deps.accounts.publicUrl,
      authSecret: deps.accounts.authSecret,
      isMailboxEnabled: deps.messaging.isMailboxEnabled,
      ...(deps.queue ? { queue: deps.queue } : {}),
    }),
  }),
  api: [
    { path: '/whatsapp', create: createWhatsappRoutes },
    { path: '/webhooks', create: createWhatsappWebhookRoutes },
    { path: '/admin/whatsapp', create: createWhatsappAdminRoutes },
  ],
  personalData: [whatsappSubscriptionData, whatsappDigestData, whatsappDataRequestData],
  metrics: [rowsPerIndiaDay('whatsappMessages', outbox, outbox.createdAt, eq(outbox.channel, 'whatsapp'))],
  jobs: [whatsappDailyDigestJob, whatsappDigestUserJob, whatsappBroadcastJob],
})
