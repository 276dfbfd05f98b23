import { data } from 'react-router'
import type { JobSearch } from '#core/jobs/search.schema.ts'
import { defaultJobSearch } from '#core/jobs/search.schema.ts'
import { countryFromAcceptLanguage } from '#core/jobs/visitor-country.ts'
import { createI18n } from '#app/i18n/setup.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { buildNotFoundTitle } from '#app/shell/site-name.ts'
import type { JobPageData, JobPageFound, JobPageNotFound } from './job-page-data.ts'
import {
  buildAbsoluteUrl,
  buildDocumentTitle,
  buildJobPagePath,
  describeJobPage,
  parsePageParam,
  RELATED_LINKS_LIMIT,
  type JobPageTarget,
} from './job-page.ts'

type JobsService = RequestContext['services']['jobs']

/** Finds what the URL names (a city, a role …); null when it names nothing we have. */
export type ResolveJobPageTarget = (jobs: JobsService, url: URL) => Promise<JobPageTarget | null>

/**
 * The loader of every job page (wrap it in serverRoute): resolves the target, reads one page of jobs
 * and the related links, and prepares the title and description in the reader's language. A target
 * or page that does not exist answers 404 with the not-found page, and the miss is logged (spec 000 §2).
 */
export async function loadJobPage(request: Request, context: RequestContext, resolveTarget: ResolveJobPageTarget) {
  const { services, logger, publicUrl } = context
  const url = new URL(request.url)
  const language = await readRequestLanguage(request)
  const { t } = createI18n(language)

  const notFound = () => {
    logger.warn({ path: url.pathname }, 'page not found')
    const page: JobPageNotFound = { status: 'notFound', meta: { title: buildNotFoundTitle(t), language } }
    return data<JobPageData>(page, { status: 404 })
  }

  const page = parsePageParam(url.searchParams.get('page'))
  if (page === null) return notFound()
  const target = await resolveTarget(services.jobs, url)
  if (target === null) return notFound()

  const search = buildJobPageSearch(target, page)
  const [result, total, topCities, topRoles] = await Promise.all([
    services.jobs.searchJobs(search, { country: countryFromAcceptLanguage(request.headers.get('accept-language')) }),
    services.jobs.countJobs(search),
    services.jobs.listTopCities(RELATED_LINKS_LIMIT + 1),
    services.jobs.listTopRoles(RELATED_LINKS_LIMIT + 1),
  ])
  // Past the last page there is nothing to show: a 404 keeps crawlers from indexing empty pages.
  if (page > 1 && result.jobs.length === 0) return notFound()

  const text = describeJobPage(t, target)
  const prevPath = page > 1 ? buildJobPagePath(target, page - 1) : null
  const nextPath = result.hasMore ? buildJobPagePath(target, page + 1) : null
  const found: JobPageFound = {
    status: 'found',
    target,
    page,
    jobs: result.jobs,
    total,
    prevPath,
    nextPath,
    topCities: topCities.filter((city) => !(target.kind === 'city' && city.slug === target.city.slug)).slice(0, RELATED_LINKS_LIMIT),
    topRoles: topRoles.filter((role) => !(target.kind === 'role' && role.slug === target.role.slug)).slice(0, RELATED_LINKS_LIMIT),
    publicUrl,
    meta: {
      title: buildDocumentTitle(t, text.heading, page),
      description: text.description,
      canonicalUrl: buildAbsoluteUrl(publicUrl, buildJobPagePath(target, page)),
      prevUrl: prevPath === null ? null : buildAbsoluteUrl(publicUrl, prevPath),
      nextUrl: nextPath === null ? null : buildAbsoluteUrl(publicUrl, nextPath),
      language,
    },
  }
  return data<JobPageData>(found)
}

/** The search a job page runs: its target's filter, one page at a time. */
export function buildJobPageSearch(target: JobPageTarget, page: number): JobSearch {
  const search: JobSearch = { ...defaultJobSearch, page }
  switch (target.kind) {
    case 'jobs':
      return { ...search, featured: target.isFeatured, remote_jobs_only: target.isRemote }
    case 'city':
      return { ...search, city_slug: target.city.slug }
    case 'role':
      return { ...search, role_slug: target.role.slug }
    case 'visa':
      return { ...search, visa_sponsorship: true }
    case 'government':
      return { ...search, government_only: true }
  }
}
