import { buildJobPageMeta, JobPageView } from '#app/features/job-pages/index.ts'
import { loadJobPage } from '#app/features/job-pages/index.server.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/government-jobs'
import { translationsHandle } from '#app/i18n/translations-handle.ts'

/** The namespaces its page renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle = translationsHandle('jobs', 'pages')

export const loader = serverRoute(({ request }: Route.LoaderArgs, context) =>
  loadJobPage(request, context, async () => ({ kind: 'government' })),
)

export function meta({ loaderData }: Route.MetaArgs) {
  return buildJobPageMeta(loaderData)
}

export default function GovernmentJobsPage({ loaderData }: Route.ComponentProps) {
  return <JobPageView page={loaderData} />
}
