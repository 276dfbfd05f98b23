/** Onboarding (spec 000 §2/§3): other features and server/services.ts reach it only through this file. */
export { createOnboardingRoutes } from './routes.ts'
export { createOnboardingService, type OnboardingService } from './service.ts'
