import { z } from 'zod'
import { companyTypes, employmentTypes, salaryPeriods } from './job-constants.ts'

export const employmentTypeSchema = z.enum(employmentTypes)
export const salaryPeriodSchema = z.enum(salaryPeriods)
export const companyTypeSchema = z.enum(companyTypes)

export const jobRequiredExperienceSchema = z.object({
  no_experience_required: z.boolean(),
  required_experience_in_months: z.number().int().nonnegative().nullable(),
  experience_mentioned: z.boolean(),
  experience_preferred: z.boolean(),
})
export type JobRequiredExperience = z.infer<typeof jobRequiredExperienceSchema>

export const jobRequiredEducationSchema = z.object({
  postgraduate_degree: z.boolean(),
  professional_certification: z.boolean(),
  high_school: z.boolean(),
  associates_degree: z.boolean(),
  bachelors_degree: z.boolean(),
  degree_mentioned: z.boolean(),
  degree_preferred: z.boolean(),
  professional_certification_mentioned: z.boolean(),
})
export type JobRequiredEducation = z.infer<typeof jobRequiredEducationSchema>

export const jobHighlightsSchema = z.object({
  Qualifications: z.array(z.string()).optional(),
  Benefits: z.array(z.string()).optional(),
  Responsibilities: z.array(z.string()).optional(),
})
export type JobHighlights = z.infer<typeof jobHighlightsSchema>

/** One place to apply for a job; a job seen on several portals has one per portal (JSearch's apply_options). */
export const jobApplyOptionSchema = z.object({
  publisher: z.string(),
  apply_link: z.string(),
  is_direct: z.boolean(),
})
export type JobApplyOption = z.infer<typeof jobApplyOptionSchema>

/** Company data joined onto a job (spec 001 §3 "Optional company_data"); figures come from our tables only. */
export const companyDataSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  is_verified: z.boolean(),
  is_hiring: z.boolean(),
  industry: z.string().nullable(),
  company_size: z.string().nullable(),
  headquarters_location: z.string().nullable(),
  work_environment: z.string().nullable(),
  total_job_postings: z.number().int().nonnegative(),
  average_rating: z.number().nullable(),
  total_reviews: z.number().int().nonnegative(),
})
export type CompanyData = z.infer<typeof companyDataSchema>

/** A job as the search API answers it: the spec's Job fields (spec 001 §3) with a stable job_id. */
export const jobSchema = z.object({
  job_id: z.string(),
  employer_name: z.string(),
  employer_logo: z.string().nullable(),
  employer_website: z.string().nullable(),
  job_employment_type: z.string(),
  job_employment_type_code: employmentTypeSchema,
  job_title: z.string(),
  job_apply_link: z.string(),
  job_description: z.string(),
  job_city: z.string().nullable(),
  job_state: z.string().nullable(),
  job_country: z.string().nullable(),
  job_is_remote: z.boolean(),
  job_posted_at_datetime_utc: z.string(),
  job_posted_at_timestamp: z.number().int(),
  job_salary_currency: z.string().nullable(),
  job_salary_period: salaryPeriodSchema.nullable(),
  job_min_salary: z.number().nullable(),
  job_max_salary: z.number().nullable(),
  job_required_experience: jobRequiredExperienceSchema,
  job_required_skills: z.array(z.string()).nullable(),
  job_required_education: jobRequiredEducationSchema,
  job_highlights: jobHighlightsSchema,
  job_is_visa_sponsored: z.boolean(),
  job_is_government: z.boolean(),
  job_source: z.string(),
  /** The posting's closing date (JSearch's name): the source's own, or when it expires unseen (decision 021). */
  job_offer_expiration_datetime_utc: z.string(),
  /** Every place to apply, one per source that lists the job. */
  apply_options: z.array(jobApplyOptionSchema),
  company_data: companyDataSchema.nullable(),
})
export type Job = z.infer<typeof jobSchema>
