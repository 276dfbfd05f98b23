import { aiResumeAnswerSchema, enrichParsedResume, type EnrichedPart } from '#core/resume/parse/ai-enrichment.server.ts'
import { parseResumeText } from '#core/resume/parse/parse-resume-text.ts'
import { RESUME_SECTIONS, type ResumeDocument, type ResumeSection } from '#core/resume/resume-document.schema.ts'
import { RESUME_UPLOAD_MAX_BYTES, RESUME_UPLOAD_MAX_PAGES } from '#core/resume/upload-limits.ts'
import { importedResumeSchema, parsedResumeSchema, type ImportedResume, type ParsedResume } from '#core/resume/upload.schema.ts'
import type { AiChat } from '#server/adapters/ai/port.ts'
import { DocumentReadError, type DocumentTools } from '#server/adapters/documents/port.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import { ProviderError } from '#server/lib/provider-error.ts'
import { DocReadError, readDocText } from './doc-text.ts'
import { NotWordDocumentError, readDocxText, ZipLimitError } from './docx-text.ts'
import { decodeText, extensionOf, hasResumeExtension, sniffResumeFile, type ResumeFileKind } from './file-kind.ts'
import { JsonImportError, readJsonImport } from './json-import.ts'
import { NotLinkedinExportError, readLinkedinExport } from './linkedin-export.ts'
import { buildResumeEnrichMessages, RESUME_ENRICH_PROMPT_VERSION } from './prompts/resume-enrich-v1.ts'

/**
 * Resume upload and parse (issue 20; decision 052): the file is checked by its name and by its
 * content, its text read by kind (pdf.js with eval off, a capped unzip for DOCX, the piece table of
 * an old .doc, UTF-8/UTF-16 text), and parseResumeText turns the text into a resume document for the
 * person to review. Nothing is stored, so a refused file leaves nothing behind; every refusal is one
 * of the spec's texts or a reason that says what was wrong with the file. With an AI provider
 * configured (not the embedded default), the model's reading of the same text fills what the parser
 * left empty, checked against the text (core/resume/parse/ai-enrichment.server.ts); when it fails or is slow,
 * the parser's reading stands alone.
 */

export const RESUME_ENRICH_AI_PURPOSE = 'resume-upload:enrich'
/** The longest an upload waits for the model before the parser's reading is answered alone. */
const ENRICH_TIMEOUT_MS = 15_000

/** The fewest letters a file's text must have to be a resume rather than a scan, a cover or noise. */
const MIN_LETTERS = 30
/** A longer line is not a resume's (a minified file, one 5 MB line): refused, not parsed. */
const MAX_LINE_CHARS = 20_000

