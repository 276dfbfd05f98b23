import type { OpenAPIHono } from '@hono/zod-openapi'
import type { GenericOAuthConfig } from 'better-auth/plugins'
import type { Adapters } from '#server/adapters/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { createAccountRoutes, createAccountService } from '#server/features/account/index.ts'
import { createAnalyticsRoutes, createAnalyticsService, createConsentRoutes } from '#server/features/analytics/index.ts'
import { createAdminRoutes, createAdminService } from '#server/features/admin/index.ts'
import { createAuthRoutes, createAuthService } from '#server/features/auth/index.ts'
import { createCompaniesRoutes, createCompaniesService } from '#server/features/companies/index.ts'
import { createFavoritesRoutes, createFavoritesService } from '#server/features/favorites/index.ts'
import { createHealthRoutes, createHealthService } from '#server/features/health/index.ts'
import {
  createIngestService,
  createJobsRoutes,
  createJobsService,
  createLiveSearchStore,
  defaultIngestLimits,
  type IngestServiceDeps,
  type JobsServiceOptions,
} from '#server/features/jobs/index.ts'
import { createNotificationsService } from '#server/features/notifications/index.ts'
import { createOnboardingRoutes, createOnboardingService } from '#server/features/onboarding/index.ts'
import type { AppEnv } from '#server/lib/hono-env.ts'
import { createIdempotency } from '#server/lib/idempotency.ts'
import type { Logger } from '#server/lib/logger.ts'

/**
 * The one place a feature registers on the server. `createServices` builds every feature's service
 * once; the API routers (`apiRouters`, mounted under /api by server/app.ts) and the page loaders
 * (through the request context, app/lib/request-context.server.ts) receive this same object.
 */

export interface ServiceDeps {
  database: DatabaseHandle
  logger: Logger
  accounts: AccountsSettings
  /** The outside services, composed once by createAdapters (server/adapters/create-adapters.ts); tests build theirs the same way. */
  adapters: Adapters
  messaging: MessagingSettings
  /** Tuning for tests and benchmarks; production runs on each service's defaults. */
  jobs?: JobsServiceOptions
  /** Ingestion's queue, connectors and settings (server/main.ts); without them sources are listed and managed but never run. */
  ingest?: IngestSettings
}

export type IngestSettings = Pick<IngestServiceDeps, 'declaredSources' | 'unseenDays' | 'queue' | 'run'>

const noIngestion: IngestSettings = { declaredSources: null, unseenDays: defaultIngestLimits.unseenDays, queue: null, run: null }

/** What sign-in needs from the configuration (server/main.ts reads it; tests pass their own). */
export interface AccountsSettings {
  publicUrl: string
  authSecret: string
  /** Google's OpenID Connect client, or null when Google sign-in is off. */
  google: GenericOAuthConfig | null
  /** ADMIN_EMAILS, lower-cased. */
  adminEmails: readonly string[]
}

/** Messaging beyond its adapters (deps.adapters.email and .sms). */
export interface MessagingSettings {
  /** Whether /dev/mailbox exists: e-mail or SMS go to the local provider and APP_ENV is not production. */
  isMailboxEnabled: boolean
}

export function createServices(deps: ServiceDeps) {
  const jobs = createJobsService({
    ...deps.jobs,
    database: deps.database,
    logger: deps.logger,
    ...(deps.adapters.liveJobSearch
      ? { liveSearch: { source: deps.adapters.liveJobSearch, storePostings: createLiveSearchStore(deps.database.db) } }
      : {}),
  })
  const ingest = createIngestService({ ...(deps.ingest ?? noIngestion), database: deps.database, logger: deps.logger })
  const health = createHealthService({
    database: deps.database,
    jobs,
    ai: () => deps.adapters.ai.checkHealth(),
    sources: ingest.listSourceHealth,
  })
  const notifications = createNotificationsService({
    email: deps.adapters.email,
    sms: deps.adapters.sms,
    ...deps.messaging,
    db: deps.database.db,
    logger: deps.logger,
    publicUrl: deps.accounts.publicUrl,
  })
  const admin = createAdminService({ database: deps.database, logger: deps.logger, adminEmails: deps.accounts.adminEmails })
  const auth = createAuthService({
    database: deps.database,
    logger: deps.logger,
    messages: notifications.accountMessages,
    publicUrl: deps.accounts.publicUrl,
    secret: deps.accounts.authSecret,
    google: deps.accounts.google,
    onSignedIn: admin.promoteListedAdmin,
  })
  const onboarding = createOnboardingService({ database: deps.database })
  const account = createAccountService({ database: deps.database })
  const companies = createCompaniesService({ database: deps.database })
  const favorites = createFavoritesService({ database: deps.database, findJob: jobs.findJob })
  const idempotency = createIdempotency({ db: deps.database.db })
  const analytics = createAnalyticsService({
    database: deps.database,
    logger: deps.logger,
    sink: deps.adapters.analytics,
  })
  return { jobs, ingest, health, auth, notifications, admin, onboarding, account, companies, favorites, idempotency, analytics }
}

export type Services = ReturnType<typeof createServices>

/** Each feature's API router and the path under /api it answers at. */
export const apiRouters: ReadonlyArray<{ path: string; create: (services: Services) => OpenAPIHono<AppEnv> }> = [
  { path: '/admin', create: createAdminRoutes },
  { path: '/auth', create: (services) => createAuthRoutes(services.auth) },
  { path: '/health', create: createHealthRoutes },
  { path: '/jobs', create: createJobsRoutes },
  { path: '/onboarding', create: createOnboardingRoutes },
  { path: '/account', create: createAccountRoutes },
  { path: '/companies', create: (services) => createCompaniesRoutes(services.companies) },
  { path: '/favorites', create: createFavoritesRoutes },
  { path: '/analytics', create: createAnalyticsRoutes },
  { path: '/consent', create: createConsentRoutes },
]
