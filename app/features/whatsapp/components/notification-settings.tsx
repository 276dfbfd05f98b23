import { useState } from 'react'
import { href, Link } from 'react-router'
import { formatIndiaDateTime } from '#core/format/date-time.ts'
import type { WhatsappSettings } from '#core/whatsapp/whatsapp.schema.ts'
import { alertChannels, normalizePhone, type AlertChannel } from '#core/whatsapp/whatsapp.ts'
import { renderError } from '#app/i18n/render.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { toApiError } from '#app/lib/api-client.ts'
import { useAppForm } from '#app/lib/use-app-form.ts'
import { Badge } from '#app/ui/badge.tsx'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { describedBy, Field } from '#app/ui/form-field.tsx'
import { Input } from '#app/ui/input.tsx'
import { RadioGroup } from '#app/ui/radio-group.tsx'
import { Switch } from '#app/ui/switch.tsx'
import { showToast } from '#app/ui/toast-store.ts'
import { saveSettings, sendTestMessage, setSearchAlert, simulateReply } from '#app/features/whatsapp/api.ts'

interface FormValues {
  phone: string
  isDailyOn: boolean
  dailyChannel: AlertChannel
}

/** Spec 000 §2 "Onboarding and notification settings": phone, daily toggle, status, test message, development page link. */
export function NotificationSettings({ initial }: { initial: WhatsappSettings }) {
  const { t, i18n } = useTranslation('account')
  const [settings, setSettings] = useState(initial)
  const [isTesting, setIsTesting] = useState(false)
  const { form, field, handleSubmit } = useAppForm<FormValues>({
    defaultValues: { phone: initial.phone ?? '', isDailyOn: initial.is_daily_on, dailyChannel: initial.daily_channel },
  })
  const isDailyOn = form.watch('isDailyOn')
  const dailyChannel = form.watch('dailyChannel')
  const { isSubmitting } = form.formState
  const state = settings.state ?? 'pending'

  const onSave = handleSubmit(async (values) => {
    const phone = normalizePhone(values.phone)
    if (phone === null) {
      form.setError('phone', { type: 'client', message: t('notificationSettings.errors.invalidPhoneBody') })
      showToast({
        title: t('notificationSettings.errors.invalidPhone'),
        description: t('notificationSettings.errors.invalidPhoneBody'),
        type: 'error',
      })
      return
    }
    try {
      const saved = await saveSettings({ phone, is_daily_on: values.isDailyOn, daily_channel: values.dailyChannel })
      setSettings(saved)
      form.reset({ phone: saved.phone ?? '', isDailyOn: saved.is_daily_on, dailyChannel: saved.daily_channel })
      showToast({ title: t('notificationSettings.saved'), type: 'success' })
    } catch (error) {
      const isPhone = toApiError(error).body.code === 'VALIDATION_INVALID_PHONE'
      showToast({
        title: isPhone ? t('notificationSettings.errors.invalidPhone') : t('notificationSettings.errors.saveFailed'),
        ...(isPhone ? { description: t('notificationSettings.errors.invalidPhoneBody') } : {}),
        type: 'error',
      })
    }
  })

  async function onTest() {
    setIsTesting(true)
    try {
      const count = await sendTestMessage()
      showToast({
        title: t('notificationSettings.testSent'),
        description: t('notificationSettings.testSentBody', { count }),
        type: 'success',
      })
    } catch (error) {
      const body = toApiError(error).body
      const title =
        body.reason === 'whatsapp_phone_missing'
          ? t('notificationSettings.errors.missingInformation')
          : body.reason === 'whatsapp_opt_in_required'
            ? t('notificationSettings.errors.optInRequired')
            : body.reason === 'whatsapp_no_jobs'
              ? t('notificationSettings.errors.noJobs')
              : t('notificationSettings.errors.testFailed')
      const description = renderError(t, body)
      showToast({ title, description, type: 'error' })
    } finally {
      setIsTesting(false)
    }
  }

  async function onReply(text: 'START' | 'STOP') {
    try {
      setSettings(await simulateReply(text))
    } catch {
      showToast({ title: t('notificationSettings.errors.testFailed'), type: 'error' })
    }
  }

  async function onSearchAlert(id: number, next: { is_email_on: boolean; is_whatsapp_on: boolean }) {
    try {
      setSettings(await setSearchAlert(id, next))
    } catch {
      showToast({ title: t('notificationSettings.errors.saveFailed'), type: 'error' })
    }
  }

  const phoneError = form.formState.errors.phone?.message
  const hint = t('notificationSettings.phoneHint')
  const sectionClasses = 'rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6'

  return (
    <div className="space-y-6">
      <section aria-labelledby="whatsapp-heading" className={sectionClasses}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="whatsapp-heading" className="text-lg font-semibold text-ink">
            {t('notificationSettings.whatsappHeading')}
          </h2>
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            {t('notificationSettings.status')}:{' '}
            <Badge tone={state === 'active' ? 'success' : 'accent'} data-testid="whatsapp-state">
              {t(`notificationSettings.state.${state}`)}
            </Badge>
          </p>
        </div>
        {state !== 'active' && settings.phone ? <p className="mt-3 text-sm text-ink-muted">{t('notificationSettings.optInHelp')}</p> : null}
        {settings.last_sent_at ? (
          <p className="mt-2 text-sm text-ink-muted" suppressHydrationWarning>
            {t('notificationSettings.lastSent', { when: formatIndiaDateTime(settings.last_sent_at, i18n.language) })}
          </p>
        ) : null}
        <form noValidate onSubmit={onSave} className="mt-5 space-y-5">
          <Field id="whatsapp-phone" label={t('notificationSettings.phoneLabel')} hint={hint} error={phoneError}>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+91 98765 43210"
              {...describedBy('whatsapp-phone', { hint, error: phoneError })}
              {...field('phone')}
            />
          </Field>
          <Switch
            checked={isDailyOn}
            onCheckedChange={(checked) => form.setValue('isDailyOn', checked, { shouldDirty: true })}
            label={t('notificationSettings.dailyLabel')}
            description={`${t('notificationSettings.dailyHint', { count: settings.daily_jobs })}${settings.daily_jobs === 1 ? ` ${t('notificationSettings.premiumNote')}` : ''}`}
          />
          {isDailyOn ? (
            <RadioGroup
              legend={t('notificationSettings.channelLegend')}
              name="daily-channel"
              value={dailyChannel}
              options={alertChannels.map((channel) => ({ value: channel, label: t(`notificationSettings.channel.${channel}`) }))}
              onValueChange={(value) => form.setValue('dailyChannel', value, { shouldDirty: true })}
            />
          ) : null}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('notificationSettings.saving') : t('notificationSettings.save')}
          </Button>
        </form>
      </section>

      <section aria-labelledby="test-heading" className={sectionClasses}>
        <h2 id="test-heading" className="text-lg font-semibold text-ink">
          {t('notificationSettings.testHeading')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('notificationSettings.testIntro')}</p>
        <Button type="button" variant="outline" className="mt-4" onClick={() => void onTest()} disabled={isTesting}>
          {isTesting ? t('notificationSettings.testSending') : t('notificationSettings.testSend')}
        </Button>
      </section>

      {settings.can_simulate_reply ? (
        <section aria-labelledby="dev-heading" className={`${sectionClasses} border-dashed`}>
          <h2 id="dev-heading" className="text-lg font-semibold text-ink">
            {t('notificationSettings.devHeading')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('notificationSettings.devIntro')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button type="button" variant="outline" size="sm" disabled={!settings.phone} onClick={() => void onReply('START')}>
              {t('notificationSettings.devStart')}
            </Button>
            <Button type="button" variant="outline" size="sm" disabled={!settings.phone} onClick={() => void onReply('STOP')}>
              {t('notificationSettings.devStop')}
            </Button>
            <Link to={href('/dev/mailbox')} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              {t('notificationSettings.devMailbox')}
            </Link>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="searches-heading" className={sectionClasses}>
        <h2 id="searches-heading" className="text-lg font-semibold text-ink">
          {t('notificationSettings.searchesHeading')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('notificationSettings.searchesIntro')}</p>
        {settings.saved_searches.length === 0 ? (
          <p className="mt-4 text-sm text-ink-muted">{t('notificationSettings.searchesNone')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-line">
            {settings.saved_searches.map((search) => (
              <li key={search.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span className="font-medium text-ink">{search.name}</span>
                <span className="flex gap-4 text-sm">
                  <label className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={search.is_email_on}
                      onChange={(event) =>
                        void onSearchAlert(search.id, { is_email_on: event.target.checked, is_whatsapp_on: search.is_whatsapp_on })
                      }
                    />
                    {t('notificationSettings.searchEmail')}
                  </label>
                  <label className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={search.is_whatsapp_on}
                      onChange={(event) =>
                        void onSearchAlert(search.id, { is_email_on: search.is_email_on, is_whatsapp_on: event.target.checked })
                      }
                    />
                    {t('notificationSettings.searchWhatsapp')}
                  </label>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
