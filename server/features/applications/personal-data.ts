import { jobApplicationEvents, jobApplications } from '#server/db/schema/index.ts'
import { ownedRows } from '#server/lib/personal-data.ts'

/** The person's tracked applications, oldest first, with the job as it was when they tracked it. */
export const applicationsData = ownedRows({
  key: 'applications',
  table: jobApplications,
  owner: jobApplications.userId,
  fields: {
    id: jobApplications.id,
    jobId: jobApplications.jobId,
    jobTitle: jobApplications.jobTitle,
    employerName: jobApplications.employerName,
    applyLink: jobApplications.applyLink,
    portal: jobApplications.portal,
    status: jobApplications.status,
    appliedAt: jobApplications.appliedAt,
    statusUpdatedAt: jobApplications.statusUpdatedAt,
    resumeId: jobApplications.resumeId,
    resumeVersion: jobApplications.resumeVersion,
    createdAt: jobApplications.createdAt,
  },
  orderBy: [jobApplications.createdAt, jobApplications.id],
})

/** Each application's timeline: status changes, notes, interview dates and reminders. */
export const applicationEventsData = ownedRows({
  key: 'applicationEvents',
  table: jobApplicationEvents,
  owner: jobApplicationEvents.userId,
  fields: {
    applicationId: jobApplicationEvents.applicationId,
    kind: jobApplicationEvents.kind,
    status: jobApplicationEvents.status,
    note: jobApplicationEvents.note,
    dueAt: jobApplicationEvents.dueAt,
    createdAt: jobApplicationEvents.createdAt,
  },
  orderBy: [jobApplicationEvents.createdAt, jobApplicationEvents.id],
})
