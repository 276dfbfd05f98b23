import { useRevalidator } from 'react-router'
import { formatIndiaDateTime } from '#core/format/date-time.ts'
import { whatsappAdminEndpoints } from '#core/whatsapp/whatsapp.endpoints.ts'
import { AdminPage, adminMeta } from '#app/features/admin/index.ts'
import { AdminTable, cellClasses } from '#app/features/admin/index.ts'
import { loadWhatsappUsers } from '#app/features/whatsapp/load-admin.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { callApi } from '#app/lib/call-api.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { Button } from '#app/ui/button.tsx'
import { showToast } from '#app/ui/toast-store.ts'
import type { Route } from './+types/admin-whatsapp-users'

/** /admin/whatsapp-users (support agents and admins): opt-in state, last message, opt-out. */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadWhatsappUsers(request, context))

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminWhatsappUsersPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin')
  const revalidator = useRevalidator()
  const when = (value: string | null) => (value ? formatIndiaDateTime(value, i18n.language) : t('whatsapp.never'))

  async function optOut(userId: string) {
    try {
      await callApi(whatsappAdminEndpoints.optOut, { params: { userId } })
      await revalidator.revalidate()
    } catch {
      showToast({ title: t('whatsapp.failed'), type: 'error' })
    }
  }

  return (
    <AdminPage heading={t('areas.whatsappUsers')} intro={t('whatsapp.usersIntro')}>
      {loaderData.users.length === 0 ? (
        <p className="text-ink-muted">{t('whatsapp.none')}</p>
      ) : (
        <AdminTable
          caption={t('areas.whatsappUsers')}
          headers={[
            t('whatsapp.email'),
            t('whatsapp.phone'),
            t('whatsapp.state'),
            t('whatsapp.daily'),
            t('whatsapp.lastSent'),
            t('whatsapp.optedIn'),
            t('whatsapp.actions'),
          ]}
        >
          {loaderData.users.map((person) => (
            <tr key={person.user_id}>
              <td className={`${cellClasses} break-all`}>{person.email}</td>
              <td className={`${cellClasses} whitespace-nowrap`}>{person.phone}</td>
              <td className={cellClasses}>{t(`whatsapp.states.${person.state}`)}</td>
              <td className={cellClasses}>{person.is_daily_on ? t('whatsapp.yes') : t('whatsapp.no')}</td>
              <td className={cellClasses} suppressHydrationWarning>
                {when(person.last_sent_at)}
              </td>
              <td className={cellClasses} suppressHydrationWarning>
                {when(person.opted_in_at)}
              </td>
              <td className={cellClasses}>
                {person.state === 'stopped' ? null : (
                  <Button type="button" size="sm" variant="outline" onClick={() => void optOut(person.user_id)}>
                    {t('whatsapp.optOut')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminPage>
  )
}
