import { index, route, type RouteConfig } from '@react-router/dev/routes'

// Mirrors the spec's route list (spec 000 §2). Later issues add resumes, blog, guides, billing …
export default [
  index('routes/home.tsx'),
  route('jobs', 'routes/jobs.tsx'),
  // /jobs/in-{citySlug} and /jobs/{roleSlug} share one whole-segment route that dispatches (DESIGN.md).
  route('jobs/:slug', 'routes/jobs-slug.tsx'),
  route('jobs/:slug/apply', 'routes/job-apply.tsx'),
  route('auth', 'routes/auth.tsx'),
  route('auth/callback', 'routes/auth-callback.tsx'),
  route('auth/reset-password', 'routes/auth-reset-password.tsx'),
  route('dashboard', 'routes/dashboard.tsx'),
  route('settings', 'routes/settings.tsx'),
  route('favorites', 'routes/favorites.tsx'),
  route('settings/notifications', 'routes/settings-notifications.tsx'),
  route('career-intelligence', 'routes/career-intelligence.tsx'),
  route('mock-interview', 'routes/mock-interview.tsx'),
  route('mock-interview/:section', 'routes/mock-interview-section.tsx'),
  route('job-recommendations', 'routes/job-recommendations.tsx'),
  route('career/salary', 'routes/career-salary.tsx'),
  route('admin', 'routes/admin.tsx'),
  route('admin/*', 'routes/admin-area.tsx'),
  route('dev/mailbox', 'routes/dev-mailbox.tsx'),
  route('dev/render-error', 'routes/dev-render-error.tsx'),
  route('visa-sponsorship-jobs', 'routes/visa-sponsorship-jobs.tsx'),
  route('government-jobs', 'routes/government-jobs.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
