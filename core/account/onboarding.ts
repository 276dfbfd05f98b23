import { industryKeys } from '#core/reference/industries.ts'

/**
 * The onboarding's vocabularies and limits as plain TypeScript, so the browser uses them without
 * loading zod (decision 007); onboarding.schema.ts builds the step schemas on them.
 */

export const ONBOARDING_STEPS = [1, 2, 3, 4] as const
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]

export const OTHER_INDUSTRY = 'other'
export const onboardingIndustries = [...industryKeys, OTHER_INDUSTRY] as const

/** Spec 000 §3: fresher (0 years), 1-2, 3-5, 6-10, 10+. */
export const experienceLevels = ['fresher', '1-2', '3-5', '6-10', '10+'] as const
export type ExperienceLevel = (typeof experienceLevels)[number]

export const jobTypes = ['full-time', 'part-time', 'contract', 'freelance', 'internship', 'remote'] as const
export type JobType = (typeof jobTypes)[number]

export const companySizes = ['startup', 'midsize', 'enterprise', 'fortune500', 'nonprofit', 'government'] as const
export type CompanySize = (typeof companySizes)[number]

/** Yearly salaries are whole rupees; ₹10 crore a year bounds a typing slip, not a real offer. */
export const SALARY_MAX_RUPEES = 100_000_000
export const EXCLUDED_COMPANIES_MAX = 50

/** The step onboarding opens on: the one after the last saved. */
export function nextOnboardingStep(state: { step: number }): OnboardingStep {
  return ONBOARDING_STEPS.find((step) => step > state.step) ?? 4
}
