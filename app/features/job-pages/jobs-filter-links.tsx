import { Check } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { buildJobPagePath, type JobPageTarget } from './job-page.ts'

/**
 * The two flags of /jobs as links (no JavaScript needed): each toggles its flag and keeps the other,
 * the search and whether every place counts equally.
 */
export function JobsFilterLinks({ target }: { target: Extract<JobPageTarget, { kind: 'jobs' }> }) {
  const { t } = useTranslation('pages')
  const { isFeatured, isRemote } = target
  const chips = [
    {
      key: 'all',
      label: t('filters.all'),
      isOn: !isFeatured && !isRemote,
      to: buildJobPagePath({ ...target, isFeatured: false, isRemote: false }, 1),
    },
    {
      key: 'featured',
      label: t('filters.featured'),
      isOn: isFeatured,
      to: buildJobPagePath({ ...target, isFeatured: !isFeatured }, 1),
    },
    {
      key: 'remote',
      label: t('filters.remote'),
      isOn: isRemote,
      to: buildJobPagePath({ ...target, isRemote: !isRemote }, 1),
    },
  ]
  return (
    <nav aria-label={t('filters.label')} className="mt-5">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.to}
              aria-current={chip.isOn ? 'true' : undefined}
              className={`inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors ${
                chip.isOn ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-surface-raised text-ink hover:border-brand-500'
              }`}
            >
              {chip.isOn && chip.key !== 'all' ? <Check aria-hidden="true" className="size-4" /> : null}
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
