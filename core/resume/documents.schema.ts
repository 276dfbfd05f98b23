import { z } from 'zod'
import { resumeDocumentSchema } from './resume-document.schema.ts'
import { RESUME_TEMPLATE_IDS } from './templates.ts'

/**
 * The wire shapes of /api/resume-documents (issue 20): the live preview and the exports render the
 * document the request carries, so a guest's resume (kept in the browser) renders and exports
 * exactly as a signed-in person's does.
 */

export const RESUME_EXPORT_FORMATS = ['pdf', 'docx', 'txt', 'json'] as const
export type ResumeExportFormat = (typeof RESUME_EXPORT_FORMATS)[number]

export const renderRequestSchema = z.object({
  document: resumeDocumentSchema,
  template: z.enum(RESUME_TEMPLATE_IDS),
})
export type RenderRequest = z.infer<typeof renderRequestSchema>

/** The preview is the PDF: the SVG pages of the same compile. */
export const previewResponseSchema = z.object({
  pages: z.array(z.string()),
})
export type PreviewResponse = z.infer<typeof previewResponseSchema>

export const exportFormatParamSchema = z.object({ format: z.enum(RESUME_EXPORT_FORMATS) })
