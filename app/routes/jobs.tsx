import { buildJobPageMeta, jobPageBreadcrumb, JobPageView, preloadJobPageView, readJobsTarget } from '#app/features/job-pages/index.ts'
import { loadJobPage } from '#app/features/job-pages/index.server.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/jobs'
import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'

/** /jobs, with the flags featured=true and remote=true (spec 000 §2) and the landing page's search (?q=…). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) =>
  loadJobPage(request, context, async (_jobs, url) => readJobsTarget(url.searchParams)),
)

/** Its trail (app/shell/breadcrumbs.ts) and the namespaces it renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle: typeof jobPageBreadcrumb & TranslationsHandle = { ...jobPageBreadcrumb, ...translationsHandle('jobs', 'pages') }

/** Navigations inside the app (not the first load): the results' chunk loads with the data (hydrateLater). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadJobPageView()])
  return data
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildJobPageMeta(loaderData)
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  return <JobPageView page={loaderData} />
}
