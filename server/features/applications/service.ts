import type { Job } from '#core/jobs/job.schema.ts'
import { MAX_TRACKED_APPLICATIONS, type ApplicationStatus } from '#core/workspace/applications.ts'
import type {
  AddApplicationEvent,
  Application,
  ApplicationDetail,
  ChangeApplication,
  NextStep,
  RecordApplication,
  RecordedApplication,
} from '#core/workspace/applications.schema.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { UsageService, UsageSubject } from '#server/features/usage/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import { applicationsCsv } from './csv.ts'
import * as repo from './repo.ts'
import type { JobApplicationEventRow, JobApplicationRow } from './repo.ts'

/**
 * Applying and tracking (spec 001 §4 "Application status" and "Apply"; decision 050). Applying is
 * counted through the usage service before anything is written (free users 5 a day, India time), and
 * the count is given back whenever the write made no new application: an error, or a job already
 * applied to (by this request's twin in another tab or device). The unique row per person and job
 * decides which of two parallel requests made the application.
 */
export interface ApplicationsService {
  listApplications(userId: string): Promise<Application[]>
  readApplication(userId: string, id: number): Promise<ApplicationDetail>
  /** The person's application to a job, or null (the apply page says when they applied). */
  findApplicationForJob(userId: string, jobId: string): Promise<Application | null>
  recordApplication(userId: string, input: RecordApplication): Promise<RecordedApplication>
  changeStatus(userId: string, id: number, input: ChangeApplication): Promise<ApplicationDetail>
  addEvent(userId: string, id: number, input: AddApplicationEvent): Promise<ApplicationDetail>
  removeApplication(userId: string, id: number): Promise<void>
  exportCsv(userId: string): Promise<string>
}

