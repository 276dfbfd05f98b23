import { adminMeta } from '#app/features/admin/index.ts'
import { translationsHandle } from '#app/i18n/translations-handle.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { ModerationScreen } from '#app/features/companies/components/moderation-screen.tsx'
import { loadModeration } from '#app/features/companies/load-moderation.server.ts'
import type { Route } from './+types/admin-resume-moderation'

/** /admin/resume-moderation: pending company reviews to approve or reject (admin, super_admin, support_agent; decision 064). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadModeration(request, context))

export const handle = translationsHandle('companies', 'admin')

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminResumeModerationPage({ loaderData }: Route.ComponentProps) {
  return <ModerationScreen reviews={loaderData.reviews} total={loaderData.total} />
}
