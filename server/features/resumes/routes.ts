import { MAX_RESUME_VERSIONS_KEPT, MAX_RESUMES_PER_USER } from '#core/resume/resume-limits.ts'
import { resumeEndpoints } from '#core/resume/resumes.endpoints.ts'
import * as resumeSchemas from '#core/resume/resumes.schema.ts'
import type { Plan } from '#core/plans/plans.ts'
import type { ResumeTemplateId } from '#core/resume/templates.ts'
import { signedInAccess, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import type { Idempotency } from '#server/lib/idempotency.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { ResumesService } from './service.ts'
import type { TemplateCatalogue } from './template-catalogue.ts'

const notFound = 'No resume of yours has this id (another person’s resume answers the same)'
const premium =
  'The template is a premium one and you have no Premium (PREMIUM_REQUIRED, reason premium_template): anyone may preview a premium template, saving a resume with it takes Premium; or staff disabled the template (PERMISSION_DENIED, reason template_disabled)'
const conflict =
  'Saved on an older version than the one stored: another tab or device saved in between (EDIT_CONFLICT, with params.currentVersion); nothing was changed'

/** The person's resumes, mounted at /api/resumes by server/services.ts: signed-in users only, their own rows only. */
export function createResumesRoutes(deps: {
  auth: AuthService
  resumes: ResumesService
  idempotency: Idempotency
  billing: { readPlan(userId: string): Promise<Plan> }
  resumeTemplates: TemplateCatalogue
}) {
  const router = createApiRouter()
  /** A save that leaves the resume in a disabled template is refused, in a premium one takes premium (decisions 059, 072). */
  const allowTemplate = (userId: string, template: ResumeTemplateId) =>
    deps.resumeTemplates.requireUsable(template, () => deps.billing.readPlan(userId))
  const access = signedInAccess(deps.auth)
  const idempotency = deps.idempotency.guard<SignedInEnv>((c) => c.get('viewer').userId)
  const tags = ['Resumes']

  router.openapi(
    apiRoute(resumeEndpoints.list, resumeSchemas, {
      access,
      tags,
      summary: 'Your resumes',
      description: 'Your resumes without their documents: the base resume first, then the newest (spec 001 §7).',
      answer: 'The resumes',
    }),
    async (c) => c.json({ data: await deps.resumes.listResumes(c.get('viewer').userId) }, 200),
  )

  router.openapi(
    apiRoute(resumeEndpoints.create, resumeSchemas, {
      access,
      idempotency,
      tags,
      summary: 'Create a resume',
      description: `Creates a resume (an empty document and the default template unless sent). Your first resume becomes your base resume. At most ${MAX_RESUMES_PER_USER} resumes (429 API_QUOTA_EXCEEDED past that).`,
      answer: 'The resume created, at version 1',
      errors: { 403: premium, 429: `You already keep ${MAX_RESUMES_PER_USER} resumes` },
    }),
    async (c) => {
      const userId = c.get('viewer').userId
      const input = c.req.valid('json')
      await allowTemplate(userId, input.template)
      return c.json(await deps.resumes.createResume(userId, input), 201)
    },
  )

  router.openapi(
    apiRoute(resumeEndpoints.read, resumeSchemas, {
      access,
      tags,
      summary: 'One resume',
      description: 'The resume with its document.',
      answer: 'The resume',
      errors: { 404: notFound },
    }),
    async (c) => c.json(await deps.resumes.readResume(c.get('viewer').userId, c.req.valid('param').id), 200),
  )

  router.openapi(
    apiRoute(resumeEndpoints.update, resumeSchemas, {
      access,
      idempotency,
      tags,
      summary: 'Save a resume',
      description: `Saves the name, document or template sent, made on \`baseVersion\`. Every save raises the version and is kept as a version (the newest ${MAX_RESUME_VERSIONS_KEPT}).`,
      answer: 'The resume saved, at its new version',
      errors: { 403: premium, 404: notFound, 409: conflict },
    }),
    async (c) => {
      const userId = c.get('viewer').userId
      const { id } = c.req.valid('param')
      const input = c.req.valid('json')
      // The template the resume is left in: the one sent, else the one stored.
      await allowTemplate(userId, input.template ?? (await deps.resumes.readResume(userId, id)).template)
      return c.json(await deps.resumes.updateResume(userId, id, input), 200)
    },
  )

  router.openapi(
    apiRoute(resumeEndpoints.remove, resumeSchemas, {
      access,
      idempotency,
      tags,
      summary: 'Delete a resume',
      description: 'Deletes the resume and every version of it.',
      answer: 'Deleted',
      errors: { 404: notFound },
    }),
    async (c) => {
      await deps.resumes.deleteResume(c.get('viewer').userId, c.req.valid('param').id)
      return c.body(null, 204)
    },
  )

  router.openapi(
    apiRoute(resumeEndpoints.setBase, resumeSchemas, {
      access,
      idempotency,
      tags,
      summary: 'Set as base resume',
      description: 'Makes this your base resume and clears the flag on your other resumes (spec 001 §4), in one transaction.',
      answer: 'The resume, now the base resume',
      errors: { 404: notFound },
    }),
    async (c) => c.json(await deps.resumes.setBaseResume(c.get('viewer').userId, c.req.valid('param').id), 200),
  )

  router.openapi(
    apiRoute(resumeEndpoints.versions, resumeSchemas, {
      access,
      tags,
      summary: 'Versions of a resume',
      description: `The kept versions of the resume, newest first (the newest ${MAX_RESUME_VERSIONS_KEPT} saves).`,
      answer: 'The versions',
      errors: { 404: notFound },
    }),
    async (c) => c.json({ data: await deps.resumes.listVersions(c.get('viewer').userId, c.req.valid('param').id) }, 200),
  )

  router.openapi(
    apiRoute(resumeEndpoints.version, resumeSchemas, {
      access,
      tags,
      summary: 'One version of a resume',
      description: 'A kept version with its document.',
      answer: 'The version',
      errors: { 404: `${notFound}, or the version is not kept` },
    }),
    async (c) => {
      const { id, version } = c.req.valid('param')
      return c.json(await deps.resumes.readVersion(c.get('viewer').userId, id, version), 200)
    },
  )

  router.openapi(
    apiRoute(resumeEndpoints.restore, resumeSchemas, {
      access,
      idempotency,
      tags,
      summary: 'Restore a version',
      description:
        'Saves the kept version’s document and template as the newest version (made on `baseVersion`); the version it replaces stays in the list.',
      answer: 'The resume saved, at its new version',
      errors: { 403: premium, 404: `${notFound}, or the version is not kept`, 409: conflict },
    }),
    async (c) => {
      const userId = c.get('viewer').userId
      const { id, version } = c.req.valid('param')
      await allowTemplate(userId, (await deps.resumes.readVersion(userId, id, version)).template)
      return c.json(await deps.resumes.restoreVersion(userId, id, version, c.req.valid('json').baseVersion), 200)
    },
  )

  return router
}
