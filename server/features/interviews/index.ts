/** Mock interviews: other features and the page loaders reach it only through this file; it registers itself in feature.ts. */
export { createInterviewsService, type InterviewsService } from './service.ts'
