import { useId, useState } from 'react'
import { Pause, Play, PlugZap, RefreshCw } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { emailMonitorEndpoints } from '#core/email-monitor/email-monitor.endpoints.ts'
import { EMAIL_MONITOR_INTERVAL_MINUTES, type EmailMonitorFailure } from '#core/email-monitor/email-monitor.ts'
import type { EmailMonitorSettings, EmailMonitorStatus } from '#core/email-monitor/email-monitor.schema.ts'
import { formatIndiaDateTime } from '#core/format/date-time.ts'
import type { ApplicationStatus } from '#core/workspace/applications.ts'
import { renderError } from '#app/i18n/render.ts'
import { toApiError, type ApiErrorBody } from '#app/lib/api-client.ts'
import { callApi } from '#app/lib/call-api.ts'
import { useAppForm } from '#app/lib/use-app-form.ts'
import { Badge } from '#app/ui/badge.tsx'
import { Button } from '#app/ui/button.tsx'
import { describedBy, Field } from '#app/ui/form-field.tsx'
import { Input } from '#app/ui/input.tsx'

interface MonitorValues {
  host: string
  /** As typed; the form's schema makes it a number. */
  port: string | number
  tls: boolean
  user: string
  /** Empty keeps the saved password. */
  password: string
}

const loadSchema = () => import('#core/email-monitor/email-monitor.schema.ts').then((module) => module.emailMonitorFormSchema)

type Action = 'test' | 'start' | 'stop' | 'check'

/**
 * The e-mail-response monitor on /admin/email-logs (decision 070): the mailbox's credentials (the
 * password is never shown, only whether one is saved), Test connection, Start and Stop, the state,
 * the last test and check with their failures ('Connection Failed', 'Monitoring Failed'), and the
 * replies it acted on. Every press answers with the monitor as the server now has it.
 */
