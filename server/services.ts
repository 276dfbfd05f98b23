import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Adapters } from '#server/adapters/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { accountFeature } from '#server/features/account/feature.ts'
import { adminFeature } from '#server/features/admin/feature.ts'
import { analyticsFeature } from '#server/features/analytics/feature.ts'
import { applicationsFeature } from '#server/features/applications/feature.ts'
import { billingFeature } from '#server/features/billing/feature.ts'
import { blogFeature } from '#server/features/blog/feature.ts'
import { chatFeature } from '#server/features/chat/feature.ts'
import type { InvoiceSettings } from '#server/features/billing/index.ts'
import type { AccountsSettings } from '#server/features/auth/index.ts'
import { authFeature } from '#server/features/auth/feature.ts'
import { coverLettersFeature } from '#server/features/cover-letters/feature.ts'
import { companiesFeature } from '#server/features/companies/feature.ts'
import { emailMonitorFeature } from '#server/features/email-monitor/feature.ts'
import { favoritesFeature } from '#server/features/favorites/feature.ts'
import { interviewsFeature } from '#server/features/interviews/feature.ts'
import { guidesFeature } from '#server/features/guides/feature.ts'
import { healthFeature } from '#server/features/health/feature.ts'
import { historyFeature } from '#server/features/history/feature.ts'
import type { JobsServiceOptions } from '#server/features/jobs/index.ts'
import { jobsFeature, type IngestSettings } from '#server/features/jobs/feature.ts'
import type { MessagingSettings } from '#server/features/notifications/index.ts'
import { matchingFeature } from '#server/features/matching/feature.ts'
import { notificationsFeature } from '#server/features/notifications/feature.ts'
import { onboardingFeature } from '#server/features/onboarding/feature.ts'
import { resumesFeature } from '#server/features/resumes/feature.ts'
import { resumeAtsFeature } from '#server/features/resume-ats/feature.ts'
import { resumeDocumentsFeature } from '#server/features/resume-documents/feature.ts'
import { resumeUploadFeature } from '#server/features/resume-upload/feature.ts'
import { savedSearchesFeature } from '#server/features/saved-searches/feature.ts'
import { sitePagesFeature, type SupportSettings } from '#server/features/site-pages/feature.ts'
import { seoFeature } from '#server/features/seo/feature.ts'
import { usageFeature } from '#server/features/usage/feature.ts'
import { whatsappFeature } from '#server/features/whatsapp/feature.ts'
import type { BoundJob, JobQueue } from '#server/jobs/job-definition.ts'
import type { AppEnv } from '#server/lib/hono-env.ts'
import { idempotencyPlumbing } from '#server/lib/idempotency.ts'
import type { Logger } from '#server/lib/logger.ts'
import { rateLimitPlumbing } from '#server/lib/rate-limit.ts'
import { activityPlumbing } from '#server/lib/daily-activity.ts'
import { createFeatureRegistry, type BoundSitemapSource } from '#server/lib/server-feature.ts'
import { systemSettingsPlumbing } from '#server/lib/system-settings.ts'
import { transactionScopePlumbing } from '#server/lib/transaction-scope.ts'

/**
 * The one place a feature registers on the server (decision 038): one line per feature below. Each
 * feature declares in its own `feature.ts` its services, API routers, personal data, background jobs
 * and start-up step; `createServices` builds the services once (the API routers and the page loaders,
 * through the request context, receive this same object), server/app.ts mounts `createApiRouters`,
 * server/main.ts runs `backgroundJobs`, `startFeatures` and at shutdown `stopFeatures`, and "Download my data" and "Delete account"
 * walk every feature's personal data. A feature's services may use those of features above it.
 */
