export { buildJobPageMeta } from './job-page-meta.ts'
export { JobPageView } from './job-page-view.tsx'
export { parseJobsSlug, readJobsTarget, type JobPageTarget } from './job-page.ts'
export type { JobPageData } from './job-page-data.ts'
