export type { ResumeDocumentsService } from './service.ts'
