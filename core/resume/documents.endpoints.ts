import { defineEndpoints } from '#core/api/endpoint.ts'

/** The resume renderer and exporters (server/features/resume-documents): preview pages and files of the document sent. */
export const resumeDocumentEndpoints = defineEndpoints(
  { base: '/resume-documents', loadSchemas: () => import('./documents.schema.ts') },
  {
    preview: {
      method: 'POST',
      path: '/preview',
      bodyLimit: 256 * 1024,
      schemas: (s) => ({ body: s.renderRequestSchema, response: s.previewResponseSchema }),
    },
    exportFile: {
      method: 'POST',
      path: '/export/{format}',
      answer: 'bytes',
      bodyLimit: 256 * 1024,
      schemas: (s) => ({ params: s.exportFormatParamSchema, body: s.renderRequestSchema }),
    },
  },
)
