import { z } from 'zod'
import { resumeDocumentSchema } from './resume-document.schema.ts'
import { DEFAULT_RESUME_TEMPLATE, RESUME_TEMPLATE_IDS } from './templates.ts'

/**
 * The wire shapes of /api/resumes (issue 20; spec 001 §3 "Resume", §7 "resumes" and "PUT
 * /api/resumes/{id}"): a signed-in person's resumes, each one document with its template, a version
 * that every save raises (two tabs never overwrite each other silently: a save names the version it
 * was made on), and the versions kept.
 */

export const resumeNameSchema = z.string().trim().min(1).max(100)
export const resumeTemplateSchema = z.enum(RESUME_TEMPLATE_IDS)
export const resumeVersionNumberSchema = z.number().int().min(1)

export const resumeIdParamSchema = z.object({
  id: z.uuid().meta({ description: 'The resume id, as GET /api/resumes lists it.' }),
})

export const resumeVersionParamSchema = z.object({
  id: z.uuid().meta({ description: 'The resume id.' }),
  version: z.coerce.number().int().min(1).meta({ description: 'The version number, as GET /api/resumes/{id}/versions lists it.' }),
})

/** A resume as the list shows it: everything but the document. */
export const resumeSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  template: resumeTemplateSchema,
  isBaseResume: z.boolean(),
  /** Raised by every save; a save names the version it was made on. */
  version: resumeVersionNumberSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ResumeSummary = z.infer<typeof resumeSummarySchema>

export const resumeSchema = resumeSummarySchema.extend({ document: resumeDocumentSchema })
export type Resume = z.infer<typeof resumeSchema>

/** The person's resumes, the base resume first, then the newest (spec 001 §7). */
export const resumeListSchema = z.object({ data: z.array(resumeSummarySchema) })
export type ResumeList = z.infer<typeof resumeListSchema>

export const createResumeSchema = z.object({
  name: resumeNameSchema,
  document: resumeDocumentSchema.default(resumeDocumentSchema.parse({})),
  template: resumeTemplateSchema.default(DEFAULT_RESUME_TEMPLATE),
})
export type CreateResumeInput = z.input<typeof createResumeSchema>

/**
 * A save: what changed (any of name, document, template) and the version it was made on. A save made
 * on an older version than the stored one is refused with 409 EDIT_CONFLICT (its `currentVersion`
 * param says which version is stored), so nothing another tab saved is overwritten unseen.
 */
export const updateResumeSchema = z
  .object({
    baseVersion: resumeVersionNumberSchema,
    name: resumeNameSchema.optional(),
    document: resumeDocumentSchema.optional(),
    template: resumeTemplateSchema.optional(),
  })
  .refine((input) => input.name !== undefined || input.document !== undefined || input.template !== undefined, {
    message: 'Send a name, a document or a template',
    path: ['document'],
  })
export type UpdateResumeInput = z.input<typeof updateResumeSchema>

/** Restoring a version is a save of that version's document and template, made on `baseVersion`. */
export const restoreVersionSchema = z.object({ baseVersion: resumeVersionNumberSchema })
export type RestoreVersionInput = z.input<typeof restoreVersionSchema>

export const resumeVersionSummarySchema = z.object({
  version: resumeVersionNumberSchema,
  name: z.string(),
  template: resumeTemplateSchema,
  createdAt: z.string(),
})
export type ResumeVersionSummary = z.infer<typeof resumeVersionSummarySchema>

/** The kept versions, newest first. */
export const resumeVersionListSchema = z.object({ data: z.array(resumeVersionSummarySchema) })
export type ResumeVersionList = z.infer<typeof resumeVersionListSchema>

export const resumeVersionSchema = resumeVersionSummarySchema.extend({ document: resumeDocumentSchema })
export type ResumeVersion = z.infer<typeof resumeVersionSchema>
