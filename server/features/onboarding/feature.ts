import type { DatabaseHandle } from '#server/db/client.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { onboardingData } from './personal-data.ts'
import { createOnboardingRoutes } from './routes.ts'
import { createOnboardingService } from './service.ts'

/** The four onboarding steps of /dashboard (spec 000 §2/§3). */
export const onboardingFeature = defineServerFeature({
  name: 'onboarding',
  services: (deps: { database: DatabaseHandle }) => ({ onboarding: createOnboardingService({ database: deps.database }) }),
  api: [{ path: '/onboarding', create: createOnboardingRoutes }],
  personalData: [onboardingData],
})
