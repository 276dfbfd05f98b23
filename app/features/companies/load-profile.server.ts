import { applySeoOverride } from '#app/lib/public-page-meta.server.ts'
import { data } from 'react-router'
import type { CompanyProfile } from '#core/companies/company-directory.ts'
import type { OwnReview, PublishedReview } from '#core/companies/reviews.ts'
import { formatCount } from '#core/format/number.ts'
import type { Job } from '#core/jobs/job.schema.ts'
import { createI18n } from '#app/i18n/setup.ts'
import type { SupportedLanguage } from '#app/i18n/languages.ts'
import { absoluteUrl, type PublicPageMeta } from '#app/lib/public-page-meta.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import type { BreadcrumbStep } from '#app/shell/breadcrumbs.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { buildNotFoundTitle, withSiteName } from '#app/shell/site-name.ts'
import { buildCompanyStructuredData } from './company-json-ld.ts'
import { companyPath, COMPANIES_PATH } from './directory-params.ts'

export interface ProfileFound {
  status: 'found'
  profile: CompanyProfile
  jobs: Job[]
  reviews: PublishedReview[]
  /** The signed-in reader's own review of this company (any status); null for guests and those who wrote none. */
  ownReview: OwnReview | null
  isSignedIn: boolean
  breadcrumbs: BreadcrumbStep[]
  meta: PublicPageMeta
}

export interface ProfileNotFound {
  status: 'notFound'
  meta: { title: string; language: SupportedLanguage }
}

export type ProfileData = ProfileFound | ProfileNotFound

/**
 * /companies/{slug}: the company's profile, its newest open jobs (the job cards' data), approved
 * reviews with their average, and the reader's own review. An unknown slug answers the 404 page.
 */
export async function loadProfile(request: Request, context: RequestContext, slug: string) {
  const { services, logger, publicUrl } = context
  const url = new URL(request.url)
  const language = await readRequestLanguage(request)
  const t = createI18n(language).getFixedT('companies', language)
  const viewer = await context.viewer()
  const viewerId = viewer.kind === 'signed-in' ? viewer.viewer.userId : null

  const found = await services.companies.readProfile(slug, viewerId)
  if (found === null) {
    logger.warn({ path: url.pathname }, 'page not found')
    return data<ProfileData>({ status: 'notFound', meta: { title: buildNotFoundTitle(t), language } }, { status: 404 })
  }
  const { profile } = found
  const pageUrl = absoluteUrl(publicUrl, companyPath(profile.slug))
  const logoUrl =
    profile.logoUrl === null ? null : profile.logoUrl.startsWith('/') ? absoluteUrl(publicUrl, profile.logoUrl) : profile.logoUrl
  const facts = [profile.industry, profile.headquarters].filter((fact): fact is string => fact !== null).join(', ')
  const jobs = formatCount(profile.openJobs, language)
  const description =
    profile.averageRating === null
      ? t('profile.metaDescription', { name: profile.name, jobs, facts })
      : t('profile.metaDescriptionRated', {
          name: profile.name,
          jobs,
          rating: profile.averageRating,
          reviews: formatCount(profile.totalReviews, language),
          facts,
        })
  const page: ProfileFound = {
    status: 'found',
    ...found,
    isSignedIn: viewerId !== null,
    breadcrumbs: [
      { label: t('breadcrumb.home'), to: '/' },
      { label: t('breadcrumb.companies'), to: COMPANIES_PATH },
      { label: profile.name },
    ],
    meta: await applySeoOverride(context, {
      title: withSiteName(t('profile.metaTitle', { name: profile.name })),
      description: description.replace(/, \./, '.').replace(/:\s*,/, ':'),
      canonicalUrl: pageUrl,
      language,
      ogType: 'profile',
      ...(logoUrl ? { imageUrl: logoUrl } : {}),
      structuredData: buildCompanyStructuredData(profile, pageUrl, logoUrl),
    }),
  }
  return data<ProfileData>(page)
}
