import { AdminPage, adminMeta } from '#app/features/admin/index.ts'
import { AdminTable, cellClasses } from '#app/features/admin/index.ts'
import { loadWhatsappMonitor } from '#app/features/whatsapp/load-admin.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/admin-whatsapp-monitor'

/** /admin/whatsapp-monitor (every staff role): sent, delivered, read and failed per day, from the webhook. */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadWhatsappMonitor(request, context))

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminWhatsappMonitorPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const numberCell = `${cellClasses} text-right tabular-nums`
  return (
    <AdminPage heading={t('areas.whatsappMonitor')} intro={t('whatsapp.monitorIntro')}>
      {loaderData.days.length === 0 ? (
        <p className="text-ink-muted">{t('whatsapp.none')}</p>
      ) : (
        <AdminTable
          caption={t('whatsapp.monitorCaption')}
          headers={[t('whatsapp.day'), t('whatsapp.sent'), t('whatsapp.delivered'), t('whatsapp.read'), t('whatsapp.failed')]}
        >
          {loaderData.days.map((day) => (
            <tr key={day.day}>
              <th scope="row" className={`${cellClasses} font-medium whitespace-nowrap`}>
                {day.day}
              </th>
              <td className={numberCell}>{day.sent}</td>
              <td className={numberCell}>{day.delivered}</td>
              <td className={numberCell}>{day.read}</td>
              <td className={numberCell}>{day.failed}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminPage>
  )
}
