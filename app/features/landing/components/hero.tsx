import { ArrowRight, BriefcaseBusiness, FileCheck2, Globe, TrendingUp } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { GatedLink } from '#app/features/auth/index.ts'
import { formatCount, formatCountAtLeast } from '#core/format/number.ts'
import type { JobFigures } from '#core/jobs/listings.ts'
import { RESUME_TEMPLATE_IDS } from '#core/resume/templates.ts'

/**
 * Stat tiles of spec 000 §2 "Hero", each a link to its page. The spec's
 * marketing claims (12,000+ a day, 4.8/5, 5X, 95%) are not ours to make (DESIGN.md "No invented
 * figures", decision 060): each tile shows a figure counted from our tables, job counts rounded down
 * in the spec's style ('5,000+'), and a tile whose figure is zero or could not be counted is left out.
 */
const statTiles = [
  { key: 'addedToday', to: '/career-intelligence', icon: TrendingUp },
  { key: 'openJobs', to: '/jobs', icon: BriefcaseBusiness },
  { key: 'portals', to: '/about', icon: Globe },
  { key: 'templates', to: '/resume-builder', icon: FileCheck2 },
] as const

type StatKey = (typeof statTiles)[number]['key']

function formatTileFigure(key: StatKey, value: number, language: string): string {
  return key === 'templates' ? formatCount(value, language) : formatCountAtLeast(value, language)
}

function statFigures(figures: JobFigures | null): Partial<Record<StatKey, number>> {
  return { ...figures, templates: RESUME_TEMPLATE_IDS.length }
}

const tileClasses = 'flex h-full flex-col rounded-2xl border border-line bg-surface-raised/80 p-4 backdrop-blur'

export function Hero({ children, figures }: { children: ReactNode; figures: JobFigures | null }) {
  const { t, i18n } = useTranslation('landing')
  const counted = statFigures(figures)
  const shownTiles = statTiles.filter((tile) => (counted[tile.key] ?? 0) > 0)
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-50 via-surface to-surface dark:from-brand-900/50 dark:via-surface"
      />
      <div
        aria-hidden="true"
        className="absolute -top-32 left-1/2 -z-10 h-80 w-[48rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl dark:bg-brand-700/20"
      />
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6 sm:pt-14 lg:pt-20 lg:pb-16">
        <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface-raised/70 px-3 py-1 text-xs font-semibold text-brand-800 backdrop-blur sm:text-sm dark:border-brand-800 dark:text-brand-100">
          <span aria-hidden="true" className="size-2 rounded-full bg-accent-500" />
          {t('hero.eyebrow')}
        </p>
        <h1
          id="hero-heading"
          className="mt-4 max-w-3xl text-[2rem] leading-[1.15] font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl"
        >
          {t('hero.titleStart')} <span className="text-brand-700 dark:text-brand-200">{t('hero.titleHighlight')}</span>
        </h1>
        <p className="mt-4 max-w-2xl text-base text-ink-muted sm:text-lg">{t('hero.subtitle')}</p>
        <div className="mt-6 sm:mt-8">{children}</div>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:mt-10 lg:grid-cols-4">
          {shownTiles.map((tile) => {
            const Icon = tile.icon
            const figure = (
              <>
                <Icon aria-hidden="true" className="size-5 text-accent-600 dark:text-accent-400" />
                <span className="mt-2 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
                  {formatTileFigure(tile.key, counted[tile.key] ?? 0, i18n.language)}
                </span>
                <span className="text-sm text-ink-muted">{t(`stats.${tile.key}.label`)}</span>
              </>
            )
            return (
              <li key={tile.key}>
                <GatedLink
                  to={tile.to}
                  label={t(`stats.${tile.key}.link`)}
                  className={`group ${tileClasses} transition-[border-color,box-shadow] hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 motion-reduce:transition-none`}
                >
                  {figure}
                  <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 dark:text-brand-200">
                    {t(`stats.${tile.key}.link`)}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none rtl:rotate-180"
                    />
                  </span>
                </GatedLink>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
