import { z } from 'zod'
import { RESUME_SECTIONS } from './resume-constants.ts'
import { resumeDocumentSchema } from './resume-document.schema.ts'

/** The wire shapes of /api/resume-uploads (decision 052). */

export const resumeUploadBodySchema = z.object({
  file: z.instanceof(File).meta({ type: 'string', format: 'binary', description: 'The resume: PDF, DOC, DOCX or TXT, at most 5 MB' }),
})

export const RESUME_FILE_KINDS = ['pdf', 'docx', 'doc', 'txt'] as const

export const parsedResumeSchema = z.object({
  /** What the file was, by its content. */
  kind: z.enum(RESUME_FILE_KINDS),
  /** A PDF's pages; null for the other kinds. */
  pageCount: z.number().int().min(0).nullable(),
  /** The resume read from the file (ids `parsed-…`), for the person to accept section by section. */
  document: resumeDocumentSchema,
  /** The sections that came out with something in them, in the file's order. */
  sections: z.array(z.enum(RESUME_SECTIONS)),
  /** Whether the header gave a name, a title or contact details. */
  hasPersonalInfo: z.boolean(),
  /** The parts the AI filled where the parser found nothing (only with an AI provider configured), for the person to check. */
  enrichedParts: z.array(z.enum(['personalInfo', ...RESUME_SECTIONS])).default([]),
})
export type ParsedResume = z.infer<typeof parsedResumeSchema>

/** Import (decision 067): a JSON file (JSON Resume, or our own export) or LinkedIn's data-export ZIP. */
export const resumeImportBodySchema = z.object({
  file: z.instanceof(File).meta({
    type: 'string',
    format: 'binary',
    description: 'A JSON Resume or JobYatra JSON file, or the ZIP of a LinkedIn data export; at most 5 MB',
  }),
})

/** What an imported file was: our own JSON (export or stored document), another tool's JSON Resume, or LinkedIn's export. */
export const RESUME_IMPORT_KINDS = ['jobyatra', 'json-resume', 'linkedin'] as const
export type ResumeImportKind = (typeof RESUME_IMPORT_KINDS)[number]

export const importedResumeSchema = z.object({
  kind: z.enum(RESUME_IMPORT_KINDS),
  /** The resume read from the file, for the person to accept section by section like an upload. */
  document: resumeDocumentSchema,
  sections: z.array(z.enum(RESUME_SECTIONS)),
  hasPersonalInfo: z.boolean(),
})
export type ImportedResume = z.infer<typeof importedResumeSchema>
