import type { OpenAPIHono } from '@hono/zod-openapi'
import type { GenericOAuthConfig } from 'better-auth/plugins'
import type { DatabaseHandle } from '#server/db/client.ts'
import { createAccountRoutes, createAccountService } from '#server/features/account/index.ts'
import { createAuthRoutes, createAuthService } from '#server/features/auth/index.ts'
import { createHealthRoutes, createHealthService } from '#server/features/health/index.ts'
import { createJobsRoutes, createJobsService, type JobsServiceOptions } from '#server/features/jobs/index.ts'
import { createAccountMessages } from '#server/features/notifications/index.ts'
import { createOnboardingRoutes, createOnboardingService } from '#server/features/onboarding/index.ts'
import type { AppEnv } from '#server/lib/hono-env.ts'
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
  /** Tuning for tests and benchmarks; production runs on each service's defaults. */
  jobs?: JobsServiceOptions
}

/** What sign-in needs from the configuration (server/main.ts reads it; tests pass their own). */
export interface AccountsSettings {
  publicUrl: string
  authSecret: string
  /** Google's OpenID Connect client, or null when Google sign-in is off. */
  google: GenericOAuthConfig | null
  /** ADMIN_EMAILS, lower-cased. */
  adminEmails: readonly string[]
}

export function createServices(deps: ServiceDeps) {
  const jobs = createJobsService({ ...deps.jobs, database: deps.database, logger: deps.logger })
  const health = createHealthService({ database: deps.database, jobs })
  const messages = createAccountMessages(deps.database.db)
  const auth = createAuthService({
    database: deps.database,
    logger: deps.logger,
    messages,
    publicUrl: deps.accounts.publicUrl,
    secret: deps.accounts.authSecret,
    google: deps.accounts.google,
    adminEmails: deps.accounts.adminEmails,
  })
  const onboarding = createOnboardingService({ database: deps.database })
  const account = createAccountService({ database: deps.database })
  return { jobs, health, auth, onboarding, account }
}

export type Services = ReturnType<typeof createServices>

/** Each feature's API router and the path under /api it answers at. */
export const apiRouters: ReadonlyArray<{ path: string; create: (services: Services) => OpenAPIHono<AppEnv> }> = [
  { path: '/auth', create: (services) => createAuthRoutes(services.auth) },
  { path: '/health', create: createHealthRoutes },
  { path: '/jobs', create: createJobsRoutes },
  { path: '/onboarding', create: createOnboardingRoutes },
  { path: '/account', create: createAccountRoutes },
]
