import type { DatabaseHandle } from '#server/db/client.ts'
import type { AuthService } from '#server/features/auth/index.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { subscriptionData } from './personal-data.ts'
import { createSubscriptionRoutes } from './routes.ts'
import { createBillingService, type BillingService } from './service.ts'

/** Subscriptions and plans (spec 000 §3, §4, §7): the plan a user has, /api/subscription. */
export const billingFeature = defineServerFeature({
  name: 'billing',
  services: (deps: { database: DatabaseHandle }) => ({ billing: createBillingService({ database: deps.database }) }),
  api: [
    { path: '/subscription', create: (services: { auth: AuthService; billing: BillingService }) => createSubscriptionRoutes(services) },
  ],
  personalData: [subscriptionData],
})
