import { data, href } from 'react-router'
import { jobPagePath } from '#core/jobs/job-page-path.ts'
import { describeJobLocation } from '#core/format/location.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { renderLocation } from '#app/i18n/render.ts'
import { absoluteUrl } from '#app/lib/public-page-meta.ts'
import { applySeoOverride } from '#app/lib/public-page-meta.server.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { withSiteName } from '#app/shell/site-name.ts'
import type { JobPageData, JobPageExpired, JobPagePosting } from './job-page-data.ts'
import { CITY_SLUG_PREFIX } from './job-page.ts'

/** A description for search results: the first words of the text, cut at a word near 155 characters. */
function shorten(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`
}

/** "Data Analyst jobs" while the role has open jobs, else the city's, else a search for the title. */
async function findSimilarPath(
  context: RequestContext,
  job: { roleSlug: string; citySlug: string | null; title: string },
): Promise<string> {
  const { jobs } = context.services
  if (await jobs.findRole(job.roleSlug)) return href('/jobs/:slug', { slug: job.roleSlug })
  if (job.citySlug !== null && (await jobs.findCity(job.citySlug)))
    return href('/jobs/:slug', { slug: `${CITY_SLUG_PREFIX}${job.citySlug}` })
  return `${href('/jobs')}?${new URLSearchParams({ q: job.title }).toString()}`
}

/**
 * /jobs/{jobId}: an open job's own page (what the sitemap lists for each job), or, for a job that has
 * expired, 410 Gone with a link to similar open jobs (search engines drop a 410 at once). Null when we
 * never held the id: the route answers its 404.
 */
export async function loadJobPosting(request: Request, context: RequestContext, jobId: string) {
  const { services, publicUrl } = context
  const language = await readRequestLanguage(request)
  const { t } = createI18n(language)

  const job = await services.jobs.findJobs([jobId]).then((found) => found[0])
  if (job) {
    const location = renderLocation(
      t,
      describeJobLocation({ city: job.job_city, state: job.job_state, country: job.job_country }, language),
    )
    const values = { title: job.job_title, employer: job.employer_name, location }
    const posting: JobPagePosting = {
      status: 'posting',
      job,
      similarPath: `${href('/jobs')}?${new URLSearchParams({ q: job.job_title }).toString()}`,
      publicUrl,
      meta: await applySeoOverride(context, {
        title: withSiteName(t('pages:posting.title', values)),
        description: shorten(t('pages:posting.description', values)),
        canonicalUrl: absoluteUrl(publicUrl, jobPagePath(job.job_id)),
        prevUrl: null,
        nextUrl: null,
        language,
        isNoIndex: false,
      }),
    }
    return data<JobPageData>(posting)
  }

  const expired = await services.jobPages.findExpiredJob(jobId)
  if (!expired) return null
  const values = { title: expired.title, employer: expired.employerName }
  const gone: JobPageExpired = {
    status: 'expired',
    jobTitle: expired.title,
    employerName: expired.employerName,
    similarPath: await findSimilarPath(context, expired),
    meta: { title: withSiteName(t('pages:expired.title')), description: t('pages:expired.description', values), language },
  }
  return data<JobPageData>(gone, { status: 410 })
}
