import { useTranslation } from '#app/i18n/react.tsx'
import type { JobSourceCountsBody } from '#core/admin/job-sources.schema.ts'
import { formatCount } from '#core/format/number.ts'

const COUNT_KEYS = ['fetched', 'created', 'updated', 'duplicates', 'rejected', 'expired'] as const

/** A run's counts: fetched, new, updated, duplicates, rejected and expired. */
export function SourceCounts({ counts, caption }: { counts: JobSourceCountsBody; caption?: string }) {
  const { t, i18n } = useTranslation('admin')
  return (
    <div className="mt-3">
      {caption === undefined ? null : <p className="mb-1.5 text-xs font-semibold text-ink-muted">{caption}</p>}
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {COUNT_KEYS.map((key) => (
          <div key={key} className="rounded-lg bg-surface-muted px-3 py-2">
            <dt className="text-xs text-ink-muted">{t(`sources.counts.${key}`)}</dt>
            <dd className="text-lg font-semibold text-ink tabular-nums">{formatCount(counts[key], i18n.language)}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
