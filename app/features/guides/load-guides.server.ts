import { applySeoOverride } from '#app/lib/public-page-meta.server.ts'
import { data } from 'react-router'
import { guideRegions, type CountryGuide, type GuideRegion } from '#core/guides/guide.ts'
import { countryGuides, findCountryGuide, isGuideRegion } from '#core/guides/guides.ts'
import type { SupportedLanguage } from '#app/i18n/languages.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { absoluteUrl } from '#app/lib/public-page-meta.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { buildNotFoundTitle, withSiteName } from '#app/shell/site-name.ts'
import type { GuideCard, GuidePageData, GuidesIndexPage } from './guide-page-data.ts'
import { buildCityJobsPath, buildCountryJobsPath, buildGuidePath, buildGuidesPath } from './guide-paths.ts'
import { buildGuideStructuredData, buildGuidesIndexStructuredData } from './guide-structured-data.ts'
import { renderGuideCountry } from './guide-text.ts'

/** The longest country search /guides reads; the rest is ignored. */
const MAX_GUIDE_QUERY_LENGTH = 60

function toCard(guide: CountryGuide, language: SupportedLanguage, counts: Readonly<Record<string, number>>): GuideCard {
  return {
    slug: guide.slug,
    countryName: renderGuideCountry(guide, language),
    region: guide.region,
    summary: guide.summary,
    lastReviewed: guide.lastReviewed,
    openJobs: counts[guide.countryCode] ?? 0,
  }
}

/** Folds case and accents, so 'germany', 'GERMANY' and 'जर्मनी' find Germany. */
function normalise(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').trim()
}

/** Whether a guide matches the search, by its English name, its name in the reader's language or its code. */
function matchesQuery(guide: CountryGuide, query: string, language: SupportedLanguage): boolean {
  if (query === '') return true
  const wanted = normalise(query)
  const names = [guide.name, renderGuideCountry(guide, language), guide.countryCode].map(normalise)
  return names.some((name) => name.includes(wanted))
}

/**
 * /guides: every guide as a card, grouped by region, with the open jobs in each country counted now.
 * ?q= searches the countries' names and ?region= keeps one region (a GET form, so both work without
 * JavaScript); a filtered list is not indexed and names /guides as its canonical page.
 */
export async function loadGuidesIndex(request: Request, context: RequestContext) {
  const url = new URL(request.url)
  const language = await readRequestLanguage(request)
  const { t } = createI18n(language)
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_GUIDE_QUERY_LENGTH)
  const regionParam = url.searchParams.get('region') ?? ''
  const region: GuideRegion | null = isGuideRegion(regionParam) ? regionParam : null
  const counts = await context.services.guides.countOpenJobs()

  const shown = countryGuides.filter((guide) => (region === null || guide.region === region) && matchesQuery(guide, query, language))
  const groups = guideRegions
    .map((key) => ({ region: key, guides: shown.filter((guide) => guide.region === key).map((guide) => toCard(guide, language, counts)) }))
    .filter((group) => group.guides.length > 0)
  const canonicalUrl = absoluteUrl(context.publicUrl, buildGuidesPath())
  const page: GuidesIndexPage = {
    status: 'found',
    meta: await applySeoOverride(context, {
      title: withSiteName(t('guides:meta.indexTitle')),
      description: t('guides:meta.indexDescription', { count: countryGuides.length }),
      canonicalUrl,
      language,
      noIndex: query !== '' || region !== null,
      structuredData: [buildGuidesIndexStructuredData(context.publicUrl, t('guides:index.heading'), countryGuides)],
    }),
    breadcrumbs: [{ label: t('guides:breadcrumb') }],
    query,
    region,
    groups,
    shownCount: shown.length,
  }
  return page
}

/** /guides/{countrySlug}: the guide, the open jobs in its country now and its busiest cities; an unknown slug is the 404 page. */
export async function loadGuidePage(request: Request, context: RequestContext, slug: string) {
  const url = new URL(request.url)
  const language = await readRequestLanguage(request)
  const { t } = createI18n(language)
  const guide = findCountryGuide(slug)
  if (guide === null) {
    context.logger.warn({ path: url.pathname }, 'page not found')
    return data<GuidePageData>({ status: 'notFound', title: buildNotFoundTitle(t) }, { status: 404 })
  }

  const [countryJobs, counts] = await Promise.all([
    context.services.guides.readCountryJobs(guide.countryCode),
    context.services.guides.countOpenJobs(),
  ])
  const countryName = renderGuideCountry(guide, language)
  const canonicalUrl = absoluteUrl(context.publicUrl, buildGuidePath(guide.slug))
  const related = guide.related.flatMap((relatedSlug) => {
    const other = findCountryGuide(relatedSlug)
    return other === null ? [] : [toCard(other, language, counts)]
  })
  return data<GuidePageData>({
    status: 'found',
    meta: await applySeoOverride(context, {
      title: withSiteName(t('guides:meta.guideTitle', { country: countryName })),
      description: guide.summary,
      canonicalUrl,
      language,
      ogType: 'article',
      structuredData: [buildGuideStructuredData(guide, context.publicUrl, canonicalUrl)],
    }),
    breadcrumbs: [{ label: t('guides:breadcrumb'), to: buildGuidesPath() }, { label: countryName }],
    guide,
    countryName,
    openJobs: countryJobs.openJobs,
    jobsPath: buildCountryJobsPath(guide.countryCode),
    topCities: countryJobs.topCities.map((city) => ({ name: city.city, path: buildCityJobsPath(city.citySlug), openJobs: city.total })),
    related,
  })
}
