import { z } from 'zod'
import { companySizes } from '#core/account/onboarding.ts'
import { jobSchema } from '#core/jobs/job.schema.ts'
import { MAX_SCORED_JOBS, RECOMMENDATIONS_MAX } from './matching-constants.ts'

/** The wire shapes of /api/matching (decision 056): scores with their reasons, recommendations and the career figures. */

export const matchReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('excluded'), employer: z.string() }),
  z.object({ kind: z.literal('role'), fit: z.enum(['same', 'close']) }),
  z.object({ kind: z.literal('skills'), matched: z.number().int(), total: z.number().int() }),
  z.object({ kind: z.literal('city'), city: z.string() }),
  z.object({ kind: z.literal('remote') }),
  z.object({ kind: z.literal('state'), state: z.string() }),
  z.object({ kind: z.literal('abroad') }),
  z.object({
    kind: z.literal('salary'),
    fit: z.enum(['inside', 'overlaps', 'below', 'above']),
    min: z.number().nullable(),
    max: z.number().nullable(),
  }),
  z.object({ kind: z.literal('experience'), fit: z.enum(['fits', 'more', 'less']) }),
  z.object({ kind: z.literal('jobType'), fit: z.enum(['fits', 'other']) }),
  z.object({ kind: z.literal('companySize'), size: z.enum(companySizes) }),
  z.object({ kind: z.literal('history') }),
])

export const jobMatchSchema = z.object({
  score: z.number().int().min(0).max(100),
  reasons: z.array(matchReasonSchema),
  is_excluded: z.boolean(),
})
export type JobMatch = z.infer<typeof jobMatchSchema>

export const matchScoresQuerySchema = z.object({
  job_ids: z
    .string()
    .max(MAX_SCORED_JOBS * 201)
    .transform((text) => [...new Set(text.split(',').filter((id) => id.length > 0 && id.length <= 200))])
    .pipe(z.array(z.string()).min(1).max(MAX_SCORED_JOBS))
    .meta({ description: `Up to ${MAX_SCORED_JOBS} job ids, comma-separated.` }),
})

/** `profile_complete` false: onboarding is not finished, so nothing is scored (`data` is empty). */
export const matchScoresResponseSchema = z.object({
  profile_complete: z.boolean(),
  data: z.record(z.string(), jobMatchSchema),
})
export type MatchScoresResponse = z.infer<typeof matchScoresResponseSchema>

export const recommendationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(RECOMMENDATIONS_MAX).default(10),
})

export const recommendedJobSchema = z.object({ job: jobSchema, match: jobMatchSchema })
export type RecommendedJob = z.infer<typeof recommendedJobSchema>

export const recommendationsResponseSchema = z.object({
  profile_complete: z.boolean(),
  data: z.array(recommendedJobSchema),
})
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>

/** Yearly pay in rupees over the jobs of a group that state it: the quartiles of their midpoints. */
export const salaryBandSchema = z.object({
  label: z.string(),
  jobs: z.number().int(),
  low: z.number(),
  median: z.number(),
  high: z.number(),
})
export type SalaryBand = z.infer<typeof salaryBandSchema>

export const skillCountSchema = z.object({ skill: z.string(), jobs: z.number().int() })
export type SkillCount = z.infer<typeof skillCountSchema>

export const careerInsightsSchema = z.object({
  profile_complete: z.boolean(),
  /** The role the figures are for (the person's designation), and the city of "by role". */
  role: z.string().nullable(),
  city: z.string().nullable(),
  /** How many active jobs the role's figures are computed from. */
  role_jobs: z.number().int(),
  salary_by_city: z.array(salaryBandSchema),
  salary_by_role: z.array(salaryBandSchema),
  top_skills: z.array(skillCountSchema),
  /** Skills many of the person's best matches ask for and their resume does not have; premium only (null otherwise). */
  missing_skills: z.array(skillCountSchema).nullable(),
})
export type CareerInsights = z.infer<typeof careerInsightsSchema>
