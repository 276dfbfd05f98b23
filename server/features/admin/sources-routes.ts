import type { Context } from 'hono'
import { jobSourceEndpoints } from '#core/admin/admin.endpoints.ts'
import { SOURCE_RUNS_LIMIT } from '#core/admin/job-sources.ts'
import * as jobSourceSchemas from '#core/admin/job-sources.schema.ts'
import { staffAccess, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import type { AuditActor, IngestService } from '#server/features/jobs/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { createApiRouter } from '#server/lib/openapi.ts'

const unknownSource = {
  400: 'The id is not a source id (lower-case letters, digits and dashes, at most 120)',
  404: 'No source has this id (the demo data set is not a source staff manage)',
}

function auditActor(c: Context<SignedInEnv>): AuditActor {
  const viewer = c.get('viewer')
  return { userId: viewer.userId, label: viewer.email }
}

/** /api/admin/sources (issue 9), mounted by the admin router; every route checks the job sources area's list. */
export function createSourceRoutes(deps: { ingest: IngestService; auth: AuthService }) {
  const access = staffAccess(deps.auth, '/admin/sources')
  const tags = ['Admin']
  const router = createApiRouter()

  const listRoute = apiRoute(jobSourceEndpoints.list, jobSourceSchemas, {
    access,
    tags,
    summary: 'The job sources',
    description:
      'admin and super_admin. Every source but the demo data set, in name order, with its schedule, health, whether a run is queued or running, and its last run (time, status, counts, error).',
    answer: 'The sources',
  })
  router.openapi(listRoute, async (c) => c.json({ data: await deps.ingest.listSources() }, 200))

  const addRoute = apiRoute(jobSourceEndpoints.add, jobSourceSchemas, {
    access,
    tags,
    summary: 'Add a job source',
    description:
      'admin and super_admin. A source declared as in JOB_SOURCES_FILE (`{ kind, name?, board | company | url | query, country?, baseUrl?, schedule? }`); it is scheduled at once (its own cron expression in India time, or every six hours). Written to the audit log.',
    answer: 'The source as added',
    errors: { 400: 'The declaration is not valid, its schedule cannot be read, or a source reading the same thing exists' },
  })
  router.openapi(addRoute, async (c) => c.json({ data: await deps.ingest.addSource(auditActor(c), c.req.valid('json')) }, 201))

  const setEnabledRoute = apiRoute(jobSourceEndpoints.setEnabled, jobSourceSchemas, {
    access,
    tags,
    summary: 'Pause or resume a job source',
    description:
      'admin and super_admin. `{ "enabled": false }` pauses the source (its schedule is removed; a run already queued by schedule is skipped), `true` resumes it. A change is written to the audit log.',
    answer: 'The source as it is now',
    errors: unknownSource,
  })
  router.openapi(setEnabledRoute, async (c) => {
    const source = await deps.ingest.setEnabled(auditActor(c), c.req.valid('param').id, c.req.valid('json').enabled)
    return c.json({ data: source }, 200)
  })

  const runRoute = apiRoute(jobSourceEndpoints.run, jobSourceSchemas, {
    access,
    tags,
    summary: 'Run a job source now',
    description:
      'admin and super_admin. Queues a run (a paused source too) and answers at once; `queued` is false when a run of the source was already waiting. A source never runs twice at once. Written to the audit log.',
    answer: 'Queued',
    errors: { ...unknownSource, 503: 'The job queue is not running on this server' },
  })
  router.openapi(runRoute, async (c) => c.json({ queued: await deps.ingest.runNow(auditActor(c), c.req.valid('param').id) }, 202))

  const runsRoute = apiRoute(jobSourceEndpoints.listRuns, jobSourceSchemas, {
    access,
    tags,
    summary: "A job source's recent runs",
    description: `admin and super_admin. The newest ${SOURCE_RUNS_LIMIT} runs, newest first, with their counts, rejection reasons and error.`,
    answer: 'The runs',
    errors: unknownSource,
  })
  router.openapi(runsRoute, async (c) => c.json({ data: await deps.ingest.listRuns(c.req.valid('param').id, SOURCE_RUNS_LIMIT) }, 200))

  return router
}
