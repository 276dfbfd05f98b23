import { useState, type FormEvent } from 'react'
import { useRevalidator } from 'react-router'
import { whatsappAdminEndpoints } from '#core/whatsapp/whatsapp.endpoints.ts'
import { BROADCAST_TEXT_MAX, broadcastSegments, type BroadcastSegment } from '#core/whatsapp/whatsapp.ts'
import { AdminPage, adminMeta } from '#app/features/admin/index.ts'
import { AdminTable, cellClasses } from '#app/features/admin/index.ts'
import { loadWhatsappBroadcasts } from '#app/features/whatsapp/load-admin.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { callApi } from '#app/lib/call-api.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { Button } from '#app/ui/button.tsx'
import { Field } from '#app/ui/form-field.tsx'
import { Progress } from '#app/ui/progress.tsx'
import { RadioGroup } from '#app/ui/radio-group.tsx'
import { showToast } from '#app/ui/toast-store.ts'
import type { Route } from './+types/admin-whatsapp-broadcasts'

/** /admin/whatsapp-broadcasts (admins): a template to a segment, throttled to the number's rate, with progress and a stop button. */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadWhatsappBroadcasts(request, context))

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminWhatsappBroadcastsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const revalidator = useRevalidator()
  const [text, setText] = useState('')
  const [segment, setSegment] = useState<BroadcastSegment>('all')

  async function run(work: () => Promise<unknown>) {
    try {
      await work()
      await revalidator.revalidate()
    } catch {
      showToast({ title: t('whatsapp.failed'), type: 'error' })
    }
  }

  function onStart(event: FormEvent) {
    event.preventDefault()
    if (text.trim() === '') return
    void run(async () => {
      await callApi(whatsappAdminEndpoints.startBroadcast, { body: { text: text.trim(), segment } })
      setText('')
    })
  }

  return (
    <AdminPage heading={t('areas.whatsappBroadcasts')} intro={t('whatsapp.broadcastsIntro')}>
      <form onSubmit={onStart} className="max-w-xl space-y-4 rounded-2xl border border-line bg-surface-raised p-5">
        <Field id="broadcast-text" label={t('whatsapp.broadcastText')}>
          <textarea
            id="broadcast-text"
            required
            maxLength={BROADCAST_TEXT_MAX}
            rows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="w-full rounded-lg border border-line bg-surface p-2 text-ink"
          />
        </Field>
        <RadioGroup
          legend={t('whatsapp.segment')}
          name="segment"
          value={segment}
          options={broadcastSegments.map((value) => ({ value, label: t(`whatsapp.segments.${value}`) }))}
          onValueChange={setSegment}
        />
        <Button type="submit">{t('whatsapp.start')}</Button>
      </form>
      <div className="mt-6 flex justify-end">
        <Button type="button" variant="ghost" size="sm" onClick={() => void revalidator.revalidate()}>
          {t('whatsapp.refresh')}
        </Button>
      </div>
      {loaderData.broadcasts.length === 0 ? (
        <p className="text-ink-muted">{t('whatsapp.none')}</p>
      ) : (
        <AdminTable
          caption={t('areas.whatsappBroadcasts')}
          headers={[
            t('whatsapp.broadcastText'),
            t('whatsapp.segment'),
            t('whatsapp.status'),
            t('whatsapp.createdBy'),
            t('whatsapp.actions'),
          ]}
        >
          {loaderData.broadcasts.map((broadcast) => (
            <tr key={broadcast.id}>
              <td className={`${cellClasses} max-w-xs break-words`}>{broadcast.text}</td>
              <td className={cellClasses}>{t(`whatsapp.segments.${broadcast.segment}`)}</td>
              <td className={`${cellClasses} min-w-40`}>
                <span>{t(`whatsapp.broadcastStates.${broadcast.state}`)}</span>
                <Progress
                  value={broadcast.total === 0 ? 100 : Math.min(100, (broadcast.sent / broadcast.total) * 100)}
                  label={t('whatsapp.progress', { sent: broadcast.sent, total: broadcast.total })}
                />
                <span className="text-xs text-ink-muted">{t('whatsapp.progress', { sent: broadcast.sent, total: broadcast.total })}</span>
              </td>
              <td className={`${cellClasses} break-all`}>{broadcast.created_by}</td>
              <td className={cellClasses}>
                {broadcast.state === 'running' ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => void run(() => callApi(whatsappAdminEndpoints.stopBroadcast, { params: { id: String(broadcast.id) } }))}
                  >
                    {t('whatsapp.stop')}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminPage>
  )
}
