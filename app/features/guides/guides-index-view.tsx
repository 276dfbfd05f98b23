import { Form, Link } from 'react-router'
import { guideRegions } from '#core/guides/guide.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { buttonClasses } from '#app/ui/button.tsx'
import { Input } from '#app/ui/input.tsx'
import { Label } from '#app/ui/label.tsx'
import { Select } from '#app/ui/select.tsx'
import { GuideCardItem } from './guide-card.tsx'
import type { GuidesIndexPage } from './guide-page-data.ts'
import { buildGuidesPath } from './guide-paths.ts'

/** /guides: the search and region filter (a GET form: works before and without JavaScript), then the guides by region. */
export function GuidesIndexView({ page }: { page: GuidesIndexPage }) {
  const { t } = useTranslation('guides')
  const { language } = page.meta
  const isFiltered = page.query !== '' || page.region !== null
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:px-6 sm:pt-10 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">{t('index.heading')}</h1>
        <p className="mt-3 text-base text-pretty text-ink-muted sm:text-lg">{t('index.intro')}</p>
      </header>

      <section aria-labelledby="guides-filter-heading" className="mt-8 rounded-2xl border border-line bg-surface-raised p-4 sm:p-5">
        <h2 id="guides-filter-heading" className="text-base font-semibold text-ink">
          {t('index.filterHeading')}
        </h2>
        <Form
          method="get"
          action={buildGuidesPath()}
          className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_auto] sm:items-end"
        >
          <div>
            <Label htmlFor="guides-q">{t('index.searchLabel')}</Label>
            <Input
              id="guides-q"
              name="q"
              type="search"
              defaultValue={page.query}
              placeholder={t('index.searchPlaceholder')}
              maxLength={60}
              autoComplete="off"
              className="mt-1"
            />
          </div>
          <div>
            <Label htmlFor="guides-region">{t('index.regionLabel')}</Label>
            <Select id="guides-region" name="region" defaultValue={page.region ?? ''} className="mt-1">
              <option value="">{t('index.allRegions')}</option>
              {guideRegions.map((region) => (
                <option key={region} value={region}>
                  {t(`regions.${region}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClasses()}>
              {t('index.apply')}
            </button>
            {isFiltered ? (
              <Link to={buildGuidesPath()} className={buttonClasses({ variant: 'outline' })}>
                {t('index.clear')}
              </Link>
            ) : null}
          </div>
        </Form>
      </section>

      <p role="status" className="mt-6 text-sm text-ink-muted">
        {t('index.resultCount', { count: page.shownCount })}
      </p>
      {page.shownCount === 0 ? <p className="mt-4 text-base text-ink">{t('index.noResults')}</p> : null}

      {page.groups.map((group) => (
        <section key={group.region} aria-labelledby={`guides-region-${group.region}`} className="mt-8">
          <h2 id={`guides-region-${group.region}`} className="text-xl font-semibold text-ink">
            {t(`regions.${group.region}`)}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.guides.map((card) => (
              <GuideCardItem key={card.slug} card={card} language={language} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
