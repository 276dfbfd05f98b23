import { z } from 'zod'
import { resumeDocumentSchema } from '#core/resume/resume-document.schema.ts'
import { RESUME_TEMPLATE_IDS } from '#core/resume/templates.ts'
import { EDUCATION_LEVELS } from './education-level.ts'
import { JOB_MATCH_CHECKS, PARSEABILITY_CHECKS } from './rubric.ts'

/**
 * The wire shapes of POST /api/resume-ats/check (issue 20 "ATS check"): the resume document and
 * template sent whole (a guest's resume lives in the browser), and optionally a job — pasted text,
 * or the id of one of our listings.
 */

/** A pasted job description: long enough for a real posting, bounded like every field we read. */
export const MAX_JOB_TEXT = 20_000

/** A job's text or its id, not both (the service refuses both: a refinement has no OpenAPI form). */
export const atsCheckRequestSchema = z.object({
  document: resumeDocumentSchema,
  template: z.enum(RESUME_TEMPLATE_IDS),
  jobText: z.string().trim().max(MAX_JOB_TEXT).optional(),
  jobId: z.string().trim().min(1).max(64).optional(),
})
export type AtsCheckRequest = z.infer<typeof atsCheckRequestSchema>

/**
 * The fixes the check can suggest: each has an English and a Hindi text in the `ats` translations
 * (`fixes.<key>`), filled from its params.
 */
export const ATS_FIX_KEYS = [
  'noText',
  'nameLost',
  'emailMissing',
  'emailLost',
  'phoneMissing',
  'phoneLost',
  'locationLost',
  'linkedinLost',
  'workEmpty',
  'workEntryLost',
  'workPositionLost',
  'workCompanyLost',
  'workDatesLost',
  'educationEmpty',
  'educationInstitutionLost',
  'educationDegreeLost',
  'skillsEmpty',
  'skillsLost',
  'skillMissing',
  'skillExactTerm',
  'titleMissing',
  'titleNear',
  'educationBelow',
  'educationUnclear',
  'keywordMissing',
  'keywordExactTerm',
] as const
export type AtsFixKey = (typeof ATS_FIX_KEYS)[number]

export const atsFixSchema = z.object({
  key: z.enum(ATS_FIX_KEYS),
  /** Words the text names: a skill, an entry, the job's title; `level` is one of EDUCATION_LEVELS. */
  params: z.record(z.string(), z.string()),
  /** Points of its part this fix would win back (how the list is ordered). */
  points: z.number(),
})
export type AtsFix = z.infer<typeof atsFixSchema>

const checkResultShape = {
  /** 0 to 1. */
  score: z.number().min(0).max(1),
  /** Its points out of its part's 100 (after leaving out checks that do not apply). */
  weight: z.number(),
  /** How many things it looked for, and how many it found (a near match counts as found). */
  found: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
}

export const parseabilityCheckSchema = z.object({ id: z.enum(PARSEABILITY_CHECKS), ...checkResultShape })
export type ParseabilityCheck = z.infer<typeof parseabilityCheckSchema>

export const jobMatchCheckSchema = z.object({ id: z.enum(JOB_MATCH_CHECKS), ...checkResultShape })
export type JobMatchCheck = z.infer<typeof jobMatchCheckSchema>

export const termMatchSchema = z.object({
  term: z.string(),
  kind: z.enum(['hardSkill', 'keyword']),
  match: z.enum(['exact', 'near', 'missing']),
  /** The resume's spelling, for a near match. */
  resumeTerm: z.string().nullable(),
})
export type TermMatch = z.infer<typeof termMatchSchema>

export const parseabilityPartSchema = z.object({
  /** 0 to 100. */
  score: z.number().int().min(0).max(100),
  checks: z.array(parseabilityCheckSchema),
  fixes: z.array(atsFixSchema),
})
export type ParseabilityPart = z.infer<typeof parseabilityPartSchema>

export const jobMatchPartSchema = z.object({
  score: z.number().int().min(0).max(100),
  checks: z.array(jobMatchCheckSchema),
  fixes: z.array(atsFixSchema),
  terms: z.array(termMatchSchema),
  jobTitle: z.string().nullable(),
  requiredEducation: z.enum(EDUCATION_LEVELS).nullable(),
})
export type JobMatchPart = z.infer<typeof jobMatchPartSchema>

export const atsReportSchema = z.object({
  rubricVersion: z.string(),
  /** The job-match target (80). */
  target: z.number(),
  /** Parseability alone without a job; with one, the two parts weighed by OVERALL_WEIGHTS. */
  overall: z.number().int().min(0).max(100),
  parseability: parseabilityPartSchema,
  jobMatch: jobMatchPartSchema.nullable(),
  /** Both parts' fixes, the ones worth most first. */
  fixes: z.array(atsFixSchema),
})
export type AtsReport = z.infer<typeof atsReportSchema>

/**
 * The parseability of each template as measured by `npm run bench:ats` (bench/ats/run.ts): the sample
 * resumes exported in the template and scored by the rubric. Written to measured-templates.json beside
 * this file and published at /ats-rubric; never typed by hand.
 */
export const templateMeasurementSchema = z.object({
  template: z.enum(RESUME_TEMPLATE_IDS),
  /** Mean of the samples' parseability scores, 0 to 100, one decimal. */
  average: z.number(),
  lowest: z.number().int(),
  /** Each sample's score, in the order of `samples`. */
  scores: z.array(z.number().int()),
  /** Mean share of each check found, 0 to 100. */
  checks: z.record(z.enum(PARSEABILITY_CHECKS), z.number()),
})
export type TemplateMeasurement = z.infer<typeof templateMeasurementSchema>

export const templateMeasurementsSchema = z.object({
  rubricVersion: z.string(),
  measuredOn: z.string(),
  samples: z.array(z.object({ id: z.string(), description: z.string() })),
  templates: z.array(templateMeasurementSchema),
})
export type TemplateMeasurements = z.infer<typeof templateMeasurementsSchema>
