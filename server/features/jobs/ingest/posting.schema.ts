import { z } from 'zod'

/**
 * The postings job sources send: the spec's Job shape and the alternative field names (spec 001 §3).
 * Loose: a source's extra fields are ignored, not refused.
 */
const text = z.string().nullish()
const numberLike = z.union([z.number(), z.string()]).nullish()
const booleanLike = z.union([z.boolean(), z.string(), z.number()]).nullish()
const idLike = z.union([z.string(), z.number()]).nullish()

export const rawPostingSchema = z.looseObject({
  job_id: idLike,
  id: idLike,
  employer_name: text,
  company: z.union([z.string(), z.looseObject({ name: z.string() })]).nullish(),
  employer_logo: text,
  company_logo: text,
  employer_website: text,
  company_website: text,
  job_employment_type: text,
  job_employment_types: z.array(z.string()).nullish(),
  job_type: text,
  employment_type: text,
  job_title: text,
  title: text,
  job_apply_link: text,
  apply_link: text,
  url: text,
  job_url: text,
  job_description: text,
  description: text,
  job_city: text,
  job_state: text,
  job_country: text,
  location: text,
  job_is_remote: booleanLike,
  is_remote: booleanLike,
  job_posted_at_datetime_utc: text,
  /** The source's closing date (schema.org validThrough; Greenhouse/Lever do not send one). */
  valid_through: z.union([z.string(), z.number()]).nullish(),
  job_offer_expiration_datetime_utc: text,
  /** Other places to apply (JSearch's apply_options). */
  apply_options: z.array(z.looseObject({ publisher: text, apply_link: text, is_direct: booleanLike })).nullish(),
  job_posted_at_timestamp: numberLike,
  date_posted: z.union([z.string(), z.number()]).nullish(),
  job_salary_currency: text,
  salary_currency: text,
  job_salary_period: text,
  salary_period: text,
  job_min_salary: numberLike,
  job_max_salary: numberLike,
  salary_min: numberLike,
  salary_max: numberLike,
  salary_range: text,
  job_required_experience: jobRequiredExperienceInput().nullish(),
  experience: text,
  job_required_skills: z.union([z.array(z.string()), z.string()]).nullish(),
  skills: z.union([z.array(z.string()), z.string()]).nullish(),
  job_required_education: jobRequiredEducationInput().nullish(),
  job_highlights: z
    .looseObject({
      Qualifications: z.array(z.string()).nullish(),
      Responsibilities: z.array(z.string()).nullish(),
      Benefits: z.array(z.string()).nullish(),
    })
    .nullish(),
  job_is_visa_sponsored: booleanLike,
  visa_sponsorship: booleanLike,
  job_is_government: booleanLike,
  is_government: booleanLike,
  company_type: text,
  employer_kind: text,
})
export type RawPosting = z.infer<typeof rawPostingSchema>

function jobRequiredExperienceInput() {
  return z.looseObject({
    no_experience_required: z.boolean().nullish(),
    required_experience_in_months: z.number().nonnegative().nullish(),
    experience_mentioned: z.boolean().nullish(),
    experience_preferred: z.boolean().nullish(),
  })
}

function jobRequiredEducationInput() {
  return z.looseObject({
    postgraduate_degree: z.boolean().nullish(),
    professional_certification: z.boolean().nullish(),
    high_school: z.boolean().nullish(),
    associates_degree: z.boolean().nullish(),
    bachelors_degree: z.boolean().nullish(),
    degree_mentioned: z.boolean().nullish(),
    degree_preferred: z.boolean().nullish(),
    professional_certification_mentioned: z.boolean().nullish(),
  })
}
