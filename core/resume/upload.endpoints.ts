import { defineEndpoints } from '#core/api/endpoint.ts'
import { RESUME_UPLOAD_MAX_BYTES } from './upload-limits.ts'

/**
 * Resume upload and parse (server/features/resume-upload; decision 052): one file in, the resume
 * document read from it out, for the person to review section by section. Nothing is stored.
 * The body limit leaves room for the multipart framing around a file of the spec's 5 MB; the file
 * itself is held to RESUME_UPLOAD_MAX_BYTES by the browser and again by the server.
 */
export const resumeUploadEndpoints = defineEndpoints(
  { base: '/resume-uploads', loadSchemas: () => import('./upload.schema.ts') },
  {
    parse: {
      method: 'POST',
      path: '/parse',
      request: 'multipart',
      bodyLimit: RESUME_UPLOAD_MAX_BYTES + 64 * 1024,
      schemas: (s) => ({ body: s.resumeUploadBodySchema, response: s.parsedResumeSchema }),
    },
    /** Import (decision 067): a JSON Resume or JobYatra JSON file, or LinkedIn's data-export ZIP, read into the document. */
    import: {
      method: 'POST',
      path: '/import',
      request: 'multipart',
      bodyLimit: RESUME_UPLOAD_MAX_BYTES + 64 * 1024,
      schemas: (s) => ({ body: s.resumeImportBodySchema, response: s.importedResumeSchema }),
    },
  },
)
