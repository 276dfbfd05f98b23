import { Globe, Landmark, Plane } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Job } from '#core/jobs/job.schema.ts'
import { Badge } from '#app/ui/badge.tsx'

/** Remote, visa-sponsored, government and actively-hiring badges: the same on the card and in the dialog. */
export function JobFlagBadges({ job }: { job: Job }) {
  const { t } = useTranslation('jobs')
  return (
    <>
      {job.job_is_remote ? (
        <Badge tone="info">
          <Globe aria-hidden="true" />
          {t('card.remote')}
        </Badge>
      ) : null}
      {job.job_is_visa_sponsored ? (
        <Badge tone="accent">
          <Plane aria-hidden="true" />
          {t('card.visaSponsored')}
        </Badge>
      ) : null}
      {job.job_is_government ? (
        <Badge tone="brand">
          <Landmark aria-hidden="true" />
          {t('card.government')}
        </Badge>
      ) : null}
      {job.company_data?.is_hiring ? <Badge tone="success">{t('card.hiring')}</Badge> : null}
    </>
  )
}
