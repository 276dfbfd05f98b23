import { BadgeCheck, ChevronLeft, ChevronRight, Search } from 'lucide-react'
import { Link } from 'react-router'
import type { CompanySummary } from '#core/companies/company-directory.ts'
import { formatCount } from '#core/format/number.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { renderIndustryName } from '#app/i18n/render.ts'
import { NotFoundContent } from '#app/shell/not-found-content.tsx'
import { Badge } from '#app/ui/badge.tsx'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { Input } from '#app/ui/input.tsx'
import { Select } from '#app/ui/select.tsx'
import { companyPath, COMPANIES_PATH, hasFilters } from '#app/features/companies/directory-params.ts'
import type { DirectoryData, DirectoryFound } from '#app/features/companies/load-directory.server.ts'
import { StarRating } from './star-rating.tsx'
import { CompanyLogo } from './company-logo.tsx'

/** /companies: the filter form (a plain GET form: it works before and without JavaScript), the count, the cards and the pages. */
export function DirectoryView({ page }: { page: DirectoryData }) {
  if (page.status === 'notFound') return <NotFoundContent />
  return <Directory page={page} />
}

function Directory({ page }: { page: DirectoryFound }) {
  const { t, i18n } = useTranslation('companies')
  const { filters, result, options } = page
  const language = i18n.language
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6 sm:pt-10 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">{t('directory.title')}</h1>
        <p className="mt-3 text-base text-pretty text-ink-muted sm:text-lg">{t('directory.intro')}</p>
      </header>

      <form
        method="get"
        action={COMPANIES_PATH}
        role="search"
        className="mt-6 grid gap-3 rounded-2xl border border-line bg-surface-raised p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor="companies-q" className="mb-1 block text-sm font-semibold text-ink">
            {t('directory.searchLabel')}
          </label>
          <Input
            id="companies-q"
            name="q"
            type="search"
            defaultValue={filters.query}
            placeholder={t('directory.searchPlaceholder')}
            maxLength={100}
            startIcon={<Search aria-hidden="true" className="size-4" />}
          />
        </div>
        <FilterSelect
          id="companies-industry"
          name="industry"
          label={t('directory.industryLabel')}
          value={filters.industry}
          anyLabel={t('directory.any')}
          options={options.industries.map((option) => ({ ...option, label: renderIndustryName(t, option.label) }))}
          language={language}
        />
        <FilterSelect
          id="companies-size"
          name="size"
          label={t('directory.sizeLabel')}
          value={filters.size}
          anyLabel={t('directory.any')}
          options={options.sizes}
          language={language}
        />
        <FilterSelect
          id="companies-city"
          name="city"
          label={t('directory.cityLabel')}
          value={filters.city}
          anyLabel={t('directory.any')}
          options={options.cities}
          language={language}
        />
        <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
          <Button type="submit" className="flex-1 lg:flex-none">
            {t('directory.apply')}
          </Button>
          {hasFilters(filters) ? (
            <Link to={COMPANIES_PATH} className={buttonClasses({ variant: 'outline' })}>
              {t('directory.clear')}
            </Link>
          ) : null}
        </div>
      </form>

      <p className="mt-6 text-sm font-medium text-ink-muted" aria-live="polite" data-testid="companies-total">
        {t('directory.results', { count: result.total, formatted: formatCount(result.total, language) })}
      </p>

      {result.companies.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-line bg-surface-raised px-6 py-12 text-center text-ink-muted">
          {t('directory.empty')}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="companies-list">
          {result.companies.map((company) => (
            <li key={company.id}>
              <CompanyCard company={company} />
            </li>
          ))}
        </ul>
      )}

      {result.pages > 1 ? (
        <nav aria-label={t('directory.pagination')} className="mt-8 flex flex-wrap items-center justify-between gap-3">
          {page.prevPath ? (
            <Link to={page.prevPath} rel="prev" className={buttonClasses({ variant: 'outline' })}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('directory.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-ink-muted">
            {t('directory.pageOf', { page: formatCount(result.page, language), pages: formatCount(result.pages, language) })}
          </span>
          {page.nextPath ? (
            <Link to={page.nextPath} rel="next" className={buttonClasses({ variant: 'outline' })}>
              {t('directory.next')}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  )
}

function FilterSelect(props: {
  id: string
  name: string
  label: string
  value: string | null
  anyLabel: string
  options: ReadonlyArray<{ value: string; label: string; count: number }>
  language: string
}) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-sm font-semibold text-ink">
        {props.label}
      </label>
      <Select id={props.id} name={props.name} defaultValue={props.value ?? ''}>
        <option value="">{props.anyLabel}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label} ({formatCount(option.count, props.language)})
          </option>
        ))}
      </Select>
    </div>
  )
}

function CompanyCard({ company }: { company: CompanySummary }) {
  const { t, i18n } = useTranslation('companies')
  const language = i18n.language
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4 shadow-xs transition-colors hover:border-brand-300 focus-within:border-brand-500">
      <div className="flex items-start gap-3">
        <CompanyLogo logoUrl={company.logoUrl} alt="" />
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-ink">
            <Link to={companyPath(company.slug)} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
              <span translate="no">{company.name}</span>
            </Link>
          </h2>
          {company.industry ? <p className="text-sm text-ink-muted">{renderIndustryName(t, company.industry)}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="success">
          {t('directory.openJobs', { count: company.openJobs, formatted: formatCount(company.openJobs, language) })}
        </Badge>
        {company.isVerified ? (
          <Badge tone="info">
            <BadgeCheck aria-hidden="true" className="mr-1 size-3.5" />
            {t('profile.verified')}
          </Badge>
        ) : null}
      </div>
      <p className="mt-auto flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        {company.averageRating === null ? (
          t('profile.noRating')
        ) : (
          <>
            <StarRating rating={company.averageRating} label={t('profile.rating', { rating: company.averageRating })} />
            <span className="font-semibold text-ink">{company.averageRating.toFixed(1)}</span>
            <span>
              · {t('profile.reviewCount', { count: company.totalReviews, formatted: formatCount(company.totalReviews, language) })}
            </span>
          </>
        )}
      </p>
    </article>
  )
}
