/** Loader-only code of onboarding. */
export { loadDashboard } from './load-dashboard.server.ts'
