import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'

export interface RelatedLink {
  label: string
  to: string
}

/**
 * Related links (spec 000 §2: on blog, resume-builder and dashboard pages): a short list of pages to
 * go on to, plain server-rendered links; none, and the section is not drawn.
 */
export function RelatedLinks({ links, heading }: { links: readonly RelatedLink[]; heading?: string }) {
  const { t } = useTranslation('shell')
  if (links.length === 0) return null
  return (
    <nav aria-labelledby="related-links-heading" className="mx-auto max-w-7xl px-4 pt-4 pb-10 sm:px-6 lg:px-8">
      <h2 id="related-links-heading" className="text-lg font-semibold text-ink">
        {heading ?? t('relatedLinks.heading')}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group flex h-full items-center justify-between gap-2 rounded-xl border border-line bg-surface-raised px-4 py-3 text-sm font-medium text-ink hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {link.label}
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-600 rtl:rotate-180" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
