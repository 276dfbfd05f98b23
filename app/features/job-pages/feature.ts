import { defineAppFeature } from '#app/lib/app-feature.ts'

/** The server-rendered job listings: /jobs, city and role pages (/jobs/in-{city}, /jobs/{role}) and the collections. */
export const jobPagesFeature = defineAppFeature({
  name: 'job-pages',
  pages: [
    { path: 'jobs', file: 'routes/jobs.tsx' },
    // /jobs/in-{citySlug} and /jobs/{roleSlug} share one whole-segment route that dispatches (DESIGN.md).
    { path: 'jobs/:slug', file: 'routes/jobs-slug.tsx' },
    { path: 'visa-sponsorship-jobs', file: 'routes/visa-sponsorship-jobs.tsx' },
    { path: 'government-jobs', file: 'routes/government-jobs.tsx' },
  ],
})
