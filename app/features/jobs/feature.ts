import { defineAppFeature } from '#app/lib/app-feature.ts'

/** Job search, the job's apply page and saved jobs, whose toggles queue offline. */
export const jobsFeature = defineAppFeature({
  name: 'jobs',
  pages: [
    { path: 'jobs/:slug/apply', file: 'routes/job-apply.tsx' },
    { path: 'favorites', file: 'routes/favorites.tsx' },
  ],
  recordKinds: [() => import('./offline/saved-job.ts').then((module) => module.savedJobKind)],
})
