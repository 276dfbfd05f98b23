import { adminMeta } from '#app/features/admin/index.ts'
import { translationsHandle } from '#app/i18n/translations-handle.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { TemplatesAdminScreen } from '#app/features/resumes/components/templates-admin-screen.tsx'
import { loadTemplatesAdmin } from '#app/features/resumes/load-admin.server.ts'
import type { Route } from './+types/admin-resume-templates'

/** /admin/resume-templates: enable, disable and mark templates Premium (editor, admin, super_admin; decision 072). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadTemplatesAdmin(request, context))

export const handle = translationsHandle('resume', 'admin')

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminResumeTemplatesPage({ loaderData }: Route.ComponentProps) {
  return <TemplatesAdminScreen templates={loaderData.templates} />
}
