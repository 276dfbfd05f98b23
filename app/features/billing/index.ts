/** Plans and payments in the browser: other features and the routes reach billing through this file. */
export { PricingView, type PricingPageData } from './pricing-view.tsx'
export { PremiumFeaturesView } from './premium-features-view.tsx'
export { PlanBadge } from './plan-badge.tsx'
export { FeatureGate, PremiumCard } from './premium-card.tsx'
export { PRICING_PATH, PREMIUM_FEATURES_PATH } from './paths.ts'
export { planPageMeta, type PlanPage } from './plan-page-meta.ts'
export { PaymentsCard } from './payments-card.tsx'
