import { index, route, type RouteConfig } from '@react-router/dev/routes'

// Mirrors the spec's route list (spec 000 §2). Later issues add accounts, dashboard, resumes, admin …
export default [
  index('routes/home.tsx'),
  route('jobs', 'routes/jobs.tsx'),
  // /jobs/in-{citySlug} and /jobs/{roleSlug} share one whole-segment route that dispatches (DESIGN.md).
  route('jobs/:slug', 'routes/jobs-slug.tsx'),
  route('visa-sponsorship-jobs', 'routes/visa-sponsorship-jobs.tsx'),
  route('government-jobs', 'routes/government-jobs.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