export function createApplicationsService(deps: {
  database: DatabaseHandle
  usage: Pick<UsageService, 'countUse' | 'refund' | 'readUsage'>
  /** The jobs feature's reader of one posting (null once it cannot be shown). */
  findJob: (jobId: string) => Promise<Job | null>
  now?: () => Date
}): ApplicationsService {
  const db = deps.database.db
  const now = deps.now ?? (() => new Date())
  const subjectOf = (userId: string): UsageSubject => ({ kind: 'user', userId })

  async function toApplications(userId: string, rows: JobApplicationRow[]): Promise<Application[]> {
    const upcoming = await repo.listUpcoming(
      db,
      userId,
      rows.map((row) => row.id),
      now(),
    )
    const nextSteps = new Map<number, NextStep>()
    for (const event of upcoming) {
      if (nextSteps.has(event.applicationId) || event.dueAt === null) continue
      nextSteps.set(event.applicationId, {
        kind: event.kind === 'interview' ? 'interview' : 'follow_up',
        due_at: event.dueAt.toISOString(),
      })
    }
    return rows.map((row) => toApplication(row, nextSteps.get(row.id) ?? null))
  }

  async function readDetail(userId: string, row: JobApplicationRow): Promise<ApplicationDetail> {
    const [application] = await toApplications(userId, [row])
    const events = await repo.listEvents(db, userId, row.id)
    if (!application) throw new AppError('NOT_FOUND')
    return { ...application, events: events.map(toEvent) }
  }

  async function findOwnedOrThrow(userId: string, id: number): Promise<JobApplicationRow> {
    const row = await repo.findOwned(db, userId, id)
    if (!row) throw new AppError('NOT_FOUND', { detail: 'No application of yours has this id' })
    return row
  }

  async function applicationsLeft(userId: string): Promise<number | null> {
    const usage = await deps.usage.readUsage(subjectOf(userId), 'job_applications')
    return usage.limit === null ? null : Math.max(usage.limit - usage.count, 0)
  }

  async function findJobOrThrow(jobId: string): Promise<Job> {
    const job = await deps.findJob(jobId)
    if (!job) throw new AppError('NOT_FOUND', { detail: 'No job has this id' })
    return job
  }

  async function refuseWhenFull(userId: string): Promise<void> {
    if ((await repo.countOwned(db, userId)) >= MAX_TRACKED_APPLICATIONS) {
      throw new AppError('API_QUOTA_EXCEEDED', { params: { limit: MAX_TRACKED_APPLICATIONS } })
    }
  }

  /**
   * Counts the application just written; at the limit, `undo` takes the write back and the refusal is
   * thrown. Written first and counted second, so of parallel requests for one job only the one that
   * wrote is counted (the others spend no use), and the count never passes the limit.
   */
  async function countOrUndo(userId: string, undo: () => Promise<void>): Promise<number | null> {
    try {
      const use = await deps.usage.countUse(subjectOf(userId), 'job_applications')
      return use.limit === null ? null : Math.max(use.limit - use.count, 0)
    } catch (error) {
      await undo()
      throw error
    }
  }

  /** Takes an application back to how it was before the write: deleted when the write made it, else its old status. */
  async function undoApplied(userId: string, before: JobApplicationRow | null, written: { row: JobApplicationRow; eventId: number }) {
    if (before === null) {
      await repo.deleteOwned(db, userId, written.row.id)
      return
    }
    await db.transaction(async (tx) => {
      await repo.restore(tx, before)
      await repo.deleteEvent(tx, userId, written.eventId)
    })
  }

  async function apply(userId: string, input: RecordApplication): Promise<RecordedApplication> {
    const existing = await repo.findByJob(db, userId, input.job_id)
    if (existing?.appliedAt) return alreadyApplied(userId, existing)
    const job = await findJobOrThrow(input.job_id)
    const { portal, link } = choosePortal(job, input.portal)
    if (!existing) await refuseWhenFull(userId)
    const at = now()
    const written = await db.transaction(async (tx) => {
      const row = await repo.upsertApplied(tx, {
        userId,
        jobId: job.job_id,
        jobTitle: job.job_title,
        employerName: job.employer_name,
        applyLink: link,
        portal,
        status: 'applied',
        now: at,
      })
      if (!row) return null
      const eventId = await repo.insertEvent(tx, {
        applicationId: row.id,
        userId,
        kind: 'status',
        status: 'applied',
        note: input.note,
        now: at,
      })
      return { row, eventId }
    })
    if (written === null) {
      // A parallel request (another tab or device) applied first: this one made nothing and counts nothing.
      const row = await repo.findByJob(db, userId, input.job_id)
      if (!row) throw new AppError('OPERATION_FAILED', { detail: 'The application vanished while it was recorded' })
      return alreadyApplied(userId, row)
    }
    const left = await countOrUndo(userId, () => undoApplied(userId, existing, written))
    const [application] = await toApplications(userId, [written.row])
    return { application: application ?? toApplication(written.row, null), is_new: true, open_link: link, applications_left_today: left }
  }

  async function alreadyApplied(userId: string, row: JobApplicationRow): Promise<RecordedApplication> {
    const [application] = await toApplications(userId, [row])
    return {
      application: application ?? toApplication(row, null),
      is_new: false,
      open_link: row.applyLink ?? '',
      applications_left_today: await applicationsLeft(userId),
    }
  }

  async function track(
    userId: string,
    input: RecordApplication,
    status: Exclude<ApplicationStatus, 'applied'>,
  ): Promise<RecordedApplication> {
    const existing = await repo.findByJob(db, userId, input.job_id)
    const detail = existing
      ? await changeStatus(userId, existing.id, { application_status: status, note: input.note })
      : await createTracked(userId, input, status)
    const { events: _events, ...application } = detail
    return {
      application,
      is_new: existing === null,
      open_link: application.apply_link ?? '',
      applications_left_today: await applicationsLeft(userId),
    }
  }

  async function createTracked(userId: string, input: RecordApplication, status: ApplicationStatus): Promise<ApplicationDetail> {
    const job = await findJobOrThrow(input.job_id)
    await refuseWhenFull(userId)
    const at = now()
    const row = await db.transaction(async (tx) => {
      const created = await repo.insertTracked(tx, {
        userId,
        jobId: job.job_id,
        jobTitle: job.job_title,
        employerName: job.employer_name,
        applyLink: job.job_apply_link,
        portal: null,
        status,
        now: at,
      })
      if (created) await repo.insertEvent(tx, { applicationId: created.id, userId, kind: 'status', status, note: input.note, now: at })
      return created
    })
    // A parallel request created it first: this one changes it like any tracked application.
    if (!row) {
      const existing = await repo.findByJob(db, userId, input.job_id)
      if (!existing) throw new AppError('OPERATION_FAILED', { detail: 'The application vanished while it was recorded' })
      return changeStatus(userId, existing.id, { application_status: status, note: input.note })
    }
    return readDetail(userId, row)
  }

  async function changeStatus(userId: string, id: number, input: ChangeApplication): Promise<ApplicationDetail> {
    const current = await findOwnedOrThrow(userId, id)
    const status = input.application_status
    if (status === current.status) {
      if (input.note !== null) await repo.insertEvent(db, { applicationId: id, userId, kind: 'note', note: input.note, now: now() })
      return readDetail(userId, current)
    }
    const at = now()
    const write = (onlyIfNeverApplied: boolean) =>
      db.transaction(async (tx) => {
        const row = await repo.updateStatus(tx, { userId, id, status, now: at, onlyIfNeverApplied })
        if (!row) return null
        const eventId = await repo.insertEvent(tx, { applicationId: id, userId, kind: 'status', status, note: input.note, now: at })
        return { row, eventId }
      })
    // Becoming applied for the first time is an application: counted like Apply, refused at the limit.
    if (status === 'applied' && current.appliedAt === null) {
      const first = await write(true)
      if (first) {
        await countOrUndo(userId, () => undoApplied(userId, current, first))
        return readDetail(userId, first.row)
      }
    }
    const written = await write(false)
    if (!written) throw new AppError('NOT_FOUND', { detail: 'No application of yours has this id' })
    return readDetail(userId, written.row)
  }

  return {
    async listApplications(userId) {
      return toApplications(userId, await repo.listOwned(db, userId, MAX_TRACKED_APPLICATIONS))
    },
    async findApplicationForJob(userId, jobId) {
      const row = await repo.findByJob(db, userId, jobId)
      return row ? toApplication(row, null) : null
    },
    async readApplication(userId, id) {
      return readDetail(userId, await findOwnedOrThrow(userId, id))
    },
    recordApplication(userId, input) {
      const status = input.application_status
      return status === 'applied' ? apply(userId, input) : track(userId, input, status)
    },
    changeStatus,
    async addEvent(userId, id, input) {
      const row = await findOwnedOrThrow(userId, id)
      const dueAt = input.due_at === null ? null : new Date(input.due_at)
      await repo.insertEvent(db, { applicationId: id, userId, kind: input.kind, note: input.note, dueAt, now: now() })
      return readDetail(userId, row)
    },
    async removeApplication(userId, id) {
      await repo.deleteOwned(db, userId, id)
    },
    async exportCsv(userId) {
      return applicationsCsv(await toApplications(userId, await repo.listOwned(db, userId, MAX_TRACKED_APPLICATIONS)))
    },
  }
}

