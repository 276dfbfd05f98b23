import { ChevronRight, Lock } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import type { AdminAreasResponse, Dashboard } from '#core/admin/admin.schema.ts'
import type { DashboardPeriod } from '#core/admin/dashboard.ts'
import { Badge } from '#app/ui/badge.tsx'
import { AdminPage } from './admin-page.tsx'
import { areaName } from './area-name.ts'
import { DashboardPanel } from './dashboard-panel.tsx'

/** /admin: the staff member's role, the areas it opens (links), the dashboard, and the areas it does not open. */
export function AdminHome({
  email,
  areas,
  dashboard,
  period,
}: {
  email: string
  areas: AdminAreasResponse
  dashboard: Dashboard
  period: DashboardPeriod
}) {
  const { t } = useTranslation('admin')
  return (
    <AdminPage heading={t('home.heading')} intro={t('home.signedInAs', { email })} hasHomeLink={false}>
      <p className="flex flex-wrap items-center gap-2 text-base text-ink">
        <span className="font-semibold">{t('home.yourRole')}:</span>
        <Badge tone="brand" data-testid="admin-role">
          {t(`roles.${areas.role}`)}
        </Badge>
      </p>
      <h2 className="mt-8 text-lg font-semibold text-ink">{t('home.openHeading')}</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="admin-open-areas">
        {areas.open.map((area) => (
          <li key={area.key}>
            <Link
              to={area.path}
              className="flex min-h-14 items-center justify-between gap-3 rounded-xl border border-line bg-surface-raised px-4 py-3 font-semibold text-ink hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:hover:bg-brand-900/40"
            >
              <span>{areaName(t, area.key)}</span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
            </Link>
          </li>
        ))}
      </ul>
      <DashboardPanel dashboard={dashboard} period={period} />
      {areas.closed.length === 0 ? null : (
        <>
          <h2 className="mt-10 text-lg font-semibold text-ink">{t('home.closedHeading')}</h2>
          <p className="mt-1 text-sm text-ink-muted">{t('home.closedNote')}</p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="admin-closed-areas">
            {areas.closed.map((area) => (
              <li key={area.key} className="flex items-center gap-2 rounded-xl bg-surface-muted px-4 py-3 text-sm text-ink-muted">
                <Lock aria-hidden="true" className="size-4 shrink-0" />
                {areaName(t, area.key)}
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminPage>
  )
}
