import { route, type RouteConfig } from '@react-router/dev/routes'
import { appFeatures } from './features.ts'
import { adminRoutes, pageRoutes } from './lib/feature-routes.ts'

// The spec's route list (spec 000 §2) as the features declare it (app/features.ts, decision 038): each
// feature's pages, and the admin area with a screen per area. The shell's own routes close the table.
export default [
  ...pageRoutes(appFeatures),
  adminRoutes(appFeatures),
  route('dev/render-error', 'routes/dev-render-error.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