export const serverFeatures = createFeatureRegistry<ServiceDeps>()
  .add(transactionScopePlumbing)
  .add(rateLimitPlumbing)
  .add(activityPlumbing)
  .add(systemSettingsPlumbing)
  .add(jobsFeature)
  .add(healthFeature)
  .add(notificationsFeature)
  .add(adminFeature)
  .add(authFeature)
  .add(onboardingFeature)
  .add(accountFeature)
  .add(companiesFeature)
  .add(favoritesFeature)
  .add(resumesFeature)
  .add(analyticsFeature)
  .add(billingFeature)
  .add(usageFeature)
  .add(resumeDocumentsFeature)
  .add(resumeUploadFeature)
  .add(resumeAtsFeature)
  .add(applicationsFeature)
  .add(coverLettersFeature)
  .add(historyFeature)
  .add(savedSearchesFeature)
  .add(interviewsFeature)
  .add(chatFeature)
  .add(matchingFeature)
  .add(guidesFeature)
  .add(whatsappFeature)
  .add(emailMonitorFeature)
  .add(blogFeature)
  .add(sitePagesFeature)
  .add(seoFeature)
  .add(idempotencyPlumbing)

/** What the features are built from: the database, the log, and the adapters and settings server/main.ts reads from config. */
export interface ServiceDeps {
  database: DatabaseHandle
  logger: Logger
  accounts: AccountsSettings
  messaging: MessagingSettings
  /** Tuning for tests and benchmarks; production runs on each service's defaults. */
  jobs?: JobsServiceOptions
  /** The outside services, composed once by createAdapters (server/adapters/create-adapters.ts); tests build theirs the same way. */
  adapters: Adapters
  /** Ingestion's connectors and settings (server/main.ts); without them sources are listed and managed but never run. */
  ingest?: IngestSettings
  /** The business on GST invoices (INVOICE_*; decision 057); absent, the embedded sample business. */
  invoicing?: InvoiceSettings
  /** The support inbox the contact form writes to (SUPPORT_EMAIL); absent, the embedded default. */
  support?: SupportSettings
  /** Where the link checker reads this server's own pages (server/main.ts: 127.0.0.1 and PORT); absent, the public URL. */
  crawlBaseUrl?: string
  /** The background job queue (pg-boss, server/jobs); absent where no queue runs: nothing can be queued, tests run passes themselves. */
  queue?: JobQueue
}

export type Services = ReturnType<(typeof serverFeatures)['buildServices']>

export function createServices(deps: ServiceDeps): Services {
  const services = serverFeatures.buildServices(deps)
  // The sitemap's sources read the services they were declared with; /admin/seo lists pages from them.
  services.seo.attachSitemapSources(bindSitemapSources(services))
  return services
}

/** Every feature's API routers with their paths under /api (server/app.ts mounts them). */
export function createApiRouters(services: Services): Array<{ path: string; router: OpenAPIHono<AppEnv> }> {
  return serverFeatures.features.flatMap((feature) =>
    'api' in feature ? feature.api.map((api) => ({ path: api.path, router: api.create(services) })) : [],
  )
}

/** Every feature's background jobs (queues and schedules are made from these before the services exist). */
export const backgroundJobs = serverFeatures.jobs

/** Every feature's background jobs, each given the services it needs: what the workers run. */
export function bindBackgroundJobs(services: Services): BoundJob[] {
  return serverFeatures.features.flatMap((feature) => ('jobs' in feature ? feature.jobs.map((job) => job.bind(services)) : []))
}

/**
 * Every feature's sitemap sources (`sitemaps` in its feature.ts), each given the services it reads:
 * what /sitemap.xml and /sitemaps/<source>-<n>.xml page through (server/features/seo).
 */
export function bindSitemapSources(services: Services): BoundSitemapSource[] {
  return serverFeatures.features.flatMap((feature) =>
    'sitemaps' in feature
      ? feature.sitemaps.map((source) => ({
          name: source.name,
          count: () => source.count(services),
          list: (page: { offset: number; limit: number }) => source.list(services, page),
        }))
      : [],
  )
}

/** Each feature's start-up step, in registration order: after the app answers, before the workers take jobs. */
export async function startFeatures(services: Services): Promise<void> {
  for (const feature of serverFeatures.features) {
    if ('start' in feature) await feature.start(services)
  }
}

/** Each feature's shutdown step, in reverse registration order: before the queue stops and the database closes. */
export async function stopFeatures(services: Services): Promise<void> {
  for (const feature of [...serverFeatures.features].reverse()) {
    if ('stop' in feature) await feature.stop(services)
  }
}
