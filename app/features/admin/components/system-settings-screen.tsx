import { useId, useState, type FormEvent } from 'react'
import { useRevalidator } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { systemSettingsEndpoints } from '#core/admin/admin.endpoints.ts'
import type { SystemSettingsResponse } from '#core/admin/system-settings.schema.ts'
import { FEATURE_FLAGS, MAINTENANCE_MESSAGE_MAX, type FeatureFlag } from '#core/admin/system-settings.ts'
import { renderError } from '#app/i18n/render.ts'
import { toApiError, type ApiErrorBody } from '#app/lib/api-client.ts'
import { callApi } from '#app/lib/call-api.ts'
import { Button } from '#app/ui/button.tsx'
import { Label } from '#app/ui/label.tsx'
import { Switch } from '#app/ui/switch.tsx'
import { AdminPage } from './admin-page.tsx'
import { AdminTable, cellClasses } from './admin-table.tsx'

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; changed: boolean } | { kind: 'failed'; error: ApiErrorBody }

/**
 * /admin/system-settings (decision 071): the feature flags and maintenance mode, saved together and
 * audited; the plan limits, read-only, with the module that defines them.
 */
export function SystemSettingsScreen({ settings }: { settings: SystemSettingsResponse }) {
  const { t } = useTranslation('admin')
  const revalidator = useRevalidator()
  const messageId = useId()
  const [flags, setFlags] = useState<Record<FeatureFlag, boolean>>(settings.flags)
  const [isMaintenanceOn, setMaintenanceOn] = useState(settings.maintenance.isOn)
  const [message, setMessage] = useState(settings.maintenance.message)
  const [state, setState] = useState<SaveState>({ kind: 'idle' })

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setState({ kind: 'saving' })
    try {
      const result = await callApi(systemSettingsEndpoints.update, { body: { flags, maintenance: { isOn: isMaintenanceOn, message } } })
      setState({ kind: 'saved', changed: result.changed })
      await revalidator.revalidate()
    } catch (error) {
      setState({ kind: 'failed', error: toApiError(error).body })
    }
  }

  return (
    <AdminPage heading={t('systemSettings.heading')} intro={t('systemSettings.intro')}>
      <form onSubmit={(event) => void save(event)} className="flex max-w-2xl flex-col gap-8">
        <section aria-labelledby="flags-heading" className="rounded-xl border border-line bg-surface-raised p-4">
          <h2 id="flags-heading" className="text-lg font-semibold text-ink">
            {t('systemSettings.flagsHeading')}
          </h2>
          <div className="mt-3 flex flex-col gap-4">
            {FEATURE_FLAGS.map((flag) => (
              <Switch
                key={flag}
                checked={flags[flag]}
                onCheckedChange={(checked) => setFlags((current) => ({ ...current, [flag]: checked }))}
                label={t(`systemSettings.flags.${flag}.label`)}
                description={t(`systemSettings.flags.${flag}.description`)}
              />
            ))}
          </div>
        </section>
        <section aria-labelledby="maintenance-heading" className="rounded-xl border border-line bg-surface-raised p-4">
          <h2 id="maintenance-heading" className="text-lg font-semibold text-ink">
            {t('systemSettings.maintenanceHeading')}
          </h2>
          <div className="mt-3 flex flex-col gap-3">
            <Switch
              checked={isMaintenanceOn}
              onCheckedChange={setMaintenanceOn}
              label={t('systemSettings.maintenanceLabel')}
              description={t('systemSettings.maintenanceDescription')}
            />
            <Label htmlFor={messageId}>{t('systemSettings.messageLabel')}</Label>
            <textarea
              id={messageId}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              maxLength={MAINTENANCE_MESSAGE_MAX}
              required={isMaintenanceOn}
              minLength={isMaintenanceOn ? 3 : undefined}
              rows={3}
              placeholder={t('systemSettings.messagePlaceholder')}
              className="w-full rounded-xl border border-line bg-surface px-3 py-2 text-base text-ink"
            />
          </div>
        </section>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button type="submit" disabled={state.kind === 'saving'}>
            {state.kind === 'saving' ? t('systemSettings.saving') : t('systemSettings.save')}
          </Button>
          <div aria-live="polite" className="text-sm">
            {state.kind === 'saved' ? (
              <p className="font-medium text-green-800 dark:text-green-300">
                {state.changed ? t('systemSettings.saved') : t('systemSettings.unchanged')}
              </p>
            ) : null}
            {state.kind === 'failed' ? <p className="font-medium text-red-700 dark:text-red-300">{renderError(t, state.error)}</p> : null}
          </div>
        </div>
      </form>
      <section aria-labelledby="limits-heading" className="mt-10 max-w-2xl">
        <h2 id="limits-heading" className="text-lg font-semibold text-ink">
          {t('systemSettings.limitsHeading')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('systemSettings.limitsIntro', { source: settings.limits.source })}</p>
        <div className="mt-3" data-testid="plan-limits">
          <AdminTable
            caption={t('systemSettings.limitsHeading')}
            headers={[
              t('systemSettings.limitFeature'),
              t('systemSettings.plans.guest'),
              t('systemSettings.plans.free'),
              t('systemSettings.plans.premium'),
            ]}
          >
            {settings.limits.data.map((limit) => (
              <tr key={limit.feature}>
                <th scope="row" className={`${cellClasses} font-medium`}>
                  {t(`systemSettings.features.${limit.feature}`)}
                </th>
                {[limit.guest, limit.free, limit.premium].map((value, index) => (
                  <td key={index} className={`${cellClasses} tabular-nums`}>
                    {value === null ? t('systemSettings.unlimited') : t('systemSettings.perDay', { count: value })}
                  </td>
                ))}
              </tr>
            ))}
          </AdminTable>
        </div>
      </section>
    </AdminPage>
  )
}
