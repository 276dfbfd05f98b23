/**
 * The resume templates (spec 001 §3 "Resume templates"; §6 "Premium: 10+ premium resume templates";
 * issue 20): each is a Typst file of the same name under server/lib/typst/templates/resume/, rendered
 * by the documents adapter (decisions 048, 059). The six free templates first, then the premium ones:
 * anyone may preview a premium template, but exporting it or saving a resume in it takes the plan
 * right `premium_templates` (core/plans/plans.ts), which the server enforces. The spec's fixed ATS
 * figures are not shown: the score shown for a template is measured by the ATS check and published
 * with its method.
 */

export const FREE_RESUME_TEMPLATE_IDS = ['modern', 'minimal', 'creative', 'tech', 'executive', 'academic'] as const

export const PREMIUM_RESUME_TEMPLATE_IDS = [
  'aurora',
  'sidebar',
  'split',
  'timeline',
  'corporate',
  'bold',
  'startup',
  'compact',
  'elegant',
  'metro',
  'ledger',
] as const

/** Every template, free then premium: what a document may name (the schemas' enum). */
export const RESUME_TEMPLATE_IDS = [...FREE_RESUME_TEMPLATE_IDS, ...PREMIUM_RESUME_TEMPLATE_IDS] as const
export type ResumeTemplateId = (typeof RESUME_TEMPLATE_IDS)[number]
export type PremiumResumeTemplateId = (typeof PREMIUM_RESUME_TEMPLATE_IDS)[number]

export const DEFAULT_RESUME_TEMPLATE: ResumeTemplateId = 'modern'

export function isResumeTemplateId(value: unknown): value is ResumeTemplateId {
  return typeof value === 'string' && (RESUME_TEMPLATE_IDS as readonly string[]).includes(value)
}

/** Whether exporting or saving in this template takes the plan right `premium_templates`. */
export function isPremiumTemplate(id: ResumeTemplateId): id is PremiumResumeTemplateId {
  return (PREMIUM_RESUME_TEMPLATE_IDS as readonly string[]).includes(id)
}
