import {
  buildJobPageMeta,
  jobPageBreadcrumb,
  JobPageView,
  preloadJobPageView,
  parseJobsSlug,
  type JobPageTarget,
} from '#app/features/job-pages/index.ts'
import { loadJobPage, loadJobPosting } from '#app/features/job-pages/index.server.ts'
import { isJobId } from '#core/jobs/job-page-path.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/jobs-slug'
import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { paintFirstHandle, type PaintFirstHandle } from '#app/lib/scripts-after-paint.ts'

/**
 * /jobs/in-{citySlug}, /jobs/{roleSlug} and a job's own /jobs/{jobId} share this whole-segment route. in-… names a city; when
 * no city has that slug, a role may still (a title such as "In-house Counsel" slugs to in-house-counsel).
 */
export const loader = serverRoute(async ({ request, params }: Route.LoaderArgs, context) => {
  // A job's own page: open, or 410 Gone once it expired; an id we never held falls through to the 404.
  if (isJobId(params.slug)) {
    const posting = await loadJobPosting(request, context, params.slug)
    if (posting) return posting
  }
  const { citySlug, roleSlug } = parseJobsSlug(params.slug)
  return loadJobPage(request, context, async (jobs): Promise<JobPageTarget | null> => {
    if (citySlug !== null) {
      const city = await jobs.findCity(citySlug)
      if (city) return { kind: 'city', city }
    }
    if (roleSlug === null) return null
    const role = await jobs.findRole(roleSlug)
    return role ? { kind: 'role', role } : null
  })
})

/**
 * Its trail (app/shell/breadcrumbs.ts), the namespaces it renders beyond the shell's
 * (app/i18n/translations-handle.ts), and that its pages work as plain HTML until they hydrate (links
 * and the GET search form), so their JavaScript starts after the first paint (decision 077).
 */
export const handle: typeof jobPageBreadcrumb & TranslationsHandle & PaintFirstHandle = {
  ...jobPageBreadcrumb,
  ...translationsHandle('jobs', 'pages'),
  ...paintFirstHandle,
}

/** Navigations inside the app (not the first load): the results' chunk loads with the data (hydrateLater). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadJobPageView()])
  return data
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildJobPageMeta(loaderData)
}

export default function JobsSlugPage({ loaderData }: Route.ComponentProps) {
  return <JobPageView page={loaderData} />
}
