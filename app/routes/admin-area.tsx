import { AdminHome, AreaPlaceholder, areaName, AuditLogScreen, SourcesScreen, UsersScreen } from '#app/features/admin/index.ts'
import { loadAdminArea } from '#app/features/admin/index.server.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { SITE_NAME, withSiteName } from '#app/shell/site-name.ts'
import type { Route } from './+types/admin-area'
import { translationsHandle } from '#app/i18n/translations-handle.ts'

/** Every page under /admin/ (spec 000 §2): the gate of its area (spec 000 §6), then its screen; a path outside the table is the 404. */
/** The namespaces its page renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle = translationsHandle('admin')

export const loader = serverRoute(async ({ request }: Route.LoaderArgs, context) => {
  const data = await loadAdminArea(request, context)
  const t = createI18n(await readRequestLanguage(request)).getFixedT(null, 'admin')
  const areaKey = data.kind === 'placeholder' ? data.areaKey : data.kind
  return { ...data, title: withSiteName(t('pageTitle', { area: areaName(t, areaKey) })) }
})

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? SITE_NAME }, { name: 'robots', content: 'noindex' }]
}

export default function AdminAreaPage({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case 'home':
      return <AdminHome email={loaderData.email} areas={loaderData.areas} />
    case 'users':
      return <UsersScreen viewer={loaderData.viewer} query={loaderData.query} users={loaderData.users} />
    case 'auditLog':
      return <AuditLogScreen page={loaderData.page} isFirstPage={loaderData.isFirstPage} />
    case 'jobSources':
      return <SourcesScreen sources={loaderData.sources} openRuns={loaderData.openRuns} defaultSchedule={loaderData.defaultSchedule} />
    case 'placeholder':
      return <AreaPlaceholder areaKey={loaderData.areaKey} canOpenHome={loaderData.canOpenHome} />
  }
}
