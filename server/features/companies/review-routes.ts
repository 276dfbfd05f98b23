import type { Context } from 'hono'
import { reviewEndpoints, reviewModerationEndpoints } from '#core/companies/reviews.endpoints.ts'
import { REVIEW_LIMITS } from '#core/companies/reviews.ts'
import * as reviewSchemas from '#core/companies/reviews.schema.ts'
import { signedInAccess, staffAccess, type AuthService, type SignedInEnv } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { RateLimiter, RateRule } from '#server/lib/rate-limit.ts'
import type { CompaniesService } from './service.ts'

/** Reviews a person may send in an hour: several companies' worth, far below scripted use. */
export const REVIEW_RATE: RateRule = { limit: 5, windowMs: 60 * 60_000 }

/** The staff area whose roles may decide reviews (core/auth/roles.ts: admin, super_admin, support_agent). */
export const MODERATION_PATH = '/admin/resume-moderation'

/** /api/companies/{slug}/reviews: a signed-in person writes a review, which waits for moderation. */
export function createReviewRoutes(deps: { auth: AuthService; rateLimiter: RateLimiter; companies: CompaniesService }) {
  const router = createApiRouter()
  const writeRoute = apiRoute(reviewEndpoints.write, reviewSchemas, {
    access: signedInAccess(deps.auth),
    tags: ['Companies'],
    summary: 'Write a review of a company',
    description:
      `Stores the review as pending: it is shown, and counted in the company's rating, only once staff approve it on /admin/resume-moderation. ` +
      `Plain text only (control characters removed; pages never render it as HTML). Title ${REVIEW_LIMITS.title.min}–${REVIEW_LIMITS.title.max} characters, ` +
      `pros and cons ${REVIEW_LIMITS.pros.min}–${REVIEW_LIMITS.pros.max}. One review per company per person; at most ${REVIEW_RATE.limit} an hour.`,
    answer: 'Your review, pending',
    errors: {
      404: 'No company has this slug (NOT_FOUND)',
      409: 'You have already reviewed this company (EDIT_CONFLICT, reason review_exists)',
      429: 'Too many reviews in an hour (API_RATE_LIMITED, with Retry-After)',
    },
  })
  router.openapi(writeRoute, async (c) => {
    const userId = c.get('viewer').userId
    const limited = await deps.rateLimiter.hit('company-review', `user:${userId}`, REVIEW_RATE)
    if (limited) {
      c.header('Retry-After', String(limited.retryAfterSeconds))
      throw new AppError('API_RATE_LIMITED', { detail: `company-review over ${REVIEW_RATE.limit} an hour` })
    }
    return c.json(await deps.companies.writeReview(userId, c.req.valid('param').slug, c.req.valid('json')), 201)
  })
  return router
}

function staffActor(c: Context<SignedInEnv>) {
  const viewer = c.get('viewer')
  return { userId: viewer.userId, label: viewer.email }
}

/** /api/admin/company-reviews: staff approve or reject pending reviews; each decision is in the audit log. */
export function createModerationRoutes(deps: { auth: AuthService; companies: CompaniesService }) {
  const router = createApiRouter()
  const access = staffAccess(deps.auth, MODERATION_PATH)
  const tags = ['Admin']
  const errors = {
    404: 'No review has this id (NOT_FOUND)',
    409: 'The review is no longer pending (EDIT_CONFLICT, reason review_decided)',
  }

  const approveRoute = apiRoute(reviewModerationEndpoints.approve, reviewSchemas, {
    access,
    tags,
    summary: 'Approve a company review',
    description:
      'admin, super_admin and support_agent. Publishes a pending review (it then counts in the company’s rating); written to the audit log.',
    answer: 'The decision',
    errors,
  })
  router.openapi(approveRoute, async (c) => c.json(await deps.companies.approveReview(staffActor(c), c.req.valid('param').id), 200))

  const rejectRoute = apiRoute(reviewModerationEndpoints.reject, reviewSchemas, {
    access,
    tags,
    summary: 'Reject a company review',
    description: `admin, super_admin and support_agent. Rejects a pending review with a reason (${REVIEW_LIMITS.rejectionReason.min}–${REVIEW_LIMITS.rejectionReason.max} characters) its author reads on the company's page; written to the audit log.`,
    answer: 'The decision',
    errors,
  })
  router.openapi(rejectRoute, async (c) =>
    c.json(await deps.companies.rejectReview(staffActor(c), c.req.valid('param').id, c.req.valid('json').reason), 200),
  )
  return router
}
