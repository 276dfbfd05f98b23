export { measureParseability, type ResumeAtsService } from './service.ts'
