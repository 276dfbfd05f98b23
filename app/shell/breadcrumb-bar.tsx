import { ChevronRight } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link, useLocation, useMatches } from 'react-router'
import { serializeJsonLd } from '#core/format/json-ld-script.ts'
import { breadcrumbJsonLd, buildBreadcrumbTrail } from './breadcrumbs.ts'

/**
 * The breadcrumb bar (spec 000 §2): Home plus the steps the matched routes name in their `handle`
 * (breadcrumbs.ts), hidden on the home page or with no trail. It also writes the trail as schema.org
 * BreadcrumbList JSON-LD with absolute URLs under the site's public address.
 */
export function BreadcrumbBar({ publicUrl }: { publicUrl: string }) {
  const { t } = useTranslation('shell')
  const location = useLocation()
  const matches = useMatches()
  const trail = buildBreadcrumbTrail(matches, location, t)
  if (trail.length === 0) return null

  return (
    <nav aria-label={t('breadcrumbs.label')} className="mx-auto max-w-7xl px-4 pt-3 sm:px-6 lg:px-8">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-0.5 text-sm text-ink-muted">
        {trail.map((item, index) => (
          <li key={`${index}-${item.to}`} className="flex min-w-0 items-center gap-1">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 rtl:rotate-180" /> : null}
            {item.isCurrent ? (
              <span aria-current="page" className="truncate font-medium text-ink">
                {item.label}
              </span>
            ) : (
              <Link to={item.to} className="truncate rounded underline-offset-4 hover:text-ink hover:underline">
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbJsonLd(trail, publicUrl)) }} />
    </nav>
  )
}
