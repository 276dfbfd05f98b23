import type { DatabaseHandle } from '#server/db/client.ts'
import type { AuthService } from '#server/features/auth/index.ts'
import type { BillingService } from '#server/features/billing/index.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import type { RateLimiter } from '#server/lib/rate-limit.ts'
import { createVisitorIds, type VisitorIds } from '#server/lib/visitor-id.ts'
import { usagePruneJob } from './jobs.ts'
import { usageData, usageKeysData } from './personal-data.ts'
import { createUsageRoutes } from './routes.ts'
import { createUsageService, type UsageService } from './service.ts'

/**
 * The daily usage limits (decision 037): every feature with a limit counts through `usage`; a guest
 * is counted by the signed visitor cookie.
 */
export const usageFeature = defineServerFeature({
  name: 'usage',
  services: (
    deps: { database: DatabaseHandle; accounts: { authSecret: string; publicUrl: string } },
    needs: { billing: BillingService; rateLimiter: RateLimiter },
  ) => ({
    usage: createUsageService({ database: deps.database, readUserPlan: (userId) => needs.billing.readPlan(userId) }),
    visitorIds: createVisitorIds({
      authSecret: deps.accounts.authSecret,
      publicUrl: deps.accounts.publicUrl,
      rateLimiter: needs.rateLimiter,
    }),
  }),
  api: [
    {
      path: '/usage',
      create: (services: { auth: AuthService; usage: UsageService; visitorIds: VisitorIds }) => createUsageRoutes(services),
    },
  ],
  personalData: [usageData, usageKeysData],
  jobs: [usagePruneJob],
})
