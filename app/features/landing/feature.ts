import { defineAppFeature } from '#app/lib/app-feature.ts'

/** The landing page: search, the features and the trust sections. */
export const landingFeature = defineAppFeature({
  name: 'landing',
  pages: [{ index: true, file: 'routes/home.tsx' }],
})
