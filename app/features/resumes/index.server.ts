/** What routes use of the resumes feature on the server. */
export { loadGalleryTemplates, loadResumeBuilder } from './load-builder.server.ts'
