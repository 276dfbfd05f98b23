import { serverRoute } from '#app/lib/server-route.server.ts'
import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { AreaPlaceholder } from '#app/features/admin/components/area-placeholder.tsx'
import { loadAdminPlaceholder } from '#app/features/admin/load-admin.server.ts'
import type { Route } from './+types/admin-placeholder'

/**
 * Every admin area no feature serves yet ('This screen arrives with a later release'), behind that
 * area's real gate. One module for all of them (app/lib/feature-routes.ts gives each path its route);
 * a feature that declares the area's screen takes its paths over.
 */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadAdminPlaceholder(request, context))

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminPlaceholderPage({ loaderData }: Route.ComponentProps) {
  return <AreaPlaceholder areaKey={loaderData.areaKey} canOpenHome={loaderData.canOpenHome} />
}
