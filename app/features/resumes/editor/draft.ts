import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import { DEFAULT_RESUME_TEMPLATE, type ResumeTemplateId } from '#core/resume/templates.ts'

/** What the builder edits: the resume's name, its document and its template (one undo step changes any of them). */
export interface Draft {
  name: string
  document: ResumeDocument
  template: ResumeTemplateId
}

/** A new draft on an empty document (made by the schema on the server: the page's loader sends it, zod stays there). */
export function emptyDraft(name: string, document: ResumeDocument): Draft {
  return { name, document, template: DEFAULT_RESUME_TEMPLATE }
}
