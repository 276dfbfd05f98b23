import { useState, type FormEvent } from 'react'
import { whatsappAdminEndpoints } from '#core/whatsapp/whatsapp.endpoints.ts'
import { normalizePhone } from '#core/whatsapp/whatsapp.ts'
import { AdminPage, adminMeta } from '#app/features/admin/index.ts'
import { loadWhatsappConfig } from '#app/features/whatsapp/load-admin.server.ts'
import { AdminTable, cellClasses } from '#app/features/admin/index.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { callApi } from '#app/lib/call-api.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { Button } from '#app/ui/button.tsx'
import { Field } from '#app/ui/form-field.tsx'
import { Input } from '#app/ui/input.tsx'
import { showToast } from '#app/ui/toast-store.ts'
import type { Route } from './+types/admin-whatsapp-config'

/** /admin/whatsapp-config (admins): credentials status, templates, send window and a test send. */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadWhatsappConfig(request, context))

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title)
}

export default function AdminWhatsappConfigPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const { config } = loaderData
  const [phone, setPhone] = useState('')
  const [error, setError] = useState<string | undefined>()
  const setOrNot = (isSet: boolean) => (isSet ? t('whatsapp.isSet') : t('whatsapp.notSet'))
  const rows: Array<[string, string]> = [
    [t('whatsapp.provider'), config.provider === 'cloud' ? t('whatsapp.providerCloud') : t('whatsapp.providerLocal')],
    ...(config.provider === 'cloud'
      ? ([
          [t('whatsapp.apiBaseUrl'), `${config.api_base_url ?? ''} ${config.api_version ?? ''}`],
          [t('whatsapp.phoneNumberId'), config.phone_number_id ?? ''],
        ] satisfies Array<[string, string]>)
      : []),
    [t('whatsapp.accessToken'), setOrNot(config.has_access_token)],
    [t('whatsapp.appSecret'), setOrNot(config.has_app_secret)],
    [t('whatsapp.verifyToken'), setOrNot(config.has_verify_token)],
    [t('whatsapp.rate'), t('whatsapp.rateValue', { count: config.messages_per_second })],
    [t('whatsapp.sendWindow'), t('whatsapp.sendWindowValue', { hour: config.send_hour_ist })],
  ]

  async function onTest(event: FormEvent) {
    event.preventDefault()
    const normalized = normalizePhone(phone)
    if (normalized === null) {
      setError(t('account:notificationSettings.errors.invalidPhoneBody'))
      return
    }
    setError(undefined)
    try {
      await callApi(whatsappAdminEndpoints.testSend, { body: { phone: normalized } })
      showToast({ title: t('whatsapp.testQueued'), type: 'success' })
    } catch {
      showToast({ title: t('whatsapp.failed'), type: 'error' })
    }
  }

  return (
    <AdminPage heading={t('areas.whatsappConfig')} intro={t('whatsapp.configIntro')}>
      <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-line bg-surface-raised p-5 sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
            <dd className="text-sm break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-8 mb-3 text-lg font-semibold text-ink">{t('whatsapp.templates')}</h2>
      <AdminTable
        caption={t('whatsapp.templates')}
        headers={[t('whatsapp.templateName'), t('whatsapp.templateUse'), t('whatsapp.languages')]}
      >
        {config.templates.map((template) => (
          <tr key={template.name}>
            <td className={`${cellClasses} font-mono`}>{template.name}</td>
            <td className={cellClasses}>{template.template}</td>
            <td className={cellClasses}>{template.languages.join(', ')}</td>
          </tr>
        ))}
      </AdminTable>
      <form onSubmit={(event) => void onTest(event)} noValidate className="mt-8 max-w-md space-y-3">
        <h2 className="text-lg font-semibold text-ink">{t('whatsapp.testHeading')}</h2>
        <Field id="test-phone" label={t('whatsapp.testPhone')} error={error}>
          <Input
            id="test-phone"
            type="tel"
            value={phone}
            placeholder="+91 98765 43210"
            onChange={(event) => setPhone(event.target.value)}
          />
        </Field>
        <Button type="submit">{t('whatsapp.testSend')}</Button>
      </form>
    </AdminPage>
  )
}
