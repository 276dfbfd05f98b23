/**
 * Job matching in the browser (decision 056): other features and routes reach it only through this
 * file. The badge on job cards is small and fetches its scores after the page shows; the
 * /career-intelligence page and the dashboard's RecommendedJobs section carry the rest.
 */
export { JobMatchBadge } from './components/job-match-badge.tsx'
