import { defineAppFeature } from '#app/lib/app-feature.ts'

/** Companies (issue 23, decision 064): the directory, each company's profile and reviews, and review moderation. */
export const companiesFeature = defineAppFeature({
  name: 'companies',
  pages: [
    { path: 'companies', file: 'features/companies/routes/companies.tsx' },
    { path: 'companies/:slug', file: 'features/companies/routes/company-profile.tsx' },
  ],
  adminScreens: [{ area: 'resumeModeration', file: 'features/companies/routes/admin-resume-moderation.tsx' }],
})
