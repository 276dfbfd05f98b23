import { Star } from 'lucide-react'
import { useId } from 'react'
import { reviewEndpoints } from '#core/companies/reviews.endpoints.ts'
import { employmentStatuses, REVIEW_LIMITS, type OwnReview } from '#core/companies/reviews.ts'
import type { WriteReview } from '#core/companies/reviews.schema.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { renderError } from '#app/i18n/render.ts'
import { callApi } from '#app/lib/call-api.ts'
import { useAppForm } from '#app/lib/use-app-form.ts'
import { Button } from '#app/ui/button.tsx'
import { cn } from '#app/ui/cn.ts'
import { describedBy, Field } from '#app/ui/form-field.tsx'
import { Input } from '#app/ui/input.tsx'

interface ReviewValues {
  /** Text from the radio buttons; the schema coerces it to the number. */
  rating: string | number
  title: string
  pros: string
  cons: string
  employmentStatus: 'current' | 'former' | ''
  authorRole: string
}

const defaultValues: ReviewValues = { rating: '', title: '', pros: '', cons: '', employmentStatus: '', authorRole: '' }
const loadSchema = () => import('#core/companies/reviews.schema.ts').then((module) => module.writeReviewSchema)

const textareaClasses =
  'block w-full rounded-xl border border-line bg-surface-raised px-3 py-2 text-base text-ink shadow-xs ' +
  'hover:border-brand-200 focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/30 aria-invalid:border-red-600'

/**
 * Writing a review (loaded on the Write a review press): rating as a radio group of five stars (arrow
 * keys move between them), title, pros, cons, employment status and role, validated with the schema
 * the server parses with. The review is stored as pending; the page then says it awaits moderation.
 */
export function ReviewForm(props: {
  open: boolean
  onOpenChange: (open: boolean) => void
  companySlug: string
  companyName: string
  onWritten: (review: OwnReview) => void
}) {
  const { t } = useTranslation(['companies', 'common'])
  const id = useId()
  const { form, handleSubmit, applyServerError, formError } = useAppForm<ReviewValues, WriteReview>({
    loadSchema,
    defaultValues,
  })
  const errors = form.formState.errors
  const rating = form.watch('rating')
  const messages = {
    rating: errors.rating ? t('reviews.errors.rating') : undefined,
    title: errors.title ? t('reviews.errors.title', REVIEW_LIMITS.title) : undefined,
    pros: errors.pros ? t('reviews.errors.pros', REVIEW_LIMITS.pros) : undefined,
    cons: errors.cons ? t('reviews.errors.cons', REVIEW_LIMITS.cons) : undefined,
    employmentStatus: errors.employmentStatus ? t('reviews.errors.employmentStatus') : undefined,
    authorRole: errors.authorRole ? t('reviews.errors.authorRole', REVIEW_LIMITS.authorRole) : undefined,
  }
  const textHint = t('reviews.textHint', { min: REVIEW_LIMITS.pros.min })

  const submit = handleSubmit(async (review) => {
    try {
      const written = await callApi(reviewEndpoints.write, { params: { slug: props.companySlug }, body: review })
      props.onWritten(written)
    } catch (error) {
      applyServerError(error)
    }
  })

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="mt-4 flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-4"
      data-testid="review-form"
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        {t('reviews.formHeading', { name: props.companyName })}
      </h3>
      <p className="text-sm text-ink-muted">{t('reviews.moderationNote')}</p>

      <fieldset aria-describedby={messages.rating ? `${id}-rating-error` : undefined}>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('reviews.ratingLabel')}</legend>
        <div role="radiogroup" aria-label={t('reviews.ratingLabel')} className="flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label
              key={star}
              className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                value={String(star)}
                className="sr-only"
                aria-label={t('reviews.ratingOption', { count: star })}
                {...form.register('rating')}
              />
              <Star
                aria-hidden="true"
                className={cn('size-7', Number(rating) >= star ? 'fill-amber-400 text-amber-500' : 'text-ink-muted')}
              />
            </label>
          ))}
        </div>
        {messages.rating ? (
          <p id={`${id}-rating-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {messages.rating}
          </p>
        ) : null}
      </fieldset>

      <Field id={`${id}-title`} label={t('reviews.titleLabel')} hint={t('reviews.titleHint')} error={messages.title}>
        <Input
          {...describedBy(`${id}-title`, { hint: t('reviews.titleHint'), error: messages.title })}
          maxLength={REVIEW_LIMITS.title.max}
          {...form.register('title')}
        />
      </Field>
      <Field id={`${id}-pros`} label={t('reviews.prosLabel')} hint={textHint} error={messages.pros}>
        <textarea
          {...describedBy(`${id}-pros`, { hint: textHint, error: messages.pros })}
          rows={4}
          maxLength={REVIEW_LIMITS.pros.max}
          className={textareaClasses}
          {...form.register('pros')}
        />
      </Field>
      <Field id={`${id}-cons`} label={t('reviews.consLabel')} hint={textHint} error={messages.cons}>
        <textarea
          {...describedBy(`${id}-cons`, { hint: textHint, error: messages.cons })}
          rows={4}
          maxLength={REVIEW_LIMITS.cons.max}
          className={textareaClasses}
          {...form.register('cons')}
        />
      </Field>

      <fieldset aria-describedby={messages.employmentStatus ? `${id}-status-error` : undefined}>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('reviews.statusLabel')}</legend>
        <div className="flex flex-wrap gap-2">
          {employmentStatuses.map((status) => (
            <label
              key={status}
              className="relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-3.5 text-sm font-medium text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 sm:min-h-9"
            >
              <input type="radio" value={status} className="sr-only" {...form.register('employmentStatus')} />
              {t(`reviews.${status}`)}
            </label>
          ))}
        </div>
        {messages.employmentStatus ? (
          <p id={`${id}-status-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {messages.employmentStatus}
          </p>
        ) : null}
      </fieldset>

      <Field id={`${id}-role`} label={t('reviews.roleLabel')} error={messages.authorRole}>
        <Input
          {...describedBy(`${id}-role`, { error: messages.authorRole })}
          maxLength={REVIEW_LIMITS.authorRole.max}
          {...form.register('authorRole')}
        />
      </Field>

      {formError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {renderError(t, formError)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('reviews.submitting') : t('reviews.submit')}
        </Button>
        <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
          {t('reviews.cancel')}
        </Button>
      </div>
    </form>
  )
}
