import { useState } from 'react'
import { RotateCw, Search } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Form, href, Link, useRevalidator } from 'react-router'
import { emailLogEndpoints } from '#core/admin/admin.endpoints.ts'
import { outboxStates, type OutboxState } from '#core/admin/email-logs.ts'
import type { EmailLogEntry, EmailLogQuery, EmailLogResponse } from '#core/admin/email-logs.schema.ts'
import { formatIndiaDateTime } from '#core/format/date-time.ts'
import { renderError } from '#app/i18n/render.ts'
import { toApiError, type ApiErrorBody } from '#app/lib/api-client.ts'
import { callApi } from '#app/lib/call-api.ts'
import { Badge, type BadgeTone } from '#app/ui/badge.tsx'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { Input } from '#app/ui/input.tsx'
import { Label } from '#app/ui/label.tsx'
import { Select } from '#app/ui/select.tsx'
import type { EmailMonitorStatus } from '#core/email-monitor/email-monitor.schema.ts'
import { AdminPage } from './admin-page.tsx'
import { EmailMonitorPanel } from './email-monitor-panel.tsx'

const stateTones: Record<OutboxState, BadgeTone> = { pending: 'info', sending: 'accent', sent: 'success', failed: 'danger' }

export interface EmailLogsScreenProps {
  filter: EmailLogQuery
  page: EmailLogResponse
  isFirstPage: boolean
  monitor: EmailMonitorStatus
  localInboxPath: string | null
}

