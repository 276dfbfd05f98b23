/** What the job pages' route loaders use on the server only. */
export { loadJobPage, type ResolveJobPageTarget } from './load-job-page.server.ts'
export { loadJobPosting } from './load-job-posting.server.ts'