/** The portal the person chose among the job's "Also listed on" ones, else the job's own link and its publisher. */
function choosePortal(job: Job, chosen: string | null): { portal: string; link: string } {
  if (chosen !== null) {
    const option = job.apply_options.find((candidate) => candidate.publisher === chosen)
    if (!option) {
      throw new AppError('VALIDATION_INVALID_FORMAT', { fields: [{ path: 'portal', message: 'Not a portal this job is listed on' }] })
    }
    return { portal: option.publisher, link: option.apply_link }
  }
  const own = job.apply_options.find((option) => option.apply_link === job.job_apply_link)
  return { portal: own?.publisher ?? job.job_source, link: job.job_apply_link }
}

function toApplication(row: JobApplicationRow, nextStep: NextStep): Application {
  return {
    id: row.id,
    job_id: row.jobId,
    job_title: row.jobTitle,
    employer_name: row.employerName,
    apply_link: row.applyLink,
    portal: row.portal,
    application_status: parseStatus(row.status),
    applied_at: row.appliedAt?.toISOString() ?? null,
    status_updated_at: row.statusUpdatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    resume_id: row.resumeId,
    resume_version: row.resumeVersion,
    next_step: nextStep,
  }
}

function toEvent(row: JobApplicationEventRow): ApplicationDetail['events'][number] {
  return {
    id: row.id,
    kind: parseEventKind(row.kind),
    application_status: row.status === null ? null : parseStatus(row.status),
    note: row.note,
    due_at: row.dueAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }
}

function parseStatus(value: string): ApplicationStatus {
  switch (value) {
    case 'saved':
    case 'applied':
    case 'interviewing':
    case 'offer_received':
    case 'rejected':
      return value
    default:
      throw new Error(`Unknown application status in the database: ${value}`)
  }
}

function parseEventKind(value: string): ApplicationDetail['events'][number]['kind'] {
  switch (value) {
    case 'status':
    case 'note':
    case 'interview':
    case 'follow_up':
      return value
    default:
      throw new Error(`Unknown application event kind in the database: ${value}`)
  }
}
