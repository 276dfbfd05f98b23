import { buildJobPageMeta, jobPageBreadcrumb, JobPageView, preloadJobPageView } from '#app/features/job-pages/index.ts'
import { loadJobPage } from '#app/features/job-pages/index.server.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/visa-sponsorship-jobs'
import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'

export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadJobPage(request, context, async () => ({ kind: 'visa' })))

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

export default function VisaSponsorshipJobsPage({ loaderData }: Route.ComponentProps) {
  return <JobPageView page={loaderData} />
}
