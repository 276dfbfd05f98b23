import { buildJobPageMeta, JobPageView, loadJobPage } from '#app/features/job-pages/index.ts'
import type { Route } from './+types/government-jobs'

export function loader(args: Route.LoaderArgs) {
  return loadJobPage(args, async () => ({ kind: 'government' }))
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildJobPageMeta(loaderData)
}

export default function GovernmentJobsPage({ loaderData }: Route.ComponentProps) {
  return <JobPageView page={loaderData} />
}
