import { adminMeta } from '#app/features/admin/index.ts'
import { loadLinkChecker, startLinkCheck } from '#app/features/seo/admin-seo.server.ts'
import { LinkCheckerScreen } from '#app/features/seo/components/link-checker-screen.tsx'
import { translationsHandle } from '#app/i18n/translations-handle.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/admin-link-checker'

/** /admin/link-checker (editors): starts a background link check and follows its progress (issue 23). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadLinkChecker(request, context))

export const action = serverRoute(({ request }: Route.ActionArgs, context) => startLinkCheck(request, context))

export const handle = translationsHandle('admin')

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminLinkCheckerPage({ loaderData }: Route.ComponentProps) {
  return <LinkCheckerScreen run={loaderData.run} />
}
