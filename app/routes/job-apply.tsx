import { data } from 'react-router'
import {
  gatedPageMeta,
  JobApplyView,
  JobExpiredView,
  type ApplyAction,
  type ApplyJob,
  type ApplyStanding,
} from '#app/features/account/index.ts'
import { notFoundPage, openGatedPage } from '#app/features/account/index.server.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { NotFoundContent } from '#app/shell/not-found-content.tsx'
import type { Route } from './+types/job-apply'
import { translationsHandle } from '#app/i18n/translations-handle.ts'

/**
 * /jobs/{jobId}/apply (spec 000 §2): signed in only; an unknown job is the product's 404, an expired one
 * a 410. Shows whether the person applied already and how many applications they have left today.
 */
/** The namespaces its page renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle = translationsHandle('account', 'jobs', 'workspace')

export const loader = serverRoute(async ({ request, params }: Route.LoaderArgs, context) => {
  const { viewer, titleFor } = await openGatedPage(request, context)
  const found = await context.services.jobs.findJob(params.slug)
  if (!found) {
    if (await context.services.jobs.isExpiredJob(params.slug)) {
      return data({ job: null, standing: null, isExpired: true, title: titleFor('meta.jobExpired') }, { status: 410 })
    }
    const { title } = await notFoundPage(request, context)
    return data({ job: null, standing: null, isExpired: false, title }, { status: 404 })
  }
  const job: ApplyJob = {
    id: found.job_id,
    title: found.job_title,
    employer: found.employer_name,
    employerLogo: found.employer_logo,
    city: found.job_city,
    state: found.job_state,
    country: found.job_country,
    isRemote: found.job_is_remote,
    applyLink: found.job_apply_link,
    otherOptions: found.apply_options
      .filter((option) => option.apply_link !== found.job_apply_link)
      .map((option) => ({ publisher: option.publisher, link: option.apply_link })),
  }
  const [application, usage] = await Promise.all([
    context.services.applications.findApplicationForJob(viewer.userId, found.job_id),
    context.services.usage.readUsage({ kind: 'user', userId: viewer.userId }, 'job_applications'),
  ])
  const standing: ApplyStanding = {
    appliedAt: application?.applied_at ?? null,
    leftToday: usage.limit === null ? null : Math.max(usage.limit - usage.count, 0),
    limit: usage.limit,
  }
  return { job, standing, isExpired: false, title: titleFor('meta.apply', { title: job.title }) }
})

export function meta({ loaderData }: Route.MetaArgs) {
  return gatedPageMeta(loaderData?.title)
}

/** Recording loads on the press (the applications feature), so the page's first load carries none of it. */
const applyToJob: ApplyAction = (input) =>
  import('#app/features/applications/pages.ts').then((applications) => applications.applyToJob(input)).catch(() => input.tab?.close())

export default function JobApplyPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.job === null || loaderData.standing === null) return loaderData.isExpired ? <JobExpiredView /> : <NotFoundContent />
  return <JobApplyView job={loaderData.job} standing={loaderData.standing} onApply={applyToJob} />
}
