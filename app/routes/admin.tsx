import { AdminHome } from '#app/features/admin/index.ts'
import { loadAdminHome } from '#app/features/admin/index.server.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { SITE_NAME, withSiteName } from '#app/shell/site-name.ts'
import type { Route } from './+types/admin'
import { translationsHandle } from '#app/i18n/translations-handle.ts'

/** /admin: staff whose role opens the admin home (spec 000 §6); everyone else is turned away by the gate. */
/** The namespaces its page renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle = translationsHandle('admin')

export const loader = serverRoute(async ({ request }: Route.LoaderArgs, context) => {
  const data = await loadAdminHome(request, context)
  const t = createI18n(await readRequestLanguage(request)).getFixedT(null, 'admin')
  return { ...data, title: withSiteName(t('title')) }
})

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? SITE_NAME }, { name: 'robots', content: 'noindex' }]
}

export default function AdminHomePage({ loaderData }: Route.ComponentProps) {
  return <AdminHome email={loaderData.email} areas={loaderData.areas} />
}
