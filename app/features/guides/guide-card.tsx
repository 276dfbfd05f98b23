import { Link } from 'react-router'
import type { SupportedLanguage } from '#app/i18n/languages.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import type { GuideCard } from './guide-page-data.ts'
import { buildGuidePath } from './guide-paths.ts'
import { formatCount, formatReviewDate } from './guide-text.ts'

/**
 * One guide in a list: the country's name (no flag, so the link's accessible name is the country) as
 * the link, its summary, the open jobs we list there and when the guide was last reviewed.
 */
export function GuideCardItem({
  card,
  language,
  headingLevel = 3,
}: {
  card: GuideCard
  language: SupportedLanguage
  headingLevel?: 2 | 3
}) {
  const { t } = useTranslation('guides')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <li className="relative flex flex-col rounded-2xl border border-line bg-surface-raised p-5 shadow-sm focus-within:ring-2 focus-within:ring-brand-500">
      <Heading className="text-lg font-semibold text-ink">
        {/* The whole card is the link's target area; the link's name stays the country's. */}
        <Link to={buildGuidePath(card.slug)} className="after:absolute after:inset-0 focus-visible:outline-none">
          {card.countryName}
        </Link>
      </Heading>
      <p lang="en" className="mt-2 flex-1 text-sm text-pretty text-ink-muted">
        {card.summary}
      </p>
      <p className="mt-3 text-sm font-medium text-brand-700 dark:text-brand-200">
        {t('index.openJobs', { count: card.openJobs, formattedCount: formatCount(card.openJobs, language) })}
      </p>
      <p className="mt-1 text-xs text-ink-muted">{t('index.lastReviewed', { date: formatReviewDate(card.lastReviewed, language) })}</p>
    </li>
  )
}
