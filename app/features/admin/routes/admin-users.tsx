import { serverRoute } from '#app/lib/server-route.server.ts'
import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { UsersScreen } from '#app/features/admin/components/users-screen.tsx'
import { loadAdminUsers } from '#app/features/admin/load-admin.server.ts'
import type { Route } from './+types/admin-users'

/** /admin/users: find users by e-mail and change their staff role (admins; decision 019). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadAdminUsers(request, context))

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminUsersPage({ loaderData }: Route.ComponentProps) {
  return <UsersScreen viewer={loaderData.viewer} query={loaderData.query} users={loaderData.users} />
}
