import { z } from 'zod'
import { tooLong } from './too-long.ts'
import {
  companySizes,
  experienceLevels,
  EXCLUDED_COMPANIES_MAX,
  jobTypes,
  onboardingIndustries,
  OTHER_INDUSTRY,
  SALARY_MAX_RUPEES,
} from './onboarding.ts'

/**
 * The four onboarding steps of spec 000 §2/§3/§5 (location, industry, experience, job preferences):
 * one schema per step, used by the step's form (react-hook-form's Standard Schema resolver) and by
 * PUT /api/onboarding. Messages are keys of the `account` namespace (`validation.*`), so the form
 * shows them in the reader's language and the API names the rule that failed.
 */

const TEXT_MAX = 100

const requiredText = z.string().trim().min(1, 'required').max(TEXT_MAX, tooLong(TEXT_MAX))
const optionalText = z
  .string()
  .trim()
  .max(TEXT_MAX, tooLong(TEXT_MAX))
  .transform((value) => (value === '' ? null : value))
  .nullable()

const salary = z
  .number({ error: 'invalidSalary' })
  .int('invalidSalary')
  .min(0, 'invalidSalary')
  .max(SALARY_MAX_RUPEES, 'invalidSalary')
  .nullable()

/** A set of choices: each at most once, in the order given. */
function choices<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z
    .array(z.enum(values))
    .max(values.length)
    .transform((picked) => [...new Set(picked)])
}

export const locationStepSchema = z.strictObject({ city: requiredText, state: requiredText })
export type LocationStep = z.infer<typeof locationStepSchema>

export const industryStepSchema = z
  .strictObject({
    industry: z.enum(onboardingIndustries, { error: 'required' }),
    industryOther: optionalText.optional().default(null),
  })
  .superRefine((value, context) => {
    if (value.industry === OTHER_INDUSTRY && !value.industryOther) {
      context.addIssue({ code: 'custom', path: ['industryOther'], message: 'required' })
    }
  })
  // Free text belongs to Other only: a listed industry keeps no stale text.
  .transform((value) => ({ ...value, industryOther: value.industry === OTHER_INDUSTRY ? value.industryOther : null }))
export type IndustryStep = z.output<typeof industryStepSchema>

export const experienceStepSchema = z.strictObject({
  designation: optionalText.optional().default(null),
  experienceLevel: z.enum(experienceLevels).nullable().optional().default(null),
})
export type ExperienceStep = z.output<typeof experienceStepSchema>

export const preferencesStepSchema = z
  .strictObject({
    jobTypes: choices(jobTypes),
    salaryMin: salary,
    salaryMax: salary,
    excludeCompanies: z
      .array(z.string().trim().max(TEXT_MAX, tooLong(TEXT_MAX)))
      .max(EXCLUDED_COMPANIES_MAX, 'tooMany')
      .transform((names) => [...new Set(names.filter((name) => name !== ''))]),
    companySizes: choices(companySizes),
  })
  .superRefine((value, context) => {
    if (value.salaryMin !== null && value.salaryMax !== null && value.salaryMin > value.salaryMax) {
      context.addIssue({ code: 'custom', path: ['salaryMax'], message: 'salaryOrder' })
    }
  })
export type PreferencesStep = z.output<typeof preferencesStepSchema>

/** PUT /api/onboarding: one step's answers; saving step 4 completes onboarding. */
export const onboardingSaveSchema = z.discriminatedUnion('step', [
  z.strictObject({ step: z.literal(1), answers: locationStepSchema }),
  z.strictObject({ step: z.literal(2), answers: industryStepSchema }),
  z.strictObject({ step: z.literal(3), answers: experienceStepSchema }),
  z.strictObject({ step: z.literal(4), answers: preferencesStepSchema }),
])
export type OnboardingSave = z.input<typeof onboardingSaveSchema>

/** GET/PUT /api/onboarding: what has been saved, and the last step saved (0: none yet). */
export const onboardingStateSchema = z.object({
  step: z.number().int().min(0).max(4),
  completedAt: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  industry: z.enum(onboardingIndustries).nullable(),
  industryOther: z.string().nullable(),
  designation: z.string().nullable(),
  experienceLevel: z.enum(experienceLevels).nullable(),
  jobTypes: z.array(z.enum(jobTypes)),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  excludeCompanies: z.array(z.string()),
  companySizes: z.array(z.enum(companySizes)),
})
export type OnboardingState = z.infer<typeof onboardingStateSchema>

export const emptyOnboardingState: OnboardingState = {
  step: 0,
  completedAt: null,
  city: null,
  state: null,
  industry: null,
  industryOther: null,
  designation: null,
  experienceLevel: null,
  jobTypes: [],
  salaryMin: null,
  salaryMax: null,
  excludeCompanies: [],
  companySizes: [],
}