export function EmailMonitorPanel({ initial, localInboxPath }: { initial: EmailMonitorStatus; localInboxPath: string | null }) {
  const { t, i18n } = useTranslation(['admin', 'workspace'])
  const id = useId()
  const [status, setStatus] = useState(initial)
  const [busy, setBusy] = useState<Action | null>(null)
  const [error, setError] = useState<ApiErrorBody | null>(null)
  const [isCheckQueued, setIsCheckQueued] = useState(false)
  const { form, handleSubmit, applyServerError, formError } = useAppForm<MonitorValues, EmailMonitorSettings>({
    loadSchema,
    defaultValues: {
      host: initial.settings?.host ?? '',
      port: initial.settings?.port ?? 993,
      tls: initial.settings?.tls ?? true,
      user: initial.settings?.user ?? '',
      password: '',
    },
  })
  const errors = form.formState.errors
  const messages = {
    host: errors.host ? t('admin:emailMonitor.fieldErrors.host') : undefined,
    port: errors.port ? t('admin:emailMonitor.fieldErrors.port') : undefined,
    user: errors.user ? t('admin:emailMonitor.fieldErrors.user') : undefined,
    password: errors.password ? (errors.password.message ?? t('admin:emailMonitor.fieldErrors.password')) : undefined,
  }
  const time = (iso: string) => formatIndiaDateTime(iso, i18n.language)
  const failureText = (failure: EmailMonitorFailure | null) => t(`admin:emailMonitor.failures.${failure ?? 'internal'}`)
  const statusName = (value: ApplicationStatus) => t(`workspace:statuses.${value}`)

  async function run(action: Action, call: () => Promise<{ data: EmailMonitorStatus }>) {
    setBusy(action)
    setError(null)
    setIsCheckQueued(false)
    try {
      const answer = await call()
      setStatus(answer.data)
      if (action === 'test') form.resetField('password')
      if (action === 'check') setIsCheckQueued(true)
    } catch (caught) {
      if (action === 'test') applyServerError(caught)
      else setError(toApiError(caught).body)
    } finally {
      setBusy(null)
    }
  }

  const submit = handleSubmit((settings) => run('test', () => callApi(emailMonitorEndpoints.test, { body: settings })))
  const isActive = status.state === 'active'
  const shownError = error ?? formError

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-8 rounded-2xl border border-line bg-surface-raised p-4 sm:p-6"
      data-testid="email-monitor"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink">
          {t('admin:emailMonitor.heading')}
        </h2>
        <Badge tone={isActive ? 'success' : 'neutral'} data-testid="email-monitor-state">
          {t(`admin:emailMonitor.states.${status.state}`)}
        </Badge>
      </div>
      <p className="mt-2 text-base text-ink-muted">{t('admin:emailMonitor.intro', { minutes: EMAIL_MONITOR_INTERVAL_MINUTES })}</p>
      {status.provider === 'local' ? (
        <p className="mt-3 rounded-xl bg-surface px-3 py-2 text-sm text-ink-muted">
          {t('admin:emailMonitor.localProvider')}
          {localInboxPath ? (
            <>
              {' '}
              <a href={localInboxPath} className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200">
                {t('admin:emailMonitor.localInboxLink')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-semibold text-ink-muted">{t('admin:emailMonitor.connection')}</dt>
        <dd className="text-ink" data-testid="email-monitor-connection">
          {status.connection.result === 'failed' ? (
            <span className="text-red-800 dark:text-red-300">
              <strong>{t('admin:emailMonitor.connectionResults.failed')}</strong>: {failureText(status.connection.failure)}
            </span>
          ) : (
            t(`admin:emailMonitor.connectionResults.${status.connection.result}`, {
              time: status.connection.tested_at ? time(status.connection.tested_at) : '',
            })
          )}
        </dd>
        <dt className="font-semibold text-ink-muted">{t('admin:emailMonitor.lastCheck')}</dt>
        <dd className="text-ink" data-testid="email-monitor-last-check">
          {status.last_check === null ? (
            t('admin:emailMonitor.never')
          ) : status.last_check.is_ok ? (
            t('admin:emailMonitor.checkOk', {
              time: time(status.last_check.at),
              messages: status.last_check.messages,
              moved: status.last_check.moved,
            })
          ) : (
            <span className="text-red-800 dark:text-red-300">
              <strong>{t('admin:emailMonitor.monitoringFailed')}</strong> ({time(status.last_check.at)}):{' '}
              {failureText(status.last_check.failure)}
            </span>
          )}
        </dd>
      </dl>

      <form onSubmit={submit} noValidate className="mt-5 grid gap-4 sm:grid-cols-[1fr_7rem]" aria-label={t('admin:emailMonitor.heading')}>
        <Field id={`${id}-host`} label={t('admin:emailMonitor.host')} error={messages.host}>
          <Input
            {...form.register('host')}
            {...describedBy(`${id}-host`, { error: messages.host })}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('admin:emailMonitor.hostPlaceholder')}
          />
        </Field>
        <Field id={`${id}-port`} label={t('admin:emailMonitor.port')} error={messages.port}>
          <Input
            {...form.register('port')}
            {...describedBy(`${id}-port`, { error: messages.port })}
            inputMode="numeric"
            autoComplete="off"
          />
        </Field>
        <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink sm:col-span-2">
          <input type="checkbox" {...form.register('tls')} className="size-5 accent-brand-600" />
          {t('admin:emailMonitor.tls')}
        </label>
        <Field id={`${id}-user`} label={t('admin:emailMonitor.user')} error={messages.user}>
          <Input
            {...form.register('user')}
            {...describedBy(`${id}-user`, { error: messages.user })}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <div className="sm:col-span-2">
          <Field
            id={`${id}-password`}
            label={t('admin:emailMonitor.password')}
            hint={status.settings?.has_password ? t('admin:emailMonitor.passwordSaved') : t('admin:emailMonitor.passwordNone')}
            error={messages.password}
          >
            <Input
              {...form.register('password')}
              {...describedBy(`${id}-password`, {
                hint: status.settings?.has_password ? t('admin:emailMonitor.passwordSaved') : t('admin:emailMonitor.passwordNone'),
                error: messages.password,
              })}
              type="password"
              autoComplete="new-password"
            />
          </Field>
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" variant="secondary" disabled={busy !== null}>
            <PlugZap aria-hidden="true" className="size-4" />
            {busy === 'test' ? t('admin:emailMonitor.testing') : t('admin:emailMonitor.test')}
          </Button>
          {isActive ? (
            <>
              <Button
                type="button"
                variant="outline"
                disabled={busy !== null}
                onClick={() => void run('stop', () => callApi(emailMonitorEndpoints.stop))}
              >
                <Pause aria-hidden="true" className="size-4" />
                {t('admin:emailMonitor.stop')}
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={busy !== null}
                onClick={() => void run('check', () => callApi(emailMonitorEndpoints.checkNow))}
              >
                <RefreshCw aria-hidden="true" className="size-4" />
                {t('admin:emailMonitor.checkNow')}
              </Button>
            </>
          ) : (
            <Button type="button" disabled={busy !== null} onClick={() => void run('start', () => callApi(emailMonitorEndpoints.start))}>
              <Play aria-hidden="true" className="size-4" />
              {t('admin:emailMonitor.start')}
            </Button>
          )}
        </div>
      </form>
      <p aria-live="polite" className="mt-3 text-sm" data-testid="email-monitor-feedback">
        {shownError ? <span className="font-medium text-red-700 dark:text-red-300">{renderError(t, shownError)}</span> : null}
        {isCheckQueued ? (
          <span className="font-medium text-green-800 dark:text-green-300">{t('admin:emailMonitor.checkQueued')}</span>
        ) : null}
      </p>

      <h3 className="mt-6 text-lg font-semibold text-ink">{t('admin:emailMonitor.matchesHeading')}</h3>
      {status.matches.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('admin:emailMonitor.noMatches')}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3" data-testid="email-monitor-matches">
          {status.matches.map((match) => (
            <li key={match.id} className="rounded-xl border border-line p-3 text-sm">
              <p className="font-semibold break-words text-ink">
                {t('admin:emailMonitor.match', { applicant: match.applicant, title: match.job_title, employer: match.employer_name })}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-ink">
                <Badge tone={match.kind === 'interview' ? 'info' : 'danger'}>{t(`admin:emailMonitor.kinds.${match.kind}`)}</Badge>
                {match.is_moved
                  ? t('admin:emailMonitor.moved', { from: statusName(match.from_status), to: statusName(match.to_status) })
                  : t('admin:emailMonitor.notMoved', { status: statusName(match.from_status) })}
                <time dateTime={match.at} className="text-ink-muted">
                  {time(match.at)}
                </time>
              </p>
              <p className="mt-1 break-words text-ink-muted">
                {t('admin:emailMonitor.why', { phrase: match.phrase, subject: match.subject, sender: match.sender })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
