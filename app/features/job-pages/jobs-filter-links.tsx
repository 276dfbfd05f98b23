import { Check } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import type { JobSearchRequest } from '#app/features/jobs/index.ts'
import { buildJobPagePath } from './job-page.ts'

interface JobsFilterLinksProps {
  isFeatured: boolean
  isRemote: boolean
  search: JobSearchRequest | null
}

/** The two flags of /jobs as links (no JavaScript needed): each toggles its flag and keeps the other and the search. */
export function JobsFilterLinks({ isFeatured, isRemote, search }: JobsFilterLinksProps) {
  const { t } = useTranslation('pages')
  const chips = [
    {
      key: 'all',
      label: t('filters.all'),
      isOn: !isFeatured && !isRemote,
      to: buildJobPagePath({ kind: 'jobs', isFeatured: false, isRemote: false, search }, 1),
    },
    {
      key: 'featured',
      label: t('filters.featured'),
      isOn: isFeatured,
      to: buildJobPagePath({ kind: 'jobs', isFeatured: !isFeatured, isRemote, search }, 1),
    },
    {
      key: 'remote',
      label: t('filters.remote'),
      isOn: isRemote,
      to: buildJobPagePath({ kind: 'jobs', isFeatured, isRemote: !isRemote, search }, 1),
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
