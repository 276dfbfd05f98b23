import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { AdminPage } from '#app/features/admin/index.ts'
import { Badge } from '#app/ui/badge.tsx'
import { buttonClasses } from '#app/ui/button.tsx'
import type { CalendarEntry } from '#core/blog/blog-post.ts'
import { formatIndiaDateTime } from '#core/format/date-time.ts'

function monthParam(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`
}

function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

/** The India-time calendar day of an instant, "2026-11-28". */
function indiaDay(iso: string): string {
  return new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10)
}

/** /admin/calendar: a month's scheduled and published posts, day by day, with the months either side. */
export function CalendarScreen({ year, month, entries }: { year: number; month: number; entries: CalendarEntry[] }) {
  const { t, i18n } = useTranslation('blog')
  const previous = shiftMonth(year, month, -1)
  const next = shiftMonth(year, month, 1)
  const monthName = new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)))
  const days = new Map<string, CalendarEntry[]>()
  for (const entry of entries) {
    const day = indiaDay(entry.at)
    days.set(day, [...(days.get(day) ?? []), entry])
  }
  const dayFormat = new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
  return (
    <AdminPage heading={t('calendar.heading')} intro={t('calendar.intro')}>
      <nav aria-label={t('calendar.heading')} className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={`/admin/calendar?month=${monthParam(previous.year, previous.month)}`}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          {t('calendar.previous')}
        </Link>
        <h2 className="text-xl font-bold text-ink" aria-live="polite">
          {monthName}
        </h2>
        <Link
          to={`/admin/calendar?month=${monthParam(next.year, next.month)}`}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          {t('calendar.next')}
        </Link>
      </nav>
      {days.size === 0 ? (
        <p className="mt-6 text-ink-muted">{t('calendar.empty')}</p>
      ) : (
        <ol className="mt-6 grid gap-4">
          {[...days.entries()].map(([day, items]) => (
            <li key={day} className="rounded-2xl border border-line bg-surface p-4">
              <h3 className="font-semibold text-ink">
                <time dateTime={day}>{dayFormat.format(new Date(`${day}T00:00:00Z`))}</time>
              </h3>
              <ul className="mt-2 grid gap-2">
                {items.map((entry) => (
                  <li key={entry.id} className="flex flex-wrap items-center gap-2 text-sm">
                    <Badge tone={entry.status === 'published' ? 'success' : 'info'}>{t(`statuses.${entry.status}`)}</Badge>
                    <span className="text-ink-muted">{formatIndiaDateTime(entry.at, i18n.language)}</span>
                    <Link
                      to={`/admin/posts/${entry.id}/edit`}
                      className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
                    >
                      {entry.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-6">
        <Link to="/admin/posts/new" className={buttonClasses({ variant: 'primary' })}>
          {t('calendar.newPost')}
        </Link>
      </p>
    </AdminPage>
  )
}
