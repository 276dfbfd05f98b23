import type { ResumeTemplateId } from './templates.ts'

/**
 * Staff's say over the resume templates and what they read about resumes (issue 24: /admin/resume-templates,
 * /admin/resume-analytics; decision 072). The catalogue of templates is code (core/resume/templates.ts);
 * staff may disable a template or change its Premium mark, and the server applies that everywhere.
 */

/** How long a server process keeps the templates' overrides before reading them again. */
export const TEMPLATE_OVERRIDES_CACHE_MS = 30_000

/** A template as the builder and the gallery offer it: whether it may be used, and whether it takes Premium. */
export interface TemplateAvailability {
  id: ResumeTemplateId
  isEnabled: boolean
  isPremium: boolean
}

/** The ATS score histogram's buckets: 0–9, 10–19 … 90–100 (100 joins the last one). */
export const ATS_SCORE_BUCKET_WIDTH = 10
export const ATS_SCORE_BUCKET_COUNT = 10

/** The bucket (0–9) an overall ATS score (0–100) falls in. */
export function atsScoreBucket(score: number): number {
  return Math.min(Math.floor(score / ATS_SCORE_BUCKET_WIDTH), ATS_SCORE_BUCKET_COUNT - 1)
}
