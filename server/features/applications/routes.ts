import { indiaCalendarDay } from '#core/format/india-day.ts'
import { applicationEndpoints } from '#core/workspace/applications.endpoints.ts'
import * as applicationSchemas from '#core/workspace/applications.schema.ts'
import { MAX_TRACKED_APPLICATIONS } from '#core/workspace/applications.ts'
import { signedInAccess, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import type { Idempotency } from '#server/lib/idempotency.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { ApplicationsService } from './service.ts'

const limitText =
  "Free users get 5 applications a day (India time); the sixth answers 429 DAILY_APPLICATION_LIMIT ('Daily Application Limit Reached' / 'You've used all 5 free applications today. Upgrade for unlimited access'). Premium has no limit."

/** Applying and tracking, mounted at /api/job-applications by server/services.ts: signed-in users only, their own rows only. */
export function createApplicationsRoutes(deps: { auth: AuthService; applications: ApplicationsService; idempotency: Idempotency }) {
  const router = createApiRouter()
  const access = signedInAccess(deps.auth)
  const idempotency = deps.idempotency.guard<SignedInEnv>((c) => c.get('viewer').userId)
  const tags = ['Applications']
  const notYours = { 404: 'No application of yours has this id' }

  const listRoute = apiRoute(applicationEndpoints.list, applicationSchemas, {
    access,
    tags,
    summary: 'Your applications',
    description: `Every job you applied to or track, most recently changed first (at most ${MAX_TRACKED_APPLICATIONS}), each with its next step: the soonest interview or reminder still ahead.`,
    answer: 'The applications',
  })
  router.openapi(listRoute, async (c) => c.json({ data: await deps.applications.listApplications(c.get('viewer').userId) }, 200))

  const recordRoute = apiRoute(applicationEndpoints.record, applicationSchemas, {
    access,
    idempotency,
    tags,
    summary: 'Apply to a job, or track it',
    description: `Spec 001 §7 POST /api/job-applications. With application_status applied (the default) records that you applied, through the job's own link or the "Also listed on" portal named, and answers the link to open. Applying to a job already applied to changes nothing and counts nothing (is_new false). ${limitText} Another status creates the tracked application, or moves the existing one there. Send an Idempotency-Key: a repeat replays the first answer.`,
    answer: 'The application, whether it is new, the link to open and the applications left today',
    errors: {
      404: 'No job has this id',
      429: 'The daily application limit is reached (DAILY_APPLICATION_LIMIT), or you track too many applications',
    },
  })
  router.openapi(recordRoute, async (c) =>
    c.json(await deps.applications.recordApplication(c.get('viewer').userId, c.req.valid('json')), 200),
  )

  const exportRoute = apiRoute(applicationEndpoints.exportCsv, applicationSchemas, {
    access,
    tags,
    summary: 'Download your applications as CSV',
    description: 'Your applications as a CSV file (UTF-8, one row each): job, employer, status, dates, portal, link and next step.',
    answer: 'The file (text/csv, Content-Disposition: attachment)',
  })
  router.openapi(exportRoute, async (c) => {
    const csv = await deps.applications.exportCsv(c.get('viewer').userId)
    const day = indiaCalendarDay(new Date())
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="jobyatra-applications-${day}.csv"`,
    })
  })

  const detailRoute = apiRoute(applicationEndpoints.detail, applicationSchemas, {
    access,
    tags,
    summary: 'One application with its timeline',
    description: 'The application and every dated change, note, interview date and reminder, oldest first.',
    answer: 'The application',
    errors: notYours,
  })
  router.openapi(detailRoute, async (c) =>
    c.json(await deps.applications.readApplication(c.get('viewer').userId, c.req.valid('param').id), 200),
  )

  const changeRoute = apiRoute(applicationEndpoints.change, applicationSchemas, {
    access,
    idempotency,
    tags,
    summary: 'Move an application to another status',
    description: `Changes the status (saved, applied, interviewing, offer_received, rejected) and keeps the change on the timeline with the optional note. applied_at is set when the status first becomes applied, and that first time counts as an application: ${limitText}`,
    answer: 'The application with its timeline',
    errors: { ...notYours, 429: 'The daily application limit is reached (DAILY_APPLICATION_LIMIT)' },
  })
  router.openapi(changeRoute, async (c) =>
    c.json(await deps.applications.changeStatus(c.get('viewer').userId, c.req.valid('param').id, c.req.valid('json')), 200),
  )

  const addEventRoute = apiRoute(applicationEndpoints.addEvent, applicationSchemas, {
    access,
    idempotency,
    tags,
    summary: 'Add a note, an interview date or a follow-up reminder',
    description: 'Adds a dated entry to the timeline. An interview or a reminder still ahead becomes the next step the board shows.',
    answer: 'The application with its timeline',
    errors: notYours,
  })
  router.openapi(addEventRoute, async (c) =>
    c.json(await deps.applications.addEvent(c.get('viewer').userId, c.req.valid('param').id, c.req.valid('json')), 200),
  )

  const removeRoute = apiRoute(applicationEndpoints.remove, applicationSchemas, {
    access,
    idempotency,
    tags,
    summary: 'Delete an application',
    description: "Deletes the application and its timeline. Today's count of applications is not given back.",
    answer: 'Deleted',
  })
  router.openapi(removeRoute, async (c) => {
    await deps.applications.removeApplication(c.get('viewer').userId, c.req.valid('param').id)
    return c.body(null, 204)
  })

  return router
}
