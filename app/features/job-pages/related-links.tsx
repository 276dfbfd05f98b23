import { Briefcase, MapPin } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import type { CityInfo, RoleInfo } from '#core/jobs/listings.ts'
import { renderPlaceName, renderRoleName } from '#app/i18n/render.ts'
import { buildJobPagePath } from './job-page.ts'

/** Links to the busiest city and role pages, so readers and crawlers can move across listings. */
export function RelatedLinks({ cities, roles }: { cities: readonly CityInfo[]; roles: readonly RoleInfo[] }) {
  const { t } = useTranslation('pages')
  if (cities.length === 0 && roles.length === 0) return null
  return (
    <section aria-labelledby="related-heading" className="rounded-2xl border border-line bg-surface-raised p-5">
      <h2 id="related-heading" className="text-base font-semibold text-ink">
        {t('related.heading')}
      </h2>
      {cities.length > 0 ? (
        <div className="mt-4">
          <h3 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <MapPin aria-hidden="true" className="size-3.5" />
            {t('related.cities')}
          </h3>
          <ul className="mt-2 space-y-0.5">
            {cities.map((city) => (
              <li key={city.slug}>
                <Link
                  to={buildJobPagePath({ kind: 'city', city }, 1)}
                  className="flex items-baseline justify-between gap-3 rounded-lg px-2 py-1.5 text-sm text-brand-700 hover:bg-surface-muted dark:text-brand-200"
                >
                  <span className="font-medium">{t('related.cityLink', { city: renderPlaceName(t, city.name) })}</span>
                  <span className="shrink-0 text-xs text-ink-muted">{t('related.jobCount', { count: city.jobCount })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {roles.length > 0 ? (
        <div className="mt-5">
          <h3 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <Briefcase aria-hidden="true" className="size-3.5" />
            {t('related.roles')}
          </h3>
          <ul className="mt-2 space-y-0.5">
            {roles.map((role) => (
              <li key={role.slug}>
                <Link
                  to={buildJobPagePath({ kind: 'role', role }, 1)}
                  className="flex items-baseline justify-between gap-3 rounded-lg px-2 py-1.5 text-sm text-brand-700 hover:bg-surface-muted dark:text-brand-200"
                >
                  <span className="font-medium">{t('related.roleLink', { role: renderRoleName(t, role) })}</span>
                  <span className="shrink-0 text-xs text-ink-muted">{t('related.jobCount', { count: role.jobCount })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
