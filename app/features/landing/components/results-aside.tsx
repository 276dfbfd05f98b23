import { ArrowRight, BellRing, FileCheck2 } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { GatedLink } from '#app/features/auth/index.ts'

const cards = [
  { key: 'alerts', to: '/settings/notifications', icon: BellRing },
  { key: 'resume', to: '/resume-builder', icon: FileCheck2 },
] as const

/** Beside the results on wide screens: the next steps after finding jobs (alerts, a resume). */
export function ResultsAside() {
  const { t } = useTranslation('landing')
  return (
    <aside aria-label={t('aside.label')} className="hidden self-start lg:sticky lg:top-24 lg:block">
      <ul className="space-y-4">
        {cards.map((card) => {
          const Icon = card.icon
          return (
            <li key={card.key} className="rounded-2xl border border-line bg-surface-raised p-5">
              <Icon aria-hidden="true" className="size-6 text-accent-600 dark:text-accent-400" />
              <h3 className="mt-3 font-bold text-ink">{t(`aside.${card.key}.title`)}</h3>
              <p className="mt-1 text-sm text-ink-muted">{t(`aside.${card.key}.text`)}</p>
              <GatedLink
                to={card.to}
                label={t(`features.items.${card.key}.title`)}
                className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-200"
              >
                {t(`aside.${card.key}.action`)}
                <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </GatedLink>
            </li>
          )
        })}
      </ul>
    </aside>
  )
}
