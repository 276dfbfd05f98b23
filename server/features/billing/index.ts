/** Subscriptions and plans (spec 000 §3, §4, §7): other features and server/services.ts reach billing only through this file. */
export { createSubscriptionRoutes } from './routes.ts'
export { createBillingService, type BillingService } from './service.ts'
