/**
 * The resume templates (spec 001 §3 "Resume templates"; issue 20): each is a Typst file of the same
 * name under server/lib/typst/templates/resume/, rendered by the documents adapter (decision 048). The spec's fixed ATS figures
 * are not shown: the score shown for a template is measured by the ATS check and published with its
 * method.
 */

export const RESUME_TEMPLATE_IDS = ['modern', 'minimal', 'creative', 'tech', 'executive', 'academic'] as const
export type ResumeTemplateId = (typeof RESUME_TEMPLATE_IDS)[number]

export const DEFAULT_RESUME_TEMPLATE: ResumeTemplateId = 'modern'

export function isResumeTemplateId(value: unknown): value is ResumeTemplateId {
  return typeof value === 'string' && (RESUME_TEMPLATE_IDS as readonly string[]).includes(value)
}
