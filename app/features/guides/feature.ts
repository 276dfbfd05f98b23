import { defineAppFeature } from '#app/lib/app-feature.ts'

/** Country guides (issue 23, decision 063): /guides and /guides/{countrySlug}, server-rendered public pages. */
export const guidesFeature = defineAppFeature({
  name: 'guides',
  pages: [
    { path: 'guides', file: 'features/guides/routes/guides.tsx' },
    { path: 'guides/:countrySlug', file: 'features/guides/routes/guide.tsx' },
  ],
})
