import { z } from 'zod'

/**
 * The job sources a deployment declares: a list in the JSON file named by JOB_SOURCES_FILE, or one
 * added on the admin sources screen. Each kind names what identifies it: a board token (Greenhouse,
 * Ashby), a company slug (Lever), a URL (careers page, feed), a search (JSearch, Adzuna).
 * `baseUrl` replaces the provider's API root (stand-ins, proxies).
 */

/** The default schedule of a source without its own: every six hours, at minute 15 (India time). */
export const DEFAULT_SOURCE_SCHEDULE = '15 */6 * * *'

/** Days a job stays listed after a source last showed it (JOB_EXPIRY_DAYS); also the closing date of a posting that gives none. */
export const DEFAULT_JOB_EXPIRY_DAYS = 30

const MAX_NAME_LENGTH = 100
const MAX_FIELD_LENGTH = 500

const token = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dots, dashes and underscores only')
const httpUrl = z
  .string()
  .trim()
  .max(2_000)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), 'Must be an http(s) URL')
const text = z.string().trim().min(1).max(MAX_FIELD_LENGTH)
/** Five cron fields (minute hour day month weekday) of digits, lists, ranges and steps. */
const cron = z
  .string()
  .trim()
  .regex(/^(?:[\d*,/-]+\s+){4}[\d*,/-]+$/, 'Use a five-field cron expression, such as "15 */6 * * *"')

const common = {
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH).optional(),
  baseUrl: httpUrl.optional(),
  schedule: cron.optional(),
}

export const jobSourceDeclarationSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('greenhouse'), board: token, ...common }),
  z.strictObject({ kind: z.literal('lever'), company: token, ...common }),
  z.strictObject({ kind: z.literal('ashby'), board: token, ...common }),
  z.strictObject({ kind: z.literal('jsonld'), url: httpUrl, ...common }),
  z.strictObject({ kind: z.literal('feed'), url: httpUrl, ...common }),
  z.strictObject({
    kind: z.literal('jsearch'),
    query: text,
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .optional(),
    ...common,
  }),
  z.strictObject({
    kind: z.literal('adzuna'),
    query: text,
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .optional(),
    ...common,
  }),
])
export type JobSourceDeclaration = z.infer<typeof jobSourceDeclarationSchema>

export const jobSourcesFileSchema = z.array(jobSourceDeclarationSchema).max(500)
