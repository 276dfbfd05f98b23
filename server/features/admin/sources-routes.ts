import { createRoute } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler } from 'hono'
import {
  jobSourceIdParamSchema,
  jobSourceListResponseSchema,
  jobSourceResponseSchema,
  jobSourceRunsResponseSchema,
  runQueuedResponseSchema,
  setSourceEnabledSchema,
} from '#core/admin/job-sources.schema.ts'
import { SOURCE_RUNS_LIMIT } from '#core/admin/job-sources.ts'
import { adminAreaForPath } from '#core/auth/roles.ts'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import { jobSourceDeclarationSchema } from '#core/jobs/job-source.schema.ts'
import { requireStaffApi, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import type { AuditActor, IngestService } from '#server/features/jobs/index.ts'
import { createApiRouter } from '#server/lib/openapi.ts'

const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
})

const refusals = {
  401: errorContent('Not signed in ("Authentication required. Please log in.")'),
  403: errorContent("The caller's role is not in the job sources area's list (INSUFFICIENT_PRIVILEGES)"),
}

const unknownSource = {
  400: errorContent('The id is not a source id (lower-case letters, digits and dashes, at most 120)'),
  404: errorContent('No source has this id (the demo data set is not a source staff manage)'),
}

const SOURCES_AREA = adminAreaForPath('/admin/sources')

const listRoute = (guard: MiddlewareHandler<SignedInEnv>) =>
  createRoute({
    middleware: [guard] as const,
    method: 'get',
    path: '/',
    tags: ['Admin'],
    summary: 'The job sources',
    description:
      'admin and super_admin. Every source but the demo data set, in name order, with its schedule, health, whether a run is queued or running, and its last run (time, status, counts, error).',
    responses: {
      200: { description: 'The sources', content: { 'application/json': { schema: jobSourceListResponseSchema } } },
      ...refusals,
    },
  })

const addRoute = (guard: MiddlewareHandler<SignedInEnv>) =>
  createRoute({
    middleware: [guard] as const,
    method: 'post',
    path: '/',
    tags: ['Admin'],
    summary: 'Add a job source',
    description:
      'admin and super_admin. A source declared as in JOB_SOURCES_FILE (`{ kind, name?, board | company | url | query, country?, baseUrl?, schedule? }`); it is scheduled at once (its own cron expression in India time, or every six hours). Written to the audit log.',
    request: { body: { required: true, content: { 'application/json': { schema: jobSourceDeclarationSchema } } } },
    responses: {
      201: { description: 'The source as added', content: { 'application/json': { schema: jobSourceResponseSchema } } },
      400: errorContent('The declaration is not valid, its schedule cannot be read, or a source reading the same thing exists'),
      ...refusals,
    },
  })

const setEnabledRoute = (guard: MiddlewareHandler<SignedInEnv>) =>
  createRoute({
    middleware: [guard] as const,
    method: 'patch',
    path: '/{id}',
    tags: ['Admin'],
    summary: 'Pause or resume a job source',
    description:
      'admin and super_admin. `{ "enabled": false }` pauses the source (its schedule is removed; a run already queued by schedule is skipped), `true` resumes it. A change is written to the audit log.',
    request: {
      params: jobSourceIdParamSchema,
      body: { required: true, content: { 'application/json': { schema: setSourceEnabledSchema } } },
    },
    responses: {
      200: { description: 'The source as it is now', content: { 'application/json': { schema: jobSourceResponseSchema } } },
      ...unknownSource,
      ...refusals,
    },
  })

const runRoute = (guard: MiddlewareHandler<SignedInEnv>) =>
  createRoute({
    middleware: [guard] as const,
    method: 'post',
    path: '/{id}/run',
    tags: ['Admin'],
    summary: 'Run a job source now',
    description:
      'admin and super_admin. Queues a run (a paused source too) and answers at once; `queued` is false when a run of the source was already waiting. A source never runs twice at once. Written to the audit log.',
    request: { params: jobSourceIdParamSchema },
    responses: {
      202: { description: 'Queued', content: { 'application/json': { schema: runQueuedResponseSchema } } },
      ...unknownSource,
      ...refusals,
      503: errorContent('The job queue is not running on this server'),
    },
  })

const runsRoute = (guard: MiddlewareHandler<SignedInEnv>) =>
  createRoute({
    middleware: [guard] as const,
    method: 'get',
    path: '/{id}/runs',
    tags: ['Admin'],
    summary: "A job source's recent runs",
    description: `admin and super_admin. The newest ${SOURCE_RUNS_LIMIT} runs, newest first, with their counts, rejection reasons and error.`,
    request: { params: jobSourceIdParamSchema },
    responses: {
      200: { description: 'The runs', content: { 'application/json': { schema: jobSourceRunsResponseSchema } } },
      ...unknownSource,
      ...refusals,
    },
  })

function auditActor(c: Context<SignedInEnv>): AuditActor {
  const viewer = c.get('viewer')
  return { userId: viewer.userId, label: viewer.email }
}

/** /api/admin/sources (issue 9), mounted by the admin router; every route checks the job sources area's list. */
export function createSourceRoutes(deps: { ingest: IngestService; auth: AuthService }) {
  if (!SOURCES_AREA) throw new Error('no admin area serves /admin/sources')
  const guard = requireStaffApi(deps.auth, SOURCES_AREA)
  const router = createApiRouter()

  router.openapi(listRoute(guard), async (c) => c.json({ data: await deps.ingest.listSources() }, 200))

  router.openapi(addRoute(guard), async (c) => {
    const source = await deps.ingest.addSource(auditActor(c), c.req.valid('json'))
    return c.json({ data: source }, 201)
  })

  router.openapi(setEnabledRoute(guard), async (c) => {
    const source = await deps.ingest.setEnabled(auditActor(c), c.req.valid('param').id, c.req.valid('json').enabled)
    return c.json({ data: source }, 200)
  })

  router.openapi(runRoute(guard), async (c) => {
    const isQueued = await deps.ingest.runNow(auditActor(c), c.req.valid('param').id)
    return c.json({ queued: isQueued }, 202)
  })

  router.openapi(runsRoute(guard), async (c) => {
    return c.json({ data: await deps.ingest.listRuns(c.req.valid('param').id, SOURCE_RUNS_LIMIT) }, 200)
  })

  return router
}
