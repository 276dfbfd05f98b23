import { useId, useState, type FormEvent } from 'react'
import { Link, useRevalidator } from 'react-router'
import { reviewModerationEndpoints } from '#core/companies/reviews.endpoints.ts'
import { REVIEW_LIMITS, type PendingReview } from '#core/companies/reviews.ts'
import { formatIndiaDateTime } from '#core/format/date-time.ts'
import { formatCount } from '#core/format/number.ts'
import { AdminPage } from '#app/features/admin/index.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { callApi } from '#app/lib/call-api.ts'
import { Button } from '#app/ui/button.tsx'
import { describedBy, Field } from '#app/ui/form-field.tsx'
import { Input } from '#app/ui/input.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { companyPath } from '#app/features/companies/directory-params.ts'
import { StarRating } from './star-rating.tsx'

/** The pending company reviews, newest first, each with approve and reject (with a reason). */
export function ModerationScreen({ reviews, total }: { reviews: PendingReview[]; total: number }) {
  const { t, i18n } = useTranslation('companies')
  return (
    <AdminPage heading={t('moderation.heading')} intro={t('moderation.intro')}>
      <p className="mb-4 text-sm font-medium text-ink-muted">
        {t('moderation.pendingCount', { count: total, formatted: formatCount(total, i18n.language) })}
      </p>
      {reviews.length === 0 ? (
        <p className="text-base text-ink-muted">{t('moderation.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="pending-reviews">
          {reviews.map((review) => (
            <li key={review.id}>
              <PendingReviewCard review={review} />
            </li>
          ))}
        </ol>
      )}
    </AdminPage>
  )
}

function PendingReviewCard({ review }: { review: PendingReview }) {
  const { t, i18n } = useTranslation('companies')
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null)
  const [reasonError, setReasonError] = useState<string | undefined>(undefined)
  const reasonId = useId()

  async function decide(kind: 'approve' | 'reject', run: () => Promise<unknown>) {
    setBusy(kind)
    try {
      await run()
      showToast({ title: t(kind === 'approve' ? 'moderation.approved' : 'moderation.rejected'), type: 'success' })
      await revalidator.revalidate()
    } catch {
      showToast({ title: t('moderation.failed'), type: 'error' })
    } finally {
      setBusy(null)
    }
  }

  function reject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim()
    if (reason.length < REVIEW_LIMITS.rejectionReason.min) {
      setReasonError(t('moderation.reasonRequired'))
      return
    }
    setReasonError(undefined)
    void decide('reject', () => callApi(reviewModerationEndpoints.reject, { params: { id: String(review.id) }, body: { reason } }))
  }

  const meta = [
    review.authorRole,
    review.employmentStatus === null ? null : t(`reviews.${review.employmentStatus}`),
    formatIndiaDateTime(review.createdAt, i18n.language),
  ]
  return (
    <article className="rounded-2xl border border-line bg-surface-raised p-4 text-sm" data-testid="pending-review">
      <p className="text-ink-muted">
        {t('moderation.company')}:{' '}
        <Link
          to={companyPath(review.companySlug)}
          className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
        >
          {review.companyName}
        </Link>{' '}
        · {t('moderation.author')}: {review.authorEmail ?? t('moderation.noAuthor')}
      </p>
      <div className="mt-2 flex items-center gap-2">
        <StarRating rating={review.rating} label={t('reviews.stars', { rating: review.rating })} />
        <h2 className="font-semibold text-ink">{review.title}</h2>
      </div>
      <p className="mt-1 text-xs text-ink-muted">{meta.filter((part) => part !== null && part !== '').join(' · ')}</p>
      {review.body ? <p className="mt-2 whitespace-pre-line text-ink">{review.body}</p> : null}
      {review.pros ? (
        <p className="mt-2 whitespace-pre-line text-ink">
          <span className="font-semibold">{t('reviews.pros')}:</span> {review.pros}
        </p>
      ) : null}
      {review.cons ? (
        <p className="mt-2 whitespace-pre-line text-ink">
          <span className="font-semibold">{t('reviews.cons')}:</span> {review.cons}
        </p>
      ) : null}
      <div className="mt-3 grid gap-3 md:grid-cols-[auto_1fr] md:items-end">
        <Button
          type="button"
          disabled={busy !== null}
          onClick={() => void decide('approve', () => callApi(reviewModerationEndpoints.approve, { params: { id: String(review.id) } }))}
        >
          {busy === 'approve' ? t('moderation.approving') : t('moderation.approve')}
        </Button>
        <form onSubmit={reject} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <Field id={reasonId} label={t('moderation.reasonLabel')} error={reasonError}>
              <Input {...describedBy(reasonId, { error: reasonError })} name="reason" maxLength={REVIEW_LIMITS.rejectionReason.max} />
            </Field>
          </div>
          <Button type="submit" variant="outline" disabled={busy !== null}>
            {busy === 'reject' ? t('moderation.rejecting') : t('moderation.reject')}
          </Button>
        </form>
      </div>
    </article>
  )
}
