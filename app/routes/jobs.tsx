import { buildJobPageMeta, JobPageView, loadJobPage, readJobsFlags } from '#app/features/job-pages/index.ts'
import type { Route } from './+types/jobs'

/** /jobs, with the flags featured=true and remote=true (spec 000 §2). */
export function loader(args: Route.LoaderArgs) {
  return loadJobPage(args, async (_jobs, url) => ({ kind: 'jobs', ...readJobsFlags(url.searchParams) }))
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildJobPageMeta(loaderData)
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  return <JobPageView page={loaderData} />
}
