import { adminMeta } from '#app/features/admin/index.ts'
import { loadAdminSeo, saveSeoOverride } from '#app/features/seo/admin-seo.server.ts'
import { SeoScreen } from '#app/features/seo/components/seo-screen.tsx'
import { translationsHandle } from '#app/i18n/translations-handle.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/admin-seo'

/** /admin/seo (editors): every public page's title and description, their checks and overrides (issue 23). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadAdminSeo(request, context))

export const action = serverRoute(({ request }: Route.ActionArgs, context) => saveSeoOverride(request, context))

export const handle = translationsHandle('admin')

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminSeoPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SeoScreen listing={loaderData} savedPath={actionData?.savedPath ?? null} />
}
