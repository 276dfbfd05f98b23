import { History } from 'lucide-react'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { renderPlaceName, renderSalary, type Translate } from '#app/i18n/render.ts'
import { Button } from '#app/ui/button.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { formatIndiaDate } from '#core/format/india-date.ts'
import { getCountryName } from '#core/format/location.ts'
import { findCountryCode } from '#core/format/place-text.ts'
import { describeSalary } from '#core/format/salary.ts'
import type { HistoryEntry } from '#core/workspace/history.schema.ts'
import { clearHistory } from '#app/features/history/api.ts'
import { useMoveGuestHistory } from '#app/features/history/use-move-guest-history.ts'
import { DashboardCard } from './dashboard-card.tsx'

/** The stored English place ('Pune, Maharashtra, India') in the reader's language, part by part. */
function renderStoredPlace(t: Translate, text: string, language: string): string {
  return text
    .split(', ')
    .map((part) => {
      const country = findCountryCode(part)
      return country ? getCountryName(country, language) : renderPlaceName(t, part)
    })
    .join(', ')
}

/** How many views show before "Show all". */
const FIRST_VIEWS = 6

/**
 * Recent views on /dashboard (spec 001 §4 "Job view history"): the latest 50 jobs the person opened,
 * newest first, with how often; views made before sign-in join them here; the person can clear them.
 */
export function RecentViewsSection({ entries }: { entries: readonly HistoryEntry[] }) {
  const { t, i18n } = useTranslation('workspace')
  const revalidator = useRevalidator()
  const [isShowingAll, setIsShowingAll] = useState(false)
  const [isClearing, setIsClearing] = useState(false)
  // Views made as a guest in this browser move to the account, then the list reloads with them.
  useMoveGuestHistory(revalidator.revalidate)

  async function clear() {
    setIsClearing(true)
    try {
      await clearHistory()
      await revalidator.revalidate()
      showToast({ title: t('history.cleared') })
    } catch {
      showToast({ title: t('history.clearFailed'), tone: 'destructive' })
    } finally {
      setIsClearing(false)
    }
  }

  const shown = isShowingAll ? entries : entries.slice(0, FIRST_VIEWS)
  return (
    <DashboardCard
      icon={History}
      title={t('history.title')}
      action={
        entries.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => void clear()} disabled={isClearing}>
            {t('history.clear')}
          </Button>
        ) : null
      }
    >
      {entries.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-surface-muted p-4 text-sm text-ink">{t('history.empty')}</p>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-line" data-testid="recent-views">
            {shown.map((entry) => {
              const salary = renderSalary(
                t,
                describeSalary({
                  min: entry.salary_min,
                  max: entry.salary_max,
                  currency: entry.salary_currency,
                  period: entry.salary_period,
                }),
              )
              const place = entry.location
                ? renderStoredPlace(t, entry.location, i18n.language)
                : entry.is_remote
                  ? t('history.remote')
                  : null
              return (
                <li key={entry.job_id} className="py-3">
                  <p className="font-medium break-words text-ink">{entry.job_title}</p>
                  <p className="text-sm break-words text-ink-muted">{[entry.company_name, place, salary].filter(Boolean).join(' · ')}</p>
                  <p className="mt-0.5 text-xs text-ink-muted">
                    {t('history.viewed', { count: entry.view_count, date: formatIndiaDate(entry.last_viewed_at, i18n.language) })}
                  </p>
                </li>
              )
            })}
          </ul>
          {entries.length > FIRST_VIEWS && !isShowingAll ? (
            <Button variant="outline" size="sm" className="mt-3" onClick={() => setIsShowingAll(true)}>
              {t('history.showAll', { count: entries.length })}
            </Button>
          ) : null}
        </>
      )}
    </DashboardCard>
  )
}
