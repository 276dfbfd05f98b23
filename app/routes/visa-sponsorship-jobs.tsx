import { buildJobPageMeta, JobPageView, loadJobPage } from '#app/features/job-pages/index.ts'
import type { Route } from './+types/visa-sponsorship-jobs'

export function loader(args: Route.LoaderArgs) {
  return loadJobPage(args, async () => ({ kind: 'visa' }))
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildJobPageMeta(loaderData)
}

export default function VisaSponsorshipJobsPage({ loaderData }: Route.ComponentProps) {
  return <JobPageView page={loaderData} />
}
