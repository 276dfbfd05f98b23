import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatCount } from '#core/format/count.ts'
import { buttonClasses } from '#app/ui/button.tsx'

interface PaginationLinksProps {
  page: number
  /** Pages of the whole listing (about that many when the total is an estimate). */
  pages: number
  isEstimate: boolean
  prevPath: string | null
  nextPath: string | null
}

/**
 * Previous / next as plain links, so paging works without JavaScript and crawlers can follow it, with
 * "Page 3 of 12" between them. Next carries the cursor of the last job shown, so deep pages stay fast.
 */
export function PaginationLinks({ page, pages, isEstimate, prevPath, nextPath }: PaginationLinksProps) {
  const { t, i18n } = useTranslation('pages')
  const values = { page: formatCount(page, i18n.language), pages: formatCount(Math.max(page, pages), i18n.language) }
  if (prevPath === null && nextPath === null) return null
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 grid grid-cols-[1fr_auto_1fr] items-center gap-3">
      {prevPath === null ? (
        <span aria-hidden="true" />
      ) : (
        <Link to={prevPath} rel="prev" className={buttonClasses({ variant: 'outline', className: 'justify-self-start' })}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('pagination.previous')}
        </Link>
      )}
      <p className="text-sm font-medium whitespace-nowrap text-ink-muted">
        {isEstimate ? t('pagination.currentOfAbout', values) : t('pagination.currentOf', values)}
      </p>
      {nextPath === null ? (
        <span aria-hidden="true" />
      ) : (
        <Link to={nextPath} rel="next" className={buttonClasses({ variant: 'outline', className: 'justify-self-end' })}>
          {t('pagination.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </nav>
  )
}
