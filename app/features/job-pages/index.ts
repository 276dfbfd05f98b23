export { buildJobPageMeta } from './job-page-meta.ts'
export { JobPageView } from './job-page-view.tsx'
export { parseJobsSlug, readJobsFlags, type JobPageTarget } from './job-page.ts'
export { loadJobPage, type JobPageData, type JobPageLoaderArgs, type ResolveJobPageTarget } from './load-job-page.ts'
