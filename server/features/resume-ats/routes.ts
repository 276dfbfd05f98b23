import * as atsSchemas from '#core/resume/ats/ats.schema.ts'
import { resumeAtsEndpoints } from '#core/resume/ats.endpoints.ts'
import { ATS_MATCH_TARGET, ATS_RUBRIC_VERSION } from '#core/resume/ats/rubric.ts'
import { optionalViewerAccess, type AuthService } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { RateLimiter, RateRule } from '#server/lib/rate-limit.ts'
import type { VisitorIds } from '#server/lib/visitor-id.ts'
import type { ResumeAtsService } from './service.ts'

/** ATS checks a person may run in a minute: each renders the resume once, like an export. */
export const ATS_CHECK_RATE: RateRule = { limit: 20, windowMs: 60_000 }

/** /api/resume-ats, mounted by server/services.ts: the ATS check of the document sent. Nothing is stored. */
export function createResumeAtsRoutes(deps: {
  auth: AuthService
  visitorIds: VisitorIds
  rateLimiter: RateLimiter
  resumeAts: ResumeAtsService
}) {
  const router = createApiRouter()
  const access = optionalViewerAccess(deps.auth)

  const checkRoute = apiRoute(resumeAtsEndpoints.check, atsSchemas, {
    access,
    tags: ['Resume documents'],
    summary: 'Check a resume the way an ATS reads it',
    description:
      `The score report of the rubric ${ATS_RUBRIC_VERSION} (published at /ats-rubric): parseability — the resume exported to PDF in the ` +
      'template named, its text read back by pdf.js and parsed by our parser, scored on the contact details, work, education and skills ' +
      `that came back — and, when a job is given (its text, or a job_id of our listings), the job match: hard skills, title, education and ` +
      `other keywords, exact spellings in full and other spellings in part, against a target of ${ATS_MATCH_TARGET}%. Each part comes with ` +
      'its fix list. Guests may call it; limited per person (the signed-in user, or a guest by the signed visitor cookie `jy_visitor`).',
    answer: 'The score report',
    errors: {
      404: 'No job has this id (NOT_FOUND)',
      410: 'The job has expired (JOB_EXPIRED)',
      429: `More than ${ATS_CHECK_RATE.limit} checks a minute (API_RATE_LIMITED, with Retry-After)`,
      500: 'The resume could not be rendered (OPERATION_FAILED)',
    },
  })
  router.openapi(checkRoute, async (c) => {
    const viewer = c.get('viewer')
    const subject = viewer ? `user:${viewer.userId}` : `visitor:${await deps.visitorIds.readOrIssue(c, c.get('clientIp'))}`
    const limited = await deps.rateLimiter.hit('resume-ats-check', subject, ATS_CHECK_RATE)
    if (limited) {
      c.header('Retry-After', String(limited.retryAfterSeconds))
      throw new AppError('API_RATE_LIMITED', { detail: `resume-ats-check over ${ATS_CHECK_RATE.limit} a minute` })
    }
    return c.json(await deps.resumeAts.check(c.req.valid('json')), 200)
  })

  return router
}
