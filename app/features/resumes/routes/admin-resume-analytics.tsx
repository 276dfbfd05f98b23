import { adminMeta } from '#app/features/admin/index.ts'
import { translationsHandle } from '#app/i18n/translations-handle.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { ResumeAnalyticsScreen } from '#app/features/resumes/components/resume-analytics-screen.tsx'
import { loadResumeAnalytics } from '#app/features/resumes/load-admin.server.ts'
import type { Route } from './+types/admin-resume-analytics'

/** /admin/resume-analytics: resumes created, exports by format, ATS scores and template use (analyst, admin, super_admin; decision 072). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadResumeAnalytics(request, context))

export const handle = translationsHandle('resume', 'admin')

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminResumeAnalyticsPage({ loaderData }: Route.ComponentProps) {
  return <ResumeAnalyticsScreen analytics={loaderData.analytics} period={loaderData.period} />
}
