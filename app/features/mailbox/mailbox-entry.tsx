import { formatIndiaDateTime } from '#core/format/date-time.ts'
import { Mail, MessageCircle, MessageSquareText } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { MailboxEntry, OutboxState } from '#core/notifications/mailbox.ts'
import { Badge, type BadgeTone } from '#app/ui/badge.tsx'
import { MessageBody } from './message-body.tsx'

const stateTones: Record<OutboxState, BadgeTone> = {
  pending: 'accent',
  sending: 'info',
  sent: 'success',
  failed: 'neutral',
}

const templateKeys = {
  'verify-email': 'kind.verifyEmail',
  'reset-password': 'kind.resetPassword',
  welcome: 'kind.welcome',
  'phone-code': 'kind.phoneCode',
  invoice: 'kind.invoice',
  'whatsapp-test': 'kind.whatsappTest',
  'whatsapp-daily': 'kind.whatsappDaily',
  'whatsapp-broadcast': 'kind.whatsappBroadcast',
  'daily-jobs-email': 'kind.dailyJobsEmail',
  'saved-search-email': 'kind.savedSearchEmail',
} as const

function isKnownTemplate(template: string): template is keyof typeof templateKeys {
  return template in templateKeys
}

export function MailboxEntryCard({ entry }: { entry: MailboxEntry }) {
  const { t, i18n } = useTranslation('mailbox')
  const kindLabel = isKnownTemplate(entry.template) ? t(templateKeys[entry.template]) : entry.template
  const ChannelIcon = entry.channel === 'sms' ? MessageSquareText : entry.channel === 'whatsapp' ? MessageCircle : Mail
  const headingId = `mailbox-entry-${entry.id}`
  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Badge tone="brand">
          <ChannelIcon aria-hidden="true" />
          {t(`channel.${entry.channel}`)}
        </Badge>
        <Badge tone={stateTones[entry.state]}>{t(`state.${entry.state}`)}</Badge>
        <Badge tone="neutral">{t(`language.${entry.locale}`)}</Badge>
        <time dateTime={entry.createdAt} suppressHydrationWarning className="text-sm text-ink-muted sm:ml-auto">
          {formatIndiaDateTime(entry.createdAt, i18n.language, 'medium')}
        </time>
      </div>
      {/* The message is in the recipient's language, which may not be the page's. */}
      <h2 id={headingId} lang={entry.subject ? entry.locale : undefined} className="mt-3 text-lg font-semibold text-ink">
        {entry.subject ?? kindLabel}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {entry.subject ? `${kindLabel} · ` : ''}
        {t('to')}: <span className="font-medium break-all text-ink">{entry.recipient}</span>
      </p>
      {entry.code ? (
        <dl className="mt-4 inline-flex flex-col rounded-xl border border-brand-200 bg-brand-50 px-4 py-2 dark:border-brand-800 dark:bg-brand-900/40">
          <dt className="text-xs font-semibold text-brand-800 dark:text-brand-100">{t('code')}</dt>
          <dd className="font-mono text-3xl font-bold tracking-[0.3em] text-ink tabular-nums">{entry.code}</dd>
        </dl>
      ) : null}
      <div className="mt-4">
        {entry.body ? (
          <MessageBody parts={entry.body} language={entry.locale} />
        ) : (
          <p className="rounded-xl bg-surface-muted px-3 py-3 text-sm text-ink-muted sm:px-4">{t('unreadable')}</p>
        )}
      </div>
      {entry.lastError ? (
        <p className="mt-3 text-sm text-red-700 dark:text-red-300">
          {t('lastError', { error: entry.lastError })} · {t('attempts', { count: entry.attempts })}
        </p>
      ) : null}
    </li>
  )
}
