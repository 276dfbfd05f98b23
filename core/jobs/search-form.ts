import { z } from 'zod'
import { validateJobTitle, validateSearchLocation, type ValidationResult } from './validation.ts'

/** Turns a failed rule of validation.ts into a zod issue carrying the rule's English message. */
function checkWith<Code extends string>(validate: (value: string) => ValidationResult<Code>) {
  return (value: string, context: z.RefinementCtx) => {
    const result = validate(value)
    if (!result.isValid) context.addIssue({ code: 'custom', message: result.message })
  }
}

/**
 * The hero search form for the server (a submitted form is parsed with it). Its rules are the
 * functions of validation.ts, which the browser runs directly: one rule, both sides.
 */
export const jobSearchFormSchema = z.object({
  query: z.string().trim().superRefine(checkWith(validateJobTitle)),
  location: z.string().trim().superRefine(checkWith(validateSearchLocation)).optional(),
})
export type JobSearchFormInput = z.input<typeof jobSearchFormSchema>
export type JobSearchForm = z.output<typeof jobSearchFormSchema>
export const defaultJobSearchForm: JobSearchFormInput = { query: '', location: '' }
