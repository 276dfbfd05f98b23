import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { buttonClasses } from '#app/ui/button.tsx'
import { blogListPath } from '#app/features/blog/blog-pages.ts'

/** Previous / next as plain links (paging works without JavaScript and crawlers follow it), with "Page 2 of 3". */
export function BlogPager({ page, pageCount, clusterSlug }: { page: number; pageCount: number; clusterSlug: string | null }) {
  const { t } = useTranslation('blog')
  if (pageCount <= 1) return null
  return (
    <nav aria-label={t('pager.label')} className="mt-8 grid grid-cols-2 items-center gap-3 sm:grid-cols-[1fr_auto_1fr]">
      {page > 1 ? (
        <Link
          to={blogListPath(page - 1, clusterSlug)}
          rel="prev"
          className={buttonClasses({ variant: 'outline', className: 'justify-self-start' })}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('pager.previous')}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <p className="col-span-2 row-start-1 text-center text-sm font-medium text-ink-muted sm:col-span-1 sm:row-start-auto">
        {t('pager.status', { page, count: pageCount })}
      </p>
      {page < pageCount ? (
        <Link
          to={blogListPath(page + 1, clusterSlug)}
          rel="next"
          className={buttonClasses({ variant: 'outline', className: 'justify-self-end' })}
        >
          {t('pager.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  )
}
