import { BellRing, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/ui/button.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { formatCount } from '#core/format/number.ts'
import type { SavedSearch } from '#core/workspace/saved-searches.schema.ts'
import { markSavedSearchSeen, removeSavedSearch } from '#app/features/history/api.ts'
import { savedSearchPath } from '#app/features/history/saved-search-path.ts'
import { DashboardCard } from './dashboard-card.tsx'

/**
 * Saved searches on /dashboard (issue 19): each with how many jobs were posted since the person last
 * looked at its results. Opening one marks it seen; the count starts again from then.
 */
export function SavedSearchesSection({ searches }: { searches: readonly SavedSearch[] }) {
  const { t, i18n } = useTranslation('workspace')
  const revalidator = useRevalidator()
  const [removing, setRemoving] = useState<number | null>(null)

  async function remove(search: SavedSearch) {
    setRemoving(search.id)
    try {
      await removeSavedSearch(search.id)
      await revalidator.revalidate()
    } catch {
      showToast({ title: t('savedSearches.removeFailed'), tone: 'destructive' })
    } finally {
      setRemoving(null)
    }
  }

  function newText(search: SavedSearch): string | null {
    if (search.new_count === null || search.new_count === 0) return null
    const count = formatCount(search.new_count, i18n.language)
    return search.new_count_is_estimate
      ? t('savedSearches.newAbout', { count: search.new_count, total: count })
      : t('savedSearches.new', { count: search.new_count, total: count })
  }

  return (
    <DashboardCard icon={BellRing} title={t('savedSearches.title')}>
      {searches.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-surface-muted p-4 text-sm text-ink">{t('savedSearches.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line" data-testid="saved-searches">
          {searches.map((search) => {
            const fresh = newText(search)
            const words = [search.query, search.location].filter(Boolean).join(' · ')
            return (
              <li key={search.id} className="flex items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <Link
                    to={savedSearchPath(search.search)}
                    onClick={() => void markSavedSearchSeen(search.id).catch(() => undefined)}
                    className="font-medium break-words text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
                  >
                    {search.name}
                  </Link>
                  {words ? <p className="text-sm break-words text-ink-muted">{words}</p> : null}
                  <p className="mt-1 text-sm">
                    {fresh ? (
                      <span className="rounded-full bg-accent-400/25 px-2.5 py-0.5 text-xs font-semibold text-ink">{fresh}</span>
                    ) : (
                      <span className="text-ink-muted">
                        {search.new_count === null ? t('savedSearches.notCounted') : t('savedSearches.noneNew')}
                      </span>
                    )}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('savedSearches.remove', { name: search.name })}
                  disabled={removing === search.id}
                  onClick={() => void remove(search)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </DashboardCard>
  )
}
