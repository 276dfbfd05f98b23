import type { ResumeTemplateId } from '#core/resume/templates.ts'

/**
 * The anonymous counts /admin/resume-analytics reads (decision 072), written through the daily
 * activity recorder (server/lib/daily-activity.ts) into `daily_counts`: no person, no document, only
 * how many of each happened on each India day.
 */

/** A file exported, per format (pdf, docx, txt, json). */
export const RESUME_EXPORT_METRIC_PREFIX = 'resume_export:'
/** A file exported, per template. */
export const TEMPLATE_EXPORT_METRIC_PREFIX = 'resume_export_template:'
/** An ATS check run, per overall score (0–100): the exact average and any histogram come from these. */
export const ATS_SCORE_METRIC_PREFIX = 'ats_score:'

export function resumeExportMetric(format: string): string {
  return `${RESUME_EXPORT_METRIC_PREFIX}${format}`
}

export function templateExportMetric(template: ResumeTemplateId): string {
  return `${TEMPLATE_EXPORT_METRIC_PREFIX}${template}`
}

export function atsScoreMetric(overall: number): string {
  return `${ATS_SCORE_METRIC_PREFIX}${overall}`
}
