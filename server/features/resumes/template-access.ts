import { canUseFeature, type Plan } from '#core/plans/plans.ts'
import { isPremiumTemplate, type ResumeTemplateId } from '#core/resume/templates.ts'
import { AppError } from '#server/lib/app-error.ts'

/**
 * The premium templates' one rule (spec 001 §6, decision 059): anyone may preview one, but exporting
 * a resume in it or saving a resume with it takes the plan right `premium_templates`
 * (core/plans/plans.ts). Refused with PREMIUM_REQUIRED ('Premium Feature Required'), reason
 * premium_template; the plan is read only when the template is a premium one.
 */
export async function requireTemplateAccess(template: ResumeTemplateId, readPlan: () => Promise<Plan>): Promise<void> {
  if (!isPremiumTemplate(template)) return
  const plan = await readPlan()
  if (canUseFeature(plan, 'premium_templates')) return
  throw new AppError('PREMIUM_REQUIRED', { reason: 'premium_template', detail: `the ${template} template on the ${plan} plan` })
}
