import { adminMeta } from '#app/features/admin/index.ts'
import { CalendarScreen } from '#app/features/blog/components/calendar-screen.tsx'
import { loadAdminCalendar } from '#app/features/blog/load-admin-blog.server.ts'
import { translationsHandle } from '#app/i18n/translations-handle.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/admin-calendar'

/** /admin/calendar: the content calendar (editors; decision 062). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadAdminCalendar(request, context))

export const handle = translationsHandle('blog', 'admin')

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminCalendarPage({ loaderData }: Route.ComponentProps) {
  return <CalendarScreen year={loaderData.year} month={loaderData.month} entries={loaderData.entries} />
}
