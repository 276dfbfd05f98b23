import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { formatCount } from '#core/format/number.ts'
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
  if (prevPath === null && nextPath === null) return null
  const values = { page: formatCount(page, i18n.language), pages: formatCount(Math.max(page, pages), i18n.language) }
  return (
    // On phones the counter takes a row of its own above the two links, so the row never runs wider than the screen.
    <nav aria-label={t('pagination.label')} className="mt-8 grid grid-cols-2 items-center gap-3 sm:grid-cols-[1fr_auto_1fr]">
      {prevPath === null ? (
        <span aria-hidden="true" />
      ) : (
        <Link to={prevPath} rel="prev" className={buttonClasses({ variant: 'outline', className: 'justify-self-start' })}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('pagination.previous')}
        </Link>
      )}
      <p className="col-span-2 row-start-1 text-center text-sm font-medium whitespace-nowrap text-ink-muted sm:col-span-1 sm:row-start-auto">
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
