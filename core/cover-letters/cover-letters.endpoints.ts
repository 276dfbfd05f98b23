import { defineEndpoints } from '#core/api/endpoint.ts'

/** A resume document and a letter fit well under this; the renderer's endpoints take the same. */
const DOCUMENT_BODY_LIMIT_BYTES = 256 * 1024

/** The document generator (server/features/cover-letters): signed-in people only, their own letters only. */
export const coverLetterEndpoints = defineEndpoints(
  { base: '/cover-letters', loadSchemas: () => import('./cover-letters.schema.ts') },
  {
    list: { method: 'GET', path: '/', schemas: (s) => ({ response: s.coverLetterListSchema }) },
    profile: { method: 'GET', path: '/profile', schemas: (s) => ({ response: s.generatorProfileSchema }) },
    /** Spec 001 §7 generate-cover-letter-ai. */
    generate: {
      method: 'POST',
      path: '/generate',
      bodyLimit: DOCUMENT_BODY_LIMIT_BYTES,
      schemas: (s) => ({ body: s.generateDocumentsSchema, response: s.generatedDocumentsSchema }),
    },
    save: {
      method: 'POST',
      path: '/',
      status: 201,
      bodyLimit: DOCUMENT_BODY_LIMIT_BYTES,
      schemas: (s) => ({ body: s.saveCoverLetterSchema, response: s.savedCoverLetterSchema }),
    },
    pdf: { method: 'POST', path: '/pdf', answer: 'bytes', schemas: (s) => ({ body: s.coverLetterPdfSchema }) },
  },
)
