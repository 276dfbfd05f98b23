import { applySeoOverride } from '#app/lib/public-page-meta.server.ts'
import { data } from 'react-router'
import type { CompanyDirectoryFilters, CompanyDirectoryOptions, CompanyDirectoryPage } from '#core/companies/company-directory.ts'
import { formatCount } from '#core/format/number.ts'
import { companySizeTypes } from '#core/jobs/job-constants.ts'
import { createI18n } from '#app/i18n/setup.ts'
import type { SupportedLanguage } from '#app/i18n/languages.ts'
import { absoluteUrl, type PublicPageMeta } from '#app/lib/public-page-meta.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import type { BreadcrumbStep } from '#app/shell/breadcrumbs.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { buildNotFoundTitle, withSiteName } from '#app/shell/site-name.ts'
import { buildDirectoryPath, COMPANIES_PATH, hasFilters, isCompanySize, parseDirectoryParams } from './directory-params.ts'

export interface DirectoryFound {
  status: 'found'
  filters: CompanyDirectoryFilters
  result: CompanyDirectoryPage
  options: CompanyDirectoryOptions
  prevPath: string | null
  nextPath: string | null
  breadcrumbs: BreadcrumbStep[]
  meta: PublicPageMeta
}

export interface DirectoryNotFound {
  status: 'notFound'
  meta: { title: string; language: SupportedLanguage }
}

export type DirectoryData = DirectoryFound | DirectoryNotFound

/**
 * /companies: every employer with open jobs, filtered by the GET parameters, one page with the true
 * number that pass (both measured in SQL). A malformed page number or a page past the end answers 404.
 */
export async function loadDirectory(request: Request, context: RequestContext) {
  const { services, logger, publicUrl } = context
  const url = new URL(request.url)
  const language = await readRequestLanguage(request)
  const t = createI18n(language).getFixedT('companies', language)
  const notFound = () => {
    logger.warn({ path: url.pathname }, 'page not found')
    return data<DirectoryData>({ status: 'notFound', meta: { title: buildNotFoundTitle(t), language } }, { status: 404 })
  }

  const filters = parseDirectoryParams(url.searchParams)
  if (filters === null) return notFound()
  const [result, counts] = await Promise.all([services.companies.listDirectory(filters), services.companies.listFilterCounts()])
  if (filters.page > 1 && result.companies.length === 0) return notFound()

  const options: CompanyDirectoryOptions = {
    industries: counts.industries.map((row) => ({ ...row, label: row.value })),
    // The spec's company types; 'unknown' (a posting that never said) is no size to filter by.
    sizes: counts.sizes
      .flatMap((row) => (isCompanySize(row.value) ? [{ ...row, value: row.value }] : []))
      .sort((a, b) => companySizeTypes.indexOf(a.value) - companySizeTypes.indexOf(b.value))
      .map((row) => ({ ...row, label: t(`sizes.${row.value}`) })),
    cities: counts.cities,
  }
  const isFiltered = hasFilters(filters)
  const title = filters.page > 1 ? t('directory.metaTitlePage', { page: filters.page }) : t('directory.metaTitle')
  const found: DirectoryFound = {
    status: 'found',
    filters,
    result,
    options,
    prevPath: filters.page > 1 ? buildDirectoryPath(filters, filters.page - 1) : null,
    nextPath: filters.page < result.pages ? buildDirectoryPath(filters, filters.page + 1) : null,
    breadcrumbs: [{ label: t('breadcrumb.home'), to: '/' }, { label: t('breadcrumb.companies') }],
    meta: await applySeoOverride(context, {
      title: withSiteName(title),
      description: t('directory.description', { total: formatCount(result.total, language) }),
      canonicalUrl: absoluteUrl(publicUrl, isFiltered ? COMPANIES_PATH : buildDirectoryPath(filters, filters.page)),
      language,
      // A search or filter is one of countless variations of the directory: followed, not indexed.
      noIndex: isFiltered,
    }),
  }
  return data<DirectoryData>(found)
}
