import { interviewEndpoints } from '#core/interviews/interviews.endpoints.ts'
import * as interviewSchemas from '#core/interviews/interviews.schema.ts'
import { MAX_ANSWER_LENGTH } from '#core/interviews/interviews.ts'
import { signedInAccess, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { RateLimiter, RateRule } from '#server/lib/rate-limit.ts'
import type { Context } from 'hono'
import type { InterviewsService } from './service.ts'

/** Sessions a person may start in an hour: several sittings' worth, far below scripted use. */
export const START_RATE: RateRule = { limit: 30, windowMs: 60 * 60_000 }
/** Answers a person may send in a minute: a fast speaker answers one a minute; the rest is room for retries. */
export const ANSWER_RATE: RateRule = { limit: 12, windowMs: 60_000 }

/** /api/interviews, mounted by server/services.ts: signed-in users only, their own sessions only. */
export function createInterviewsRoutes(deps: { auth: AuthService; rateLimiter: RateLimiter; interviews: InterviewsService }) {
  const router = createApiRouter()
  const access = signedInAccess(deps.auth)
  const tags = ['Mock interviews']
  const notYours = { 404: 'No interview session of yours has this id' }

  async function limitRate(c: Context<SignedInEnv>, purpose: string, rule: RateRule): Promise<void> {
    const limited = await deps.rateLimiter.hit(purpose, `user:${c.get('viewer').userId}`, rule)
    if (!limited) return
    c.header('Retry-After', String(limited.retryAfterSeconds))
    throw new AppError('API_RATE_LIMITED', { detail: `${purpose} over ${rule.limit} in ${rule.windowMs / 1000} s` })
  }

  const startRoute = apiRoute(interviewEndpoints.start, interviewSchemas, {
    access,
    tags,
    summary: 'Start a mock interview',
    description: `Draws the session's questions from the question bank for the role and level (about a third behavioural). With application_id, the tracked job's description is practised against; with resume_id, the resume. At most ${START_RATE.limit} sessions an hour.`,
    answer: 'The session with its questions',
    errors: { 404: 'No application or resume of yours has that id', 429: 'Too many sessions started (API_RATE_LIMITED, with Retry-After)' },
  })
  router.openapi(startRoute, async (c) => {
    await limitRate(c, 'interview-start', START_RATE)
    return c.json(await deps.interviews.startSession(c.get('viewer').userId, c.req.valid('json')), 201)
  })

  const sessionRoute = apiRoute(interviewEndpoints.session, interviewSchemas, {
    access,
    tags,
    summary: 'One mock interview',
    description: 'The session, its questions and every answer given so far with its feedback.',
    answer: 'The session',
    errors: notYours,
  })
  router.openapi(sessionRoute, async (c) => c.json(await deps.interviews.readSession(c.get('viewer').userId, c.req.valid('param').id), 200))

  const answerRoute = apiRoute(interviewEndpoints.answer, interviewSchemas, {
    access,
    tags,
    summary: 'Answer one question and get feedback',
    description: `Scores the answer (20 to ${MAX_ANSWER_LENGTH} characters) on structure, relevance, specificity, clarity and filler words, with a stronger sample answer: by the configured AI model with the rubric, or by the deterministic scorer when none is configured or the model fails or takes over 15 s (feedback.source says which). Sending an answer to a question already answered returns the first feedback. At most ${ANSWER_RATE.limit} answers a minute.`,
    answer: 'The answer with its feedback',
    errors: { ...notYours, 429: 'Too many answers a minute (API_RATE_LIMITED, with Retry-After)' },
  })
  router.openapi(answerRoute, async (c) => {
    await limitRate(c, 'interview-answer', ANSWER_RATE)
    return c.json(await deps.interviews.submitAnswer(c.get('viewer').userId, c.req.valid('param').id, c.req.valid('json')), 200)
  })

  const analyticsRoute = apiRoute(interviewEndpoints.analytics, interviewSchemas, {
    access,
    tags,
    summary: 'Your mock interview analytics',
    description:
      'Your newest sessions with their average scores, your average per dimension (weakest first) and the questions whose latest answer scored under 60.',
    answer: 'The analytics',
  })
  router.openapi(analyticsRoute, async (c) => c.json(await deps.interviews.readAnalytics(c.get('viewer').userId), 200))

  return router
}
