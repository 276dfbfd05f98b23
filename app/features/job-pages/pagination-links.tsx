import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClasses } from '#app/ui/button.tsx'

/**
 * Previous / next as plain links, so paging works without JavaScript and crawlers can follow it.
 * The search answers has_more rather than a total, so the current page number sits between them.
 */
export function PaginationLinks({ page, prevPath, nextPath }: { page: number; prevPath: string | null; nextPath: string | null }) {
  const { t } = useTranslation('pages')
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
      <p className="text-sm font-medium whitespace-nowrap text-ink-muted">{t('pagination.current', { page })}</p>
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
