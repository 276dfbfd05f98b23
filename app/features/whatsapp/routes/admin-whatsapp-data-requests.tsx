import { useState, type FormEvent } from 'react'
import { useRevalidator } from 'react-router'
import { formatIndiaDateTime } from '#core/format/date-time.ts'
import { whatsappAdminEndpoints } from '#core/whatsapp/whatsapp.endpoints.ts'
import { AdminPage, adminMeta } from '#app/features/admin/index.ts'
import { AdminTable, cellClasses } from '#app/features/admin/index.ts'
import { loadWhatsappDataRequests } from '#app/features/whatsapp/load-admin.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { apiHref, callApi } from '#app/lib/call-api.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { Field } from '#app/ui/form-field.tsx'
import { Input } from '#app/ui/input.tsx'
import { RadioGroup } from '#app/ui/radio-group.tsx'
import { showToast } from '#app/ui/toast-store.ts'
import type { Route } from './+types/admin-whatsapp-data-requests'

/** /admin/whatsapp-data-requests (every staff role): DPDP export and erasure requests with their due dates. */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadWhatsappDataRequests(request, context))

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminWhatsappDataRequestsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin')
  const revalidator = useRevalidator()
  const [email, setEmail] = useState('')
  const [kind, setKind] = useState<'export' | 'erase'>('export')

  async function run(work: () => Promise<unknown>) {
    try {
      await work()
      await revalidator.revalidate()
    } catch {
      showToast({ title: t('whatsapp.failed'), type: 'error' })
    }
  }

  function onAdd(event: FormEvent) {
    event.preventDefault()
    void run(async () => {
      await callApi(whatsappAdminEndpoints.addDataRequest, { body: { email: email.trim(), kind } })
      setEmail('')
    })
  }

  return (
    <AdminPage heading={t('areas.whatsappDataRequests')} intro={t('whatsapp.requestsIntro')}>
      <form onSubmit={onAdd} className="max-w-xl space-y-4 rounded-2xl border border-line bg-surface-raised p-5">
        <Field id="request-email" label={t('whatsapp.requestEmail')}>
          <Input id="request-email" type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field>
        <RadioGroup
          legend={t('whatsapp.requestKind')}
          name="kind"
          value={kind}
          options={(['export', 'erase'] as const).map((value) => ({ value, label: t(`whatsapp.kinds.${value}`) }))}
          onValueChange={setKind}
        />
        <Button type="submit">{t('whatsapp.add')}</Button>
      </form>
      <div className="mt-6">
        {loaderData.requests.length === 0 ? (
          <p className="text-ink-muted">{t('whatsapp.none')}</p>
        ) : (
          <AdminTable
            caption={t('areas.whatsappDataRequests')}
            headers={[
              t('whatsapp.email'),
              t('whatsapp.requestKind'),
              t('whatsapp.requested'),
              t('whatsapp.due'),
              t('whatsapp.status'),
              t('whatsapp.actions'),
            ]}
          >
            {loaderData.requests.map((request) => (
              <tr key={request.id}>
                <td className={`${cellClasses} break-all`}>{request.email}</td>
                <td className={cellClasses}>{t(`whatsapp.kinds.${request.kind}`)}</td>
                <td className={cellClasses} suppressHydrationWarning>
                  {formatIndiaDateTime(request.requested_at, i18n.language)}
                </td>
                <td className={cellClasses} suppressHydrationWarning>
                  {formatIndiaDateTime(request.due_at, i18n.language)}
                </td>
                <td className={cellClasses}>{t(`whatsapp.requestStates.${request.state}`)}</td>
                <td className={cellClasses}>
                  {request.kind === 'export' ? (
                    <a
                      href={apiHref(whatsappAdminEndpoints.exportData, { id: String(request.id) })}
                      download
                      className={buttonClasses({ variant: 'outline', size: 'sm' })}
                    >
                      {t('whatsapp.download')}
                    </a>
                  ) : request.state === 'open' ? (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        if (window.confirm(t('whatsapp.confirmErase')))
                          void run(() => callApi(whatsappAdminEndpoints.eraseData, { params: { id: String(request.id) } }))
                      }}
                    >
                      {t('whatsapp.erase')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
    </AdminPage>
  )
}
