import { z } from 'zod'
import { employmentStatuses, REVIEW_LIMITS, reviewStatuses } from './reviews.ts'

/**
 * Company reviews on the wire (decision 064): what a signed-in person writes on /companies/{slug}
 * (POST /api/companies/{slug}/reviews) and staff's decisions on /admin/resume-moderation. The browser's
 * form validates with these same schemas; the server parses with them and stores plain text only.
 */

export const companySlugParamSchema = z.object({
  slug: z.string().min(1).max(200).meta({ description: "The company's slug, as in /companies/{slug}", example: 'acme-software' }),
})

const text = (min: number, max: number) => z.string().trim().min(min).max(max)

export const writeReviewSchema = z.object({
  // Coerced: the form's radio buttons give text; the API takes the number.
  rating: z.coerce.number<string | number>().int().min(1).max(5).meta({ description: 'Stars, 1 to 5' }),
  title: text(REVIEW_LIMITS.title.min, REVIEW_LIMITS.title.max),
  pros: text(REVIEW_LIMITS.pros.min, REVIEW_LIMITS.pros.max),
  cons: text(REVIEW_LIMITS.cons.min, REVIEW_LIMITS.cons.max),
  employmentStatus: z.enum(employmentStatuses),
  authorRole: z.string().trim().max(REVIEW_LIMITS.authorRole.max).meta({ description: 'Job title at the company (may be empty)' }),
})
export type WriteReview = z.infer<typeof writeReviewSchema>
export type WriteReviewInput = z.input<typeof writeReviewSchema>

export const ownReviewSchema = z.object({
  id: z.number().int(),
  status: z.enum(reviewStatuses),
  rating: z.number().int(),
  title: z.string(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
})
export type OwnReviewAnswer = z.infer<typeof ownReviewSchema>

export const reviewIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

export const rejectReviewSchema = z.object({ reason: text(REVIEW_LIMITS.rejectionReason.min, REVIEW_LIMITS.rejectionReason.max) })
export type RejectReview = z.infer<typeof rejectReviewSchema>

export const reviewDecisionSchema = z.object({
  id: z.number().int(),
  status: z.enum(reviewStatuses),
})
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>
