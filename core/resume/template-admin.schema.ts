import { z } from 'zod'
import { DASHBOARD_PERIODS } from '#core/admin/dashboard.ts'
import { RESUME_EXPORT_FORMATS } from './documents.schema.ts'
import { RESUME_TEMPLATE_IDS } from './templates.ts'

/** /api/admin/resume-templates and /api/admin/resume-analytics (issue 24, decision 072). */

export const templateIdParamSchema = z.strictObject({
  id: z.enum(RESUME_TEMPLATE_IDS).meta({ param: { name: 'id', in: 'path' }, example: 'aurora' }),
})

export const adminResumeTemplateSchema = z.object({
  id: z.enum(RESUME_TEMPLATE_IDS),
  enabled: z.boolean(),
  /** The Premium mark in force: the catalogue's unless staff changed it. */
  premium: z.boolean(),
  /** The catalogue's own mark (core/resume/templates.ts). */
  catalogue_premium: z.boolean(),
  /** The template new resumes get: it can be neither disabled nor made Premium. */
  is_default: z.boolean(),
  /** Resumes stored in this template now. */
  resumes: z.number().int().nonnegative(),
  /** PDFs exported in this template since exports were counted (the other formats do not use a template). */
  exports: z.number().int().nonnegative(),
  /** The staff member who last changed it (their e-mail), and when; null while it is as the catalogue says. */
  updated_by: z.string().nullable(),
  updated_at: z.iso.datetime().nullable(),
})
export type AdminResumeTemplate = z.infer<typeof adminResumeTemplateSchema>

export const adminResumeTemplatesResponseSchema = z.object({ data: z.array(adminResumeTemplateSchema) })
export type AdminResumeTemplatesResponse = z.infer<typeof adminResumeTemplatesResponseSchema>

export const templateOverrideSchema = z
  .strictObject({
    enabled: z.boolean().optional().meta({ description: 'false hides the template and refuses exports and saves in it.' }),
    premium: z.boolean().optional().meta({ description: 'Whether exporting or saving in it takes Premium.' }),
  })
  .refine((change) => change.enabled !== undefined || change.premium !== undefined, { message: 'Send enabled, premium or both' })
export type TemplateOverride = z.infer<typeof templateOverrideSchema>

export const adminResumeTemplateResponseSchema = z.object({ data: adminResumeTemplateSchema })

export const resumeAnalyticsQuerySchema = z.strictObject({
  days: z
    .enum(DASHBOARD_PERIODS.map(String) as [string, ...string[]])
    .optional()
    .meta({ description: 'How many India days to count, today included (7, 30 or 90; default 30).', example: '30' }),
})

export const resumeAnalyticsSchema = z.object({
  /** The India days counted, oldest first (YYYY-MM-DD). */
  days: z.array(z.iso.date()),
  /** Resumes created on each day of `days`, in the same order. */
  created: z.array(z.number().int().nonnegative()),
  /** Files exported in the period, per format. */
  exports: z.array(z.object({ format: z.enum(RESUME_EXPORT_FORMATS), count: z.number().int().nonnegative() })),
  ats: z.object({
    /** ATS checks run in the period. */
    checks: z.number().int().nonnegative(),
    /** Their mean overall score, one decimal; null with no check. */
    average: z.number().nullable(),
    /** Checks per score bucket: 0–9, 10–19 … 90–100. */
    buckets: z.array(z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int().nonnegative() })),
  }),
  /** Every template: resumes stored in it now and PDFs exported in it in the period, most used first. */
  templates: z.array(
    z.object({
      id: z.enum(RESUME_TEMPLATE_IDS),
      resumes: z.number().int().nonnegative(),
      exports: z.number().int().nonnegative(),
    }),
  ),
})
export type ResumeAnalytics = z.infer<typeof resumeAnalyticsSchema>
