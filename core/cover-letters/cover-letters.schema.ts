import { z } from 'zod'
import { resumeDocumentSchema } from '#core/resume/resume-document.schema.ts'
import { RESUME_TEMPLATE_IDS } from '#core/resume/templates.ts'
import { COVER_LETTER_SOURCES, COVER_LETTER_STYLES, GENERATION_NOTICES, MAX_COVER_LETTER_CHARS } from './cover-letter-constants.ts'

/**
 * The wire shapes of /api/cover-letters (issue 20 "Tailored resume and cover letter"; spec 001 §2
 * "Document generator dialog", §3 "Cover letter", §7 generate-cover-letter-ai): the profile the
 * dialog starts from, a generation (the tailored resume and the letter), saving and listing letters,
 * and the letter's PDF.
 */

export const coverLetterStyleSchema = z.enum(COVER_LETTER_STYLES)
const jobIdSchema = z.string().trim().min(1).max(200)
const letterContentSchema = z.string().trim().min(1).max(MAX_COVER_LETTER_CHARS)

/** Where the profile tab's first values came from: the base resume, else the onboarding answers and the account. */
export const PROFILE_SOURCES = ['base_resume', 'onboarding'] as const
export const generatorProfileSchema = z.object({
  document: resumeDocumentSchema,
  /** One of `templates`: the base resume's, or the default when that one is not among them. */
  template: z.enum(RESUME_TEMPLATE_IDS),
  /** The templates the person may have the tailored resume in: those staff left enabled, the Premium ones with a plan that has them (decisions 059, 072). */
  templates: z.array(z.enum(RESUME_TEMPLATE_IDS)),
  source: z.enum(PROFILE_SOURCES),
})
export type GeneratorProfile = z.infer<typeof generatorProfileSchema>

export const generateDocumentsSchema = z.object({
  jobId: jobIdSchema,
  /** The spec's variationType. */
  style: coverLetterStyleSchema,
  /** The profile as the dialog's tabs left it. */
  document: resumeDocumentSchema,
})
export type GenerateDocumentsInput = z.input<typeof generateDocumentsSchema>

/** Spec 001 §7 generate-cover-letter-ai's answer (content, variationType, keywordsUsed, fallback), with the tailored resume. */
export const generatedDocumentsSchema = z.object({
  /** The attempt's row in cover_letter_generation_history; Save links the saved letter to it. */
  generationId: z.number().int(),
  jobId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  content: z.string(),
  variationType: coverLetterStyleSchema,
  keywordsUsed: z.array(z.string()),
  /** True when the built-in writer wrote the letter. */
  fallback: z.boolean(),
  /** Why it did, for the person; null when the AI wrote it. */
  notice: z.enum(GENERATION_NOTICES).nullable(),
  tailoredDocument: resumeDocumentSchema,
})
export type GeneratedDocuments = z.infer<typeof generatedDocumentsSchema>

export const saveCoverLetterSchema = z.object({
  generationId: z.number().int().min(1),
  jobId: jobIdSchema,
  content: letterContentSchema,
  variationType: coverLetterStyleSchema,
  /** The tailored resume, saved as a new resume of the person's (decision 054); left out to save the letter only. */
  resume: z.object({ document: resumeDocumentSchema, template: z.enum(RESUME_TEMPLATE_IDS) }).optional(),
})
export type SaveCoverLetterInput = z.input<typeof saveCoverLetterSchema>

export const coverLetterSchema = z.object({
  id: z.uuid(),
  jobId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  content: z.string(),
  variationType: coverLetterStyleSchema,
  source: z.enum(COVER_LETTER_SOURCES),
  createdAt: z.string(),
})
export type CoverLetter = z.infer<typeof coverLetterSchema>

export const savedCoverLetterSchema = z.object({
  coverLetter: coverLetterSchema,
  /** The new resume the tailored one was saved as; null when none was sent or the person keeps as many as they may. */
  resumeId: z.uuid().nullable(),
})
export type SavedCoverLetter = z.infer<typeof savedCoverLetterSchema>

export const coverLetterListSchema = z.object({ data: z.array(coverLetterSchema) })

/** The letter's PDF: the text as shown (edited or not) and the sender's details for its head. */
export const coverLetterPdfSchema = z.object({
  content: letterContentSchema,
  jobTitle: z.string().trim().max(300),
  companyName: z.string().trim().max(300),
  sender: z.object({
    name: z.string().trim().max(200),
    email: z.string().trim().max(200),
    phone: z.string().trim().max(200),
    location: z.string().trim().max(200),
  }),
})
export type CoverLetterPdfInput = z.infer<typeof coverLetterPdfSchema>
