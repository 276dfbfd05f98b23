/**
 * Job matching's whole-page parts, for app/routes/ only: kept out of index.ts so the job listings,
 * which import the match badge from there, never carry the charts. The lead mounts RecommendedJobs on
 * /dashboard (it fetches its own data).
 */
export { CareerIntelligenceView } from './components/career-intelligence-view.tsx'
export { RecommendedJobs, DASHBOARD_RECOMMENDATIONS } from './components/recommended-jobs.tsx'
