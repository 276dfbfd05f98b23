import { defineAppFeature } from '#app/lib/app-feature.ts'

/** /dashboard: onboarding until it is complete, then the saved profile. */
export const onboardingFeature = defineAppFeature({
  name: 'onboarding',
  pages: [{ path: 'dashboard', file: 'routes/dashboard.tsx' }],
})
