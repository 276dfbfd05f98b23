import { BadgeCheck, Star } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Job } from '#core/jobs/job.schema.ts'
import { Badge } from '#app/ui/badge.tsx'

/**
 * Employer name, the Verified badge and the rating from our approved reviews: shared by the card and
 * the detail dialog so both show the same real figures (or none).
 */
export function EmployerLine({ job, rating }: { job: Job; rating: { average: number; reviews: number } | null }) {
  const { t } = useTranslation('jobs')
  return (
    <>
      <span translate="no" className="font-medium text-ink">
        {job.employer_name}
      </span>
      {job.company_data?.is_verified ? (
        <Badge tone="success">
          <BadgeCheck aria-hidden="true" />
          {t('card.verified')}
        </Badge>
      ) : null}
      {rating ? (
        <span className="inline-flex items-center gap-1">
          <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-500" />
          <span className="sr-only">{t('card.rating', { rating: rating.average.toFixed(1) })}</span>
          <span aria-hidden="true" className="font-semibold text-ink">
            {rating.average.toFixed(1)}
          </span>
          <span>({t('card.reviews', { count: rating.reviews })})</span>
        </span>
      ) : null}
    </>
  )
}
