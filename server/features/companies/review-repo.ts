import { and, desc, eq, sql } from 'drizzle-orm'
import type { EmploymentStatus, OwnReview, PendingReview, PublishedReview, ReviewStatus } from '#core/companies/reviews.ts'
import type { Database } from '#server/db/client.ts'
import { auditLog, companies, companyReviews, user } from '#server/db/schema/index.ts'

/** The SQL of company reviews: the approved ones readers see, a person's own, and staff's decisions (decision 064). */

export interface NewReview {
  companyId: number
  userId: string
  rating: number
  title: string
  pros: string
  cons: string
  employmentStatus: EmploymentStatus
  authorRole: string | null
}

export interface ModerationActor {
  userId: string
  label: string
}

const publishedColumns = {
  id: companyReviews.id,
  rating: companyReviews.rating,
  title: companyReviews.title,
  body: companyReviews.body,
  pros: companyReviews.pros,
  cons: companyReviews.cons,
  employmentStatus: companyReviews.employmentStatus,
  authorRole: companyReviews.authorRole,
  createdAt: companyReviews.createdAt,
}

function readEmploymentStatus(value: string | null): EmploymentStatus | null {
  return value === 'current' || value === 'former' ? value : null
}

function toPublished(row: {
  id: number
  rating: number
  title: string
  body: string | null
  pros: string | null
  cons: string | null
  employmentStatus: string | null
  authorRole: string | null
  createdAt: Date
}): PublishedReview {
  return { ...row, employmentStatus: readEmploymentStatus(row.employmentStatus), createdAt: row.createdAt.toISOString() }
}

function toOwn(row: {
  id: number
  status: ReviewStatus
  rating: number
  title: string
  rejectionReason: string | null
  createdAt: Date
}): OwnReview {
  return { ...row, createdAt: row.createdAt.toISOString() }
}

const ownColumns = {
  id: companyReviews.id,
  status: companyReviews.status,
  rating: companyReviews.rating,
  title: companyReviews.title,
  rejectionReason: companyReviews.rejectionReason,
  createdAt: companyReviews.createdAt,
}

/** A company's approved reviews, newest first. */
export async function listApprovedReviews(db: Database, companyId: number, limit: number): Promise<PublishedReview[]> {
  const rows = await db
    .select(publishedColumns)
    .from(companyReviews)
    .where(and(eq(companyReviews.companyId, companyId), eq(companyReviews.status, 'approved')))
    .orderBy(desc(companyReviews.createdAt), desc(companyReviews.id))
    .limit(limit)
  return rows.map(toPublished)
}

export async function findOwnReview(db: Database, companyId: number, userId: string): Promise<OwnReview | null> {
  const [row] = await db
    .select(ownColumns)
    .from(companyReviews)
    .where(and(eq(companyReviews.companyId, companyId), eq(companyReviews.userId, userId)))
  return row ? toOwn(row) : null
}

/** Stores a pending review; null when the person has already reviewed this company (the unique key). */
export async function insertReview(db: Database, review: NewReview): Promise<OwnReview | null> {
  const [row] = await db
    .insert(companyReviews)
    .values({ ...review, status: 'pending' })
    .onConflictDoNothing({ target: [companyReviews.companyId, companyReviews.userId] })
    .returning(ownColumns)
  return row ? toOwn(row) : null
}

/**
 * Pending reviews, newest first, with their company and author's address: what people just wrote comes
 * first, ahead of the demo seed's unmoderated sample reviews (decision 064).
 */
export async function listPendingReviews(db: Database, limit: number): Promise<PendingReview[]> {
  const rows = await db
    .select({ ...publishedColumns, companyName: companies.name, companySlug: companies.slug, authorEmail: user.email })
    .from(companyReviews)
    .innerJoin(companies, eq(companies.id, companyReviews.companyId))
    .leftJoin(user, eq(user.id, companyReviews.userId))
    .where(eq(companyReviews.status, 'pending'))
    .orderBy(desc(companyReviews.createdAt), desc(companyReviews.id))
    .limit(limit)
  return rows.map((row) => ({
    ...toPublished(row),
    companyName: row.companyName,
    companySlug: row.companySlug,
    authorEmail: row.authorEmail,
  }))
}

export async function countPendingReviews(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(companyReviews)
    .where(eq(companyReviews.status, 'pending'))
  return row?.total ?? 0
}

export async function readReviewStatus(db: Database, id: number): Promise<ReviewStatus | null> {
  const [row] = await db.select({ status: companyReviews.status }).from(companyReviews).where(eq(companyReviews.id, id))
  return row?.status ?? null
}

/**
 * Decides a pending review and writes the audit-log row, in the caller's transaction. Only a review
 * still pending changes: false when it is not (another staff member decided it first).
 */
export async function decideReview(
  tx: Database,
  decision: { id: number; status: 'approved' | 'rejected'; reason: string | null; actor: ModerationActor; now: Date },
): Promise<boolean> {
  const [decided] = await tx
    .update(companyReviews)
    .set({ status: decision.status, rejectionReason: decision.reason, moderatedAt: decision.now, updatedAt: decision.now })
    .where(and(eq(companyReviews.id, decision.id), eq(companyReviews.status, 'pending')))
    .returning({ id: companyReviews.id, companyId: companyReviews.companyId, rating: companyReviews.rating })
  if (!decided) return false
  await tx.insert(auditLog).values({
    actorUserId: decision.actor.userId,
    actorLabel: decision.actor.label,
    action: decision.status === 'approved' ? 'company_review.approve' : 'company_review.reject',
    targetType: 'company_review',
    targetId: String(decision.id),
    before: { status: 'pending' },
    after: {
      status: decision.status,
      companyId: decided.companyId,
      rating: decided.rating,
      ...(decision.reason ? { reason: decision.reason } : {}),
    },
    createdAt: decision.now,
  })
  return true
}
