/** Company reviews' constants and shapes (decision 064), shared by the server and the pages. */

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const
export type ReviewStatus = (typeof reviewStatuses)[number]

export const employmentStatuses = ['current', 'former'] as const
export type EmploymentStatus = (typeof employmentStatuses)[number]

/** Lengths of a review's fields, in characters after trimming. */
export const REVIEW_LIMITS = {
  title: { min: 5, max: 120 },
  pros: { min: 20, max: 2000 },
  cons: { min: 20, max: 2000 },
  authorRole: { max: 100 },
  rejectionReason: { min: 3, max: 500 },
} as const

/** A review as readers see it: approved, without its author's identity. */
export interface PublishedReview {
  id: number
  rating: number
  title: string
  /** The demo seed's free text; null on written reviews. */
  body: string | null
  pros: string | null
  cons: string | null
  employmentStatus: EmploymentStatus | null
  authorRole: string | null
  createdAt: string
}

/** The signed-in reader's own review of a company, whatever its status. */
export interface OwnReview {
  id: number
  status: ReviewStatus
  rating: number
  title: string
  rejectionReason: string | null
  createdAt: string
}

/** A review waiting for staff on /admin/resume-moderation. */
export interface PendingReview extends PublishedReview {
  companyName: string
  companySlug: string
  /** The author's e-mail address; null for reviews with no author (the demo seed's). */
  authorEmail: string | null
}

/**
 * Plain text as stored: control characters (other than line breaks and tabs) removed, line endings
 * unified, runs of blank lines cut to one, and trimmed. Pages render it as text, never as HTML.
 */
export function toPlainText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  )
}
