import { Inbox, RefreshCw } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'
import type { MailboxEntry } from '#core/notifications/mailbox.ts'
import { buttonClasses } from '#app/ui/button.tsx'
import { MailboxEntryCard } from './mailbox-entry.tsx'

export interface MailboxPageProps {
  entries: MailboxEntry[]
  /** How many of the newest messages the page lists at most. */
  limit: number
}

/** /dev/mailbox: what the outbox holds, so a person running the product locally can verify an e-mail or read a code. */
export function MailboxPage({ entries, limit }: MailboxPageProps) {
  const { t } = useTranslation('mailbox')
  return (
    <section aria-labelledby="mailbox-heading" className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-brand-700 dark:text-brand-200">{t('devOnly')}</p>
          <h1 id="mailbox-heading" className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {t('heading')}
          </h1>
        </div>
        <Link to={href('/dev/mailbox')} replace className={buttonClasses({ variant: 'outline' })}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('refresh')}
        </Link>
      </div>
      <p className="mt-3 text-base text-ink-muted">{t('intro')}</p>
      {entries.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-12 text-center">
          <Inbox aria-hidden="true" className="size-10 text-ink-muted" />
          <h2 className="mt-3 text-lg font-semibold text-ink">{t('empty.title')}</h2>
          <p className="mt-1 max-w-md text-sm text-ink-muted">{t('empty.description')}</p>
          <Link to={href('/auth')} className={buttonClasses({ className: 'mt-5' })}>
            {t('empty.action')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm font-medium text-ink-muted">
            {/* A full page is the newest {limit}, not a count of everything the outbox holds. */}
            {entries.length >= limit ? t('newestOnly', { count: limit }) : t('count', { count: entries.length })}
          </p>
          <ol className="mt-3 flex flex-col gap-4">
            {entries.map((entry) => (
              <MailboxEntryCard key={entry.id} entry={entry} />
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
