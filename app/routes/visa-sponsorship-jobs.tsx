import { buildJobPageMeta, jobPageBreadcrumb, JobPageView } from '#app/features/job-pages/index.ts'
import { loadJobPage } from '#app/features/job-pages/index.server.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/visa-sponsorship-jobs'

export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadJobPage(request, context, async () => ({ kind: 'visa' })))

export const handle = jobPageBreadcrumb

export function meta({ loaderData }: Route.MetaArgs) {
  return buildJobPageMeta(loaderData)
}

export default function VisaSponsorshipJobsPage({ loaderData }: Route.ComponentProps) {
  return <JobPageView page={loaderData} />
}
