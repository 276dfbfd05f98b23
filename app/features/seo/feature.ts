import { defineAppFeature } from '#app/lib/app-feature.ts'

/** Visibility to search engines, staff side (issue 23): the SEO screen and the link checker. */
export const seoFeature = defineAppFeature({
  name: 'seo',
  adminScreens: [
    { area: 'seo', file: 'features/seo/routes/admin-seo.tsx' },
    { area: 'linkChecker', file: 'features/seo/routes/admin-link-checker.tsx' },
  ],
})
