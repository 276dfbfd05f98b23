import { data, type RouterContextProvider } from 'react-router'
import type { Job } from '#core/jobs/job.schema.ts'
import type { CityInfo, JobsReader, RoleInfo } from '#core/jobs/jobs-reader.ts'
import type { SupportedLanguage } from '#app/i18n/languages.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { serverServicesContext } from '#app/lib/server-context.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { buildNotFoundTitle } from '#app/shell/site-name.ts'
import {
  buildAbsoluteUrl,
  buildDocumentTitle,
  buildJobPagePath,
  buildJobPageSearch,
  describeJobPage,
  parsePageParam,
  RELATED_LINKS_LIMIT,
  type JobPageTarget,
} from './job-page.ts'

export interface JobPageMeta {
  title: string
  description: string
  canonicalUrl: string
  prevUrl: string | null
  nextUrl: string | null
  language: SupportedLanguage
}

export interface JobPageFound {
  status: 'found'
  target: JobPageTarget
  page: number
  jobs: Job[]
  /** Jobs of the listing over all its pages. */
  total: number
  prevPath: string | null
  nextPath: string | null
  topCities: CityInfo[]
  topRoles: RoleInfo[]
  publicUrl: string
  meta: JobPageMeta
}

export interface JobPageNotFound {
  status: 'notFound'
  meta: { title: string; language: SupportedLanguage }
}

export type JobPageData = JobPageFound | JobPageNotFound

export interface JobPageLoaderArgs {
  request: Request
  context: Readonly<RouterContextProvider>
}

/** Finds what the URL names (a city, a role …); null when it names nothing we have. */
export type ResolveJobPageTarget = (jobs: JobsReader, url: URL) => Promise<JobPageTarget | null>

/**
 * The loader of every job page: resolves the target, reads one page of jobs and the related links,
 * and prepares the title and description in the reader's language. A target or page that does not
 * exist answers 404 with the not-found page, and the miss is logged (spec 000 §2).
 */
export async function loadJobPage(args: JobPageLoaderArgs, resolveTarget: ResolveJobPageTarget) {
  const { request, context } = args
  const services = context.get(serverServicesContext)
  const url = new URL(request.url)
  const language = await readRequestLanguage(request)
  const { t } = createI18n(language)

  const notFound = () => {
    services.reportNotFound(url.pathname)
    const page: JobPageNotFound = { status: 'notFound', meta: { title: buildNotFoundTitle(t), language } }
    return data<JobPageData>(page, { status: 404 })
  }

  const page = parsePageParam(url.searchParams.get('page'))
  if (page === null) return notFound()
  const target = await resolveTarget(services.jobs, url)
  if (target === null) return notFound()

  const search = buildJobPageSearch(target, page)
  const [result, total, topCities, topRoles] = await Promise.all([
    services.jobs.searchJobs(search, services.requestId),
    services.jobs.countJobs(search),
    services.jobs.listTopCities(RELATED_LINKS_LIMIT + 1),
    services.jobs.listTopRoles(RELATED_LINKS_LIMIT + 1),
  ])
  // Past the last page there is nothing to show: a 404 keeps crawlers from indexing empty pages.
  if (page > 1 && result.data.length === 0) return notFound()

  const text = describeJobPage(t, target)
  const prevPath = page > 1 ? buildJobPagePath(target, page - 1) : null
  const nextPath = result.parameters.has_more ? buildJobPagePath(target, page + 1) : null
  const found: JobPageFound = {
    status: 'found',
    target,
    page,
    jobs: result.data,
    total,
    prevPath,
    nextPath,
    topCities: topCities.filter((city) => !(target.kind === 'city' && city.slug === target.city.slug)).slice(0, RELATED_LINKS_LIMIT),
    topRoles: topRoles.filter((role) => !(target.kind === 'role' && role.slug === target.role.slug)).slice(0, RELATED_LINKS_LIMIT),
    publicUrl: services.publicUrl,
    meta: {
      title: buildDocumentTitle(t, text.heading, page),
      description: text.description,
      canonicalUrl: buildAbsoluteUrl(services.publicUrl, buildJobPagePath(target, page)),
      prevUrl: prevPath === null ? null : buildAbsoluteUrl(services.publicUrl, prevPath),
      nextUrl: nextPath === null ? null : buildAbsoluteUrl(services.publicUrl, nextPath),
      language,
    },
  }
  return data<JobPageData>(found)
}
