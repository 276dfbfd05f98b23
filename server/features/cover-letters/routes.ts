import { z } from '@hono/zod-openapi'
import { MAX_COVER_LETTERS_PER_USER } from '#core/cover-letters/cover-letter-constants.ts'
import { coverLetterEndpoints } from '#core/cover-letters/cover-letters.endpoints.ts'
import * as coverLetterSchemas from '#core/cover-letters/cover-letters.schema.ts'
import { signedInAccess, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Idempotency } from '#server/lib/idempotency.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { RateLimiter, RateRule } from '#server/lib/rate-limit.ts'
import type { CoverLettersService } from './service.ts'

/** Generations a person may ask for in a minute: each may call the AI service. */
export const GENERATE_RATE: RateRule = { limit: 10, windowMs: 60_000 }
/** Letter PDFs a person may ask for in a minute. */
export const PDF_RATE: RateRule = { limit: 30, windowMs: 60_000 }

const tags = ['Cover letters']
const jobGone = 'No job has this id, or it is no longer listed'

/** /api/cover-letters, mounted by server/services.ts: the document generator, for signed-in people on their own rows only (spec 001 §6). */
export function createCoverLettersRoutes(deps: {
  auth: AuthService
  rateLimiter: RateLimiter
  idempotency: Idempotency
  coverLetters: CoverLettersService
}) {
  const router = createApiRouter()
  const access = signedInAccess(deps.auth)
  const idempotency = deps.idempotency.guard<SignedInEnv>((c) => c.get('viewer').userId)

  async function limitRate(userId: string, purpose: string, rule: RateRule): Promise<number | null> {
    const limited = await deps.rateLimiter.hit(purpose, `user:${userId}`, rule)
    return limited ? limited.retryAfterSeconds : null
  }

  router.openapi(
    apiRoute(coverLetterEndpoints.list, coverLetterSchemas, {
      access,
      tags,
      summary: 'Your cover letters',
      description: 'Your saved cover letters, newest first.',
      answer: 'The letters',
    }),
    async (c) => c.json({ data: await deps.coverLetters.listLetters(c.get('viewer').userId) }, 200),
  )

  router.openapi(
    apiRoute(coverLetterEndpoints.profile, coverLetterSchemas, {
      access,
      tags,
      summary: 'The profile the document generator starts from',
      description:
        'Your base resume; without one, a resume made of your account (name, e-mail, phone) and onboarding answers (city, designation). ' +
        '`templates` are the ones you may have the tailored resume in: those staff left enabled, and the Premium ones when your plan has them; ' +
        '`template` is the base resume’s when it is one of them, else the default.',
      answer: 'The profile',
    }),
    async (c) => {
      const viewer = c.get('viewer')
      return c.json(
        await deps.coverLetters.readProfile({
          userId: viewer.userId,
          name: viewer.name,
          email: viewer.email,
          phoneNumber: viewer.phoneNumber,
        }),
        200,
      )
    },
  )

  router.openapi(
    apiRoute(coverLetterEndpoints.generate, coverLetterSchemas, {
      access,
      tags,
      summary: 'Generate a tailored resume and a cover letter for a job',
      description:
        'Spec 001 §7 generate-cover-letter-ai. The resume sent is reordered and reworded towards the job’s keywords (nothing is added that the resume does not hold). ' +
        'The letter is written by the AI service for premium plans (spec 001 §6 "AI cover letters"); with no AI, an AI failure or time-out, or a free plan, ' +
        'the built-in writer writes it in the chosen style from the job and the resume, with `fallback` true and `notice` saying why. ' +
        `Each attempt is recorded in the generation history. At most ${GENERATE_RATE.limit} a minute.`,
      answer: 'The tailored resume and the letter',
      errors: { 404: jobGone, 429: `More than ${GENERATE_RATE.limit} generations a minute (API_RATE_LIMITED, with Retry-After)` },
    }),
    async (c) => {
      const userId = c.get('viewer').userId
      const retryAfter = await limitRate(userId, 'cover-letter-generate', GENERATE_RATE)
      if (retryAfter !== null) {
        c.header('Retry-After', String(retryAfter))
        throw new AppError('API_RATE_LIMITED', { detail: `cover-letter-generate over ${GENERATE_RATE.limit} a minute` })
      }
      return c.json(await deps.coverLetters.generate(userId, c.req.valid('json')), 200)
    },
  )

  router.openapi(
    apiRoute(coverLetterEndpoints.save, coverLetterSchemas, {
      access,
      idempotency,
      tags,
      summary: 'Save a generated cover letter',
      description:
        'Saves the letter of a generation (as edited) and, when `resume` is sent, the tailored resume as a new resume named after the job. ' +
        `A full resume list leaves \`resumeId\` null and still saves the letter. At most ${MAX_COVER_LETTERS_PER_USER} letters.`,
      answer: 'The letter saved',
      errors: {
        403: 'The resume’s template is disabled by staff (PERMISSION_DENIED, reason template_disabled), or is a premium one and you have no Premium (PREMIUM_REQUIRED, reason premium_template); nothing is saved',
        404: `${jobGone}; or the generation is not yours, is for another job or is saved already`,
        429: `You keep ${MAX_COVER_LETTERS_PER_USER} letters already (API_QUOTA_EXCEEDED, reason cover_letters_full)`,
      },
    }),
    async (c) => c.json(await deps.coverLetters.save(c.get('viewer').userId, c.req.valid('json')), 201),
  )

  router.openapi(
    apiRoute(coverLetterEndpoints.pdf, coverLetterSchemas, {
      access,
      tags,
      summary: 'A cover letter as PDF',
      description: `The letter sent, laid out as a one-page letter with the sender’s details. At most ${PDF_RATE.limit} a minute.`,
      answer: 'The PDF',
      content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
      errors: {
        429: `More than ${PDF_RATE.limit} a minute (API_RATE_LIMITED, with Retry-After)`,
        500: 'The PDF could not be made (OPERATION_FAILED, reason export_failed: "Export Failed")',
      },
    }),
    async (c) => {
      const retryAfter = await limitRate(c.get('viewer').userId, 'cover-letter-pdf', PDF_RATE)
      if (retryAfter !== null) {
        c.header('Retry-After', String(retryAfter))
        throw new AppError('API_RATE_LIMITED', { detail: `cover-letter-pdf over ${PDF_RATE.limit} a minute` })
      }
      const file = await deps.coverLetters.renderPdf(c.req.valid('json'))
      return c.body(file.bytes, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        'X-Content-Type-Options': 'nosniff',
      })
    },
  )

  return router
}
