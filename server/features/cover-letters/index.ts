/** The document generator (cover letters and tailored resumes): it registers itself in feature.ts; nothing else reaches into it. */
export type { CoverLettersService } from './service.ts'