/** The query string of the filter, with the page's cursor when given. */
function filterQuery(filter: EmailLogQuery, after?: string): string {
  const params = new URLSearchParams()
  if (filter.state) params.set('state', filter.state)
  if (filter.template) params.set('template', filter.template)
  if (filter.recipient) params.set('recipient', filter.recipient)
  if (after) params.set('after', after)
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

/** /admin/email-logs: every message the outbox holds, newest first, filtered; a failed one can be sent again. */
export function EmailLogsScreen({ filter, page, isFirstPage, monitor, localInboxPath }: EmailLogsScreenProps) {
  const { t } = useTranslation('admin')
  const hasFilter = Boolean(filter.state || filter.template || filter.recipient)
  return (
    <AdminPage heading={t('emailLogs.heading')} intro={t('emailLogs.intro')}>
      <Form method="get" role="search" className="grid gap-3 sm:grid-cols-[10rem_12rem_1fr_auto] sm:items-end">
        <div>
          <Label htmlFor="email-log-state">{t('emailLogs.state')}</Label>
          <Select id="email-log-state" name="state" defaultValue={filter.state ?? ''} className="mt-1.5">
            <option value="">{t('emailLogs.anyState')}</option>
            {outboxStates.map((state) => (
              <option key={state} value={state}>
                {t(`emailLogs.states.${state}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="email-log-template">{t('emailLogs.template')}</Label>
          <Select id="email-log-template" name="template" defaultValue={filter.template ?? ''} className="mt-1.5">
            <option value="">{t('emailLogs.anyTemplate')}</option>
            {page.templates.map((template) => (
              <option key={template} value={template}>
                {template}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="email-log-recipient">{t('emailLogs.recipient')}</Label>
          <Input
            id="email-log-recipient"
            name="recipient"
            type="search"
            autoComplete="off"
            minLength={3}
            maxLength={254}
            defaultValue={filter.recipient ?? ''}
            placeholder={t('emailLogs.recipientPlaceholder')}
            className="mt-1.5"
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t('emailLogs.filter')}
        </Button>
      </Form>
      {page.data.length === 0 ? (
        <p className="mt-8 text-base text-ink-muted" role="status">
          {hasFilter ? t('emailLogs.noMatches') : t('emailLogs.empty')}
        </p>
      ) : (
        <ol className="mt-6 flex flex-col gap-3" data-testid="email-log-entries">
          {page.data.map((entry) => (
            <li key={entry.id}>
              <EmailLogCard entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <nav aria-label={t('emailLogs.pages')} className="mt-6 flex flex-wrap gap-3">
        {isFirstPage ? null : (
          <Link to={`${href('/admin/email-logs')}${filterQuery(filter)}`} className={buttonClasses({ variant: 'outline' })}>
            {t('emailLogs.newest')}
          </Link>
        )}
        {page.next_after === null ? null : (
          <Link
            to={`${href('/admin/email-logs')}${filterQuery(filter, page.next_after)}`}
            className={buttonClasses({ variant: 'outline' })}
          >
            {t('emailLogs.older')}
          </Link>
        )}
      </nav>
      <EmailMonitorPanel initial={monitor} localInboxPath={localInboxPath} />
    </AdminPage>
  )
}

type ResendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'queued' } | { kind: 'failed'; error: ApiErrorBody }

function EmailLogCard({ entry }: { entry: EmailLogEntry }) {
  const { t, i18n } = useTranslation('admin')
  const revalidator = useRevalidator()
  const [resend, setResend] = useState<ResendState>({ kind: 'idle' })

  async function sendAgain() {
    setResend({ kind: 'sending' })
    try {
      await callApi(emailLogEndpoints.resend, { params: { id: entry.id } })
      setResend({ kind: 'queued' })
      await revalidator.revalidate()
    } catch (error) {
      setResend({ kind: 'failed', error: toApiError(error).body })
    }
  }

  return (
    <article className="rounded-xl border border-line bg-surface-raised p-4" aria-labelledby={`email-log-${entry.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`email-log-${entry.id}`} className="font-semibold break-all text-ink">
          {entry.recipient}
        </h2>
        <Badge tone={stateTones[entry.state]}>{t(`emailLogs.states.${entry.state}`)}</Badge>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-ink-muted">{t('emailLogs.template')}</dt>
        <dd className="text-ink">
          {entry.template} · {entry.channel === 'sms' ? t('emailLogs.channels.sms') : t('emailLogs.channels.email')} · {entry.locale}
        </dd>
        <dt className="font-semibold text-ink-muted">{t('emailLogs.written')}</dt>
        <dd className="text-ink">
          <time dateTime={entry.created_at}>{formatIndiaDateTime(entry.created_at, i18n.language)}</time>
        </dd>
        {entry.sent_at === null ? null : (
          <>
            <dt className="font-semibold text-ink-muted">{t('emailLogs.sent')}</dt>
            <dd className="text-ink">
              <time dateTime={entry.sent_at}>{formatIndiaDateTime(entry.sent_at, i18n.language)}</time>
            </dd>
          </>
        )}
        <dt className="font-semibold text-ink-muted">{t('emailLogs.attempts')}</dt>
        <dd className="text-ink">{entry.attempts}</dd>
        {entry.last_error === null ? null : (
          <>
            <dt className="font-semibold text-ink-muted">{t('emailLogs.lastError')}</dt>
            <dd className="break-words text-red-800 dark:text-red-300">{entry.last_error}</dd>
          </>
        )}
      </dl>
      {entry.state === 'failed' ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button type="button" variant="secondary" onClick={() => void sendAgain()} disabled={resend.kind === 'sending'}>
            <RotateCw aria-hidden="true" className="size-4" />
            {resend.kind === 'sending' ? t('emailLogs.resending') : t('emailLogs.resend')}
          </Button>
          <p aria-live="polite" className="text-sm">
            {resend.kind === 'failed' ? (
              <span className="font-medium text-red-700 dark:text-red-300">{renderError(t, resend.error)}</span>
            ) : null}
          </p>
        </div>
      ) : resend.kind === 'queued' ? (
        <p className="mt-3 text-sm font-medium text-green-800 dark:text-green-300" role="status">
          {t('emailLogs.queued')}
        </p>
      ) : null}
    </article>
  )
}
