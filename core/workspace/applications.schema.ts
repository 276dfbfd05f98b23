import { z } from 'zod'
import { favoriteJobIdSchema } from '#core/jobs/favorites.schema.ts'
import { APPLICATION_EVENT_KINDS, APPLICATION_STATUSES, MAX_APPLICATION_NOTE_LENGTH } from './applications.ts'

/**
 * The wire shapes of /api/job-applications (spec 001 §3 "Application tracking", §4 "Application
 * status", §7 "POST /api/job-applications"; decision 050), under the spec's field names.
 */

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES).meta({
  description: 'saved, applied, interviewing, offer_received or rejected (spec 001 §4).',
  example: 'applied',
})

const noteSchema = z.string().trim().min(1).max(MAX_APPLICATION_NOTE_LENGTH)

/** POST /api/job-applications: apply to a job (status applied), or track it under another status. */
export const recordApplicationSchema = z.strictObject({
  job_id: favoriteJobIdSchema.meta({ description: 'The job id, as in GET /api/jobs/{job_id}.', example: 'demo-1f3a9c' }),
  application_status: applicationStatusSchema.default('applied'),
  portal: z.string().trim().min(1).max(100).nullable().default(null).meta({
    description: "The portal applied through: a publisher of the job's apply_options; null is the job's own link.",
    example: 'LinkedIn',
  }),
  note: noteSchema.nullable().default(null),
})
export type RecordApplication = z.output<typeof recordApplicationSchema>

/** PATCH /api/job-applications/{id}: move it to another status, with an optional note. */
export const changeApplicationSchema = z.strictObject({
  application_status: applicationStatusSchema,
  note: noteSchema.nullable().default(null),
})
export type ChangeApplication = z.output<typeof changeApplicationSchema>

/** POST /api/job-applications/{id}/events: a note, an interview date or a follow-up reminder. */
export const addApplicationEventSchema = z
  .strictObject({
    kind: z.enum(['note', 'interview', 'follow_up']),
    note: noteSchema.nullable().default(null),
    due_at: z.iso.datetime({ offset: true }).nullable().default(null).meta({ description: 'The interview or reminder time (ISO 8601).' }),
  })
  .refine((event) => (event.kind === 'note' ? event.note !== null : event.due_at !== null), {
    message: 'A note needs its text; an interview or a reminder needs its date',
    path: ['due_at'],
  })
export type AddApplicationEvent = z.output<typeof addApplicationEventSchema>

export const applicationIdParamSchema = z.object({
  id: z.coerce.number().int().positive().meta({ description: 'The application id.', example: 12 }),
})

export const applicationEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(APPLICATION_EVENT_KINDS),
  application_status: applicationStatusSchema.nullable(),
  note: z.string().nullable(),
  due_at: z.string().nullable(),
  created_at: z.string(),
})
export type ApplicationEvent = z.infer<typeof applicationEventSchema>

/** What comes next: the earliest interview or reminder still ahead, or null. */
export const nextStepSchema = z.object({ kind: z.enum(['interview', 'follow_up']), due_at: z.string() }).nullable()
export type NextStep = z.infer<typeof nextStepSchema>

export const applicationSchema = z.object({
  id: z.number().int(),
  job_id: z.string(),
  job_title: z.string(),
  employer_name: z.string(),
  apply_link: z.string().nullable(),
  portal: z.string().nullable(),
  application_status: applicationStatusSchema,
  applied_at: z.string().nullable(),
  status_updated_at: z.string(),
  created_at: z.string(),
  resume_id: z.string().nullable(),
  resume_version: z.number().int().nullable(),
  next_step: nextStepSchema,
})
export type Application = z.infer<typeof applicationSchema>

export const applicationDetailSchema = applicationSchema.extend({ events: z.array(applicationEventSchema) })
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>

export const applicationsResponseSchema = z.object({ data: z.array(applicationSchema) })
export type ApplicationsResponse = z.infer<typeof applicationsResponseSchema>

/** The answer of POST /api/job-applications. */
export const recordedApplicationSchema = z.object({
  application: applicationSchema,
  /** False when the job was already applied to: nothing was counted or changed. */
  is_new: z.boolean(),
  /** The link to open: the chosen portal's, else the job's own. */
  open_link: z.string(),
  /** Applications left today on your plan; null is unlimited. */
  applications_left_today: z.number().int().nonnegative().nullable(),
})
export type RecordedApplication = z.infer<typeof recordedApplicationSchema>
