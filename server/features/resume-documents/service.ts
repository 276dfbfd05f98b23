import type { RenderRequest, ResumeExportFormat } from '#core/resume/documents.schema.ts'
import { hasResumeName, resumeFileName } from '#core/resume/export-file-name.ts'
import { toJsonResume } from '#core/resume/json-resume.ts'
import { buildResumeOutline } from '#core/resume/resume-outline.ts'
import { resumeDocumentSchema } from '#core/resume/resume-document.schema.ts'
import { outlineToText } from '#core/resume/resume-text.ts'
import { DocumentRenderError, type DocumentTools } from '#server/adapters/documents/port.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import { toDocxOutline } from './docx-outline.ts'

/**
 * The resume's preview and exports (issue 20): the document the request carries, rendered by the
 * template it names. The preview is the PDF's own layout (the SVG pages of the same compile); the
 * exports need a name first (spec 001 §5: 'Missing Information'), and a failed render or file is
 * 'Export Failed'.
 */

export interface ExportedFile {
  bytes: Uint8Array<ArrayBuffer>
  contentType: string
  fileName: string
}

export const EXPORT_CONTENT_TYPES: Record<ResumeExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
}

/**
 * What the pool renders on each worker as the server starts (decision 081): a short resume in the
 * template every other one builds on (`common.typ`), with a line in each Indian script so every font
 * is read, as a PDF and as SVG pages so both paths are compiled before a person asks.
 */
const WARM_UP_DOCUMENT = resumeDocumentSchema.parse({
  personalInfo: {
    firstName: 'Asha',
    lastName: 'Rao',
    title: 'Backend Engineer',
    summary: 'नमस्ते · নমস্কার · નમસ્તે · ਸਤ ਸ੍ਰੀ ਅਕਾਲ · ನಮಸ್ಕಾರ · നമസ്കാരം · வணக்கம் · నమస్కారం',
  },
  skills: [{ id: 'warm-up', items: [{ name: 'TypeScript' }, { name: 'PostgreSQL' }] }],
})

export function createResumeDocumentsService(deps: { documents: DocumentTools; logger: Logger }) {
  const { documents, logger } = deps

  async function renderPdf(request: RenderRequest): Promise<Uint8Array<ArrayBuffer>> {
    const rendering = await documents.typst.render({
      template: `resume/${request.template}.typ`,
      data: buildResumeOutline(request.document),
      output: { pdf: true, svg: false },
    })
    if (!rendering.pdf) throw new DocumentRenderError('template', 'no PDF in the rendering')
    return rendering.pdf
  }

  async function writeFile(request: RenderRequest, format: ResumeExportFormat): Promise<Uint8Array<ArrayBuffer>> {
    switch (format) {
      case 'pdf':
        return renderPdf(request)
      case 'docx':
        return documents.writeDocx(toDocxOutline(buildResumeOutline(request.document)))
      case 'txt':
        return new TextEncoder().encode(outlineToText(buildResumeOutline(request.document)))
      case 'json':
        return new TextEncoder().encode(`${JSON.stringify(toJsonResume(request.document), null, 2)}\n`)
    }
  }

  return {
    /** Renders a short resume on every Typst worker, starting them (the feature's start-up step); a failure is only logged. */
    async warmUp(): Promise<void> {
      const started = performance.now()
      await documents.typst.warm({
        template: 'resume/modern.typ',
        data: buildResumeOutline(WARM_UP_DOCUMENT),
        output: { pdf: true, svg: true },
      })
      logger.info({ ms: Math.round(performance.now() - started), ...documents.typst.stats() }, 'document renderer warmed')
    },

    /** The SVG pages of the PDF the template makes of the document. */
    async preview(request: RenderRequest): Promise<string[]> {
      try {
        const rendering = await documents.typst.render({
          template: `resume/${request.template}.typ`,
          data: buildResumeOutline(request.document),
          output: { pdf: false, svg: true },
        })
        return rendering.svgPages ?? []
      } catch (error) {
        if (error instanceof DocumentRenderError)
          throw new AppError('OPERATION_FAILED', { reason: 'preview_failed', detail: error.message, cause: error })
        throw error
      }
    },

    /** The file of one export format, named from the person's name. */
    async exportFile(request: RenderRequest, format: ResumeExportFormat): Promise<ExportedFile> {
      if (!hasResumeName(request.document)) {
        throw new AppError('VALIDATION_REQUIRED_FIELD', {
          reason: 'resume_name_missing',
          fields: [{ path: 'document.personalInfo.firstName', message: 'A first or last name is required' }],
        })
      }
      try {
        const bytes = await writeFile(request, format)
        return { bytes, contentType: EXPORT_CONTENT_TYPES[format], fileName: resumeFileName(request.document, format) }
      } catch (error) {
        if (error instanceof AppError && !(error instanceof DocumentRenderError)) throw error
        throw new AppError('OPERATION_FAILED', {
          reason: 'export_failed',
          detail: `${format} export: ${error instanceof Error ? error.message : String(error)}`,
          cause: error,
        })
      }
    },
  }
}

export type ResumeDocumentsService = ReturnType<typeof createResumeDocumentsService>
