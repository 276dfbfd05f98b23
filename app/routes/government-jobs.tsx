import { buildJobPageMeta, jobPageBreadcrumb, JobPageView } from '#app/features/job-pages/index.ts'
import { loadJobPage } from '#app/features/job-pages/index.server.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/government-jobs'

export const loader = serverRoute(({ request }: Route.LoaderArgs, context) =>
  loadJobPage(request, context, async () => ({ kind: 'government' })),
)

export const handle = jobPageBreadcrumb

export function meta({ loaderData }: Route.MetaArgs) {
  return buildJobPageMeta(loaderData)
}

export default function GovernmentJobsPage({ loaderData }: Route.ComponentProps) {
  return <JobPageView page={loaderData} />
}