export function createResumeUploadService(deps: { documents: DocumentTools; ai: AiChat; logger: Logger }) {
  /** The parser's reading with the gaps the model fills, or as it was when there is no model or it fails. */
  async function enrich(document: ResumeDocument, text: string): Promise<{ document: ResumeDocument; enrichedParts: EnrichedPart[] }> {
    if (deps.ai.provider === 'local') return { document, enrichedParts: [] }
    try {
      const answer = await deps.ai.complete(
        {
          purpose: RESUME_ENRICH_AI_PURPOSE,
          messages: buildResumeEnrichMessages(text),
          format: 'json',
          maxTokens: 3000,
          temperature: 0,
        },
        { timeoutMs: ENRICH_TIMEOUT_MS },
      )
      const reading = aiResumeAnswerSchema.safeParse(JSON.parse(answer.text))
      if (reading.success) return enrichParsedResume(document, reading.data, text)
      deps.logger.warn({ purpose: RESUME_ENRICH_AI_PURPOSE, prompt: RESUME_ENRICH_PROMPT_VERSION }, 'the AI answered no resume object')
      return { document, enrichedParts: [] }
    } catch (error) {
      if (error instanceof ProviderError || error instanceof SyntaxError) {
        deps.logger.warn(
          { purpose: RESUME_ENRICH_AI_PURPOSE, prompt: RESUME_ENRICH_PROMPT_VERSION, err: error },
          'the AI did not read the uploaded resume; the parser reading stands alone',
        )
        return { document, enrichedParts: [] }
      }
      throw error
    }
  }

  async function readText(kind: ResumeFileKind, bytes: Uint8Array): Promise<{ text: string; pageCount: number | null }> {
    switch (kind) {
      case 'pdf':
        try {
          const { text, pageCount } = await deps.documents.readPdfText(bytes, { maxPages: RESUME_UPLOAD_MAX_PAGES })
          if (letterCount(text) < MIN_LETTERS)
            throw new AppError('FILE_INVALID_TYPE', { reason: 'pdf_no_text', detail: `${pageCount} pages, no text` })
          return { text, pageCount }
        } catch (error) {
          if (error instanceof AppError) throw error
          if (error instanceof DocumentReadError) {
            throw new AppError('FILE_INVALID_TYPE', {
              reason: error.kind === 'encrypted' ? 'file_encrypted' : 'pdf_unreadable',
              detail: error.message,
              cause: error,
            })
          }
          throw new AppError('FILE_UPLOAD_FAILED', { reason: 'pdf_failed', detail: String(error), cause: error })
        }
      case 'docx':
        try {
          return { text: readDocxText(bytes), pageCount: null }
        } catch (error) {
          if (error instanceof ZipLimitError)
            throw new AppError('FILE_TOO_LARGE', { reason: 'file_unpacks_too_large', detail: error.message, cause: error })
          if (error instanceof NotWordDocumentError) throw new AppError('FILE_INVALID_TYPE', { detail: error.message, cause: error })
          throw new AppError('FILE_INVALID_TYPE', { reason: 'file_unreadable', detail: String(error), cause: error })
        }
      case 'doc':
        try {
          return { text: readDocText(bytes), pageCount: null }
        } catch (error) {
          const encrypted = error instanceof DocReadError && error.kind === 'encrypted'
          throw new AppError('FILE_INVALID_TYPE', {
            reason: encrypted ? 'file_encrypted' : 'file_unreadable',
            detail: String(error),
            cause: error,
          })
        }
      case 'txt': {
        const text = decodeText(bytes)
        if (text === null) throw new AppError('FILE_INVALID_TYPE', { detail: 'not text' })
        return { text, pageCount: null }
      }
    }
  }

  return {
    /** The resume in an uploaded file, or the refusal that says why there is none. */
    async parse(file: File): Promise<ParsedResume> {
      checkSize(file)
      if (!hasResumeExtension(file.name))
        throw new AppError('FILE_INVALID_TYPE', { detail: `name ${JSON.stringify(file.name.slice(-40))}` })
      const bytes = new Uint8Array(await file.arrayBuffer())
      const kind = sniffResumeFile(bytes)
      if (kind === null) throw new AppError('FILE_INVALID_TYPE', { detail: 'content is none of PDF, DOCX, DOC or text' })
      const { text, pageCount } = await readText(kind, bytes)
      if (letterCount(text) < MIN_LETTERS || text.split('\n').some((line) => line.length > MAX_LINE_CHARS)) {
        throw new AppError('FILE_INVALID_TYPE', {
          reason: 'not_a_resume',
          detail: `${kind}: too few letters or a line over ${MAX_LINE_CHARS}`,
        })
      }
      const { document, enrichedParts } = await enrich(parseResumeText(text), text)
      const sections = filledSections(document)
      const hasPersonalInfo = Object.entries(document.personalInfo).some(([key, value]) => key !== 'summary' && value !== '')
      if (sections.length === 0 && !hasPersonalInfo)
        throw new AppError('FILE_INVALID_TYPE', { reason: 'not_a_resume', detail: `${kind}: nothing parsed` })
      return parsedResumeSchema.parse({ kind, pageCount, document, sections, hasPersonalInfo, enrichedParts })
    },

    /**
     * Import (decision 067): a .json file (JSON Resume, or our own export or document) or a .zip of
     * LinkedIn's data export, checked by name and by content under the upload's 5 MB, read into the
     * resume document for the same review. Nothing is stored.
     */
    async importFile(file: File): Promise<ImportedResume> {
      checkSize(file)
      const extension = extensionOf(file.name)
      if (extension !== 'json' && extension !== 'zip')
        throw new AppError('FILE_INVALID_TYPE', { reason: 'import_type', detail: `name ${JSON.stringify(file.name.slice(-40))}` })
      const bytes = new Uint8Array(await file.arrayBuffer())
      const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
      let read: Pick<ImportedResume, 'kind' | 'document'>
      if (isZip) {
        try {
          read = { kind: 'linkedin', document: readLinkedinExport(bytes) }
        } catch (error) {
          if (error instanceof ZipLimitError)
            throw new AppError('FILE_TOO_LARGE', { reason: 'file_unpacks_too_large', detail: error.message, cause: error })
          if (error instanceof NotLinkedinExportError)
            throw new AppError('FILE_INVALID_TYPE', { reason: 'linkedin_not_export', detail: error.message, cause: error })
          throw new AppError('FILE_INVALID_TYPE', { reason: 'file_unreadable', detail: String(error), cause: error })
        }
      } else {
        const text = decodeText(bytes)
        // A ZIP named .json, or a file that is not text at all: neither of the two kinds.
        if (text === null || sniffResumeFile(bytes) !== 'txt')
          throw new AppError('FILE_INVALID_TYPE', { reason: 'import_type', detail: 'content is neither JSON text nor a ZIP' })
        try {
          read = readJsonImport(text)
        } catch (error) {
          if (error instanceof JsonImportError)
            throw new AppError('FILE_INVALID_TYPE', { reason: error.reason, params: error.params, detail: error.message, cause: error })
          throw error
        }
      }
      const sections = filledSections(read.document)
      const hasPersonalInfo = Object.entries(read.document.personalInfo).some(([key, value]) => key !== 'summary' && value !== '')
      if (sections.length === 0 && !hasPersonalInfo)
        throw new AppError('FILE_INVALID_TYPE', { reason: 'not_a_resume', detail: `${read.kind}: nothing read` })
      return importedResumeSchema.parse({ ...read, sections, hasPersonalInfo })
    },
  }
}

function checkSize(file: File): void {
  if (file.size > RESUME_UPLOAD_MAX_BYTES) {
    throw new AppError('FILE_TOO_LARGE', {
      detail: `${file.size} bytes`,
      fields: [{ path: 'file', message: `At most ${RESUME_UPLOAD_MAX_BYTES} bytes` }],
    })
  }
}

export type ResumeUploadService = ReturnType<typeof createResumeUploadService>

function letterCount(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0
}

/** The sections with something in them, in the document's order. */
export function filledSections(document: ResumeDocument): ResumeSection[] {
  const filled = (section: ResumeSection) => (section === 'summary' ? document.personalInfo.summary !== '' : document[section].length > 0)
  const order = [...document.sectionOrder, ...RESUME_SECTIONS.filter((section) => !document.sectionOrder.includes(section))]
  return order.filter(filled)
}
