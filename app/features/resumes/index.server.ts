/** What routes use of the resumes feature on the server. */
export { loadResumeBuilder } from './load-builder.server.ts'
