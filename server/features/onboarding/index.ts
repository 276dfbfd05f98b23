/** Onboarding (spec 000 §2/§3): other features reach it only through this file; it registers itself in feature.ts. */
export { createOnboardingRoutes } from './routes.ts'
export { createOnboardingService, type OnboardingService } from './service.ts'
