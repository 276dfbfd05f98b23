import { href } from 'react-router'
import type { BreadcrumbHandle, BreadcrumbStep } from '#app/shell/breadcrumbs.ts'
import { describeJobPage } from './job-page.ts'
import type { JobPageData } from './job-page-data.ts'

/**
 * The breadcrumb steps of a job page (the `handle` of /jobs, /jobs/{slug}, /visa-sponsorship-jobs and
 * /government-jobs): Jobs, then the listing's heading when it is more than the plain listing
 * (Home > Jobs > Jobs in Pune, Home > Jobs > Remote jobs); the visa and government listings stand alone.
 * A slug that names nothing shows the 404 page, which has no trail.
 */
export const jobPageBreadcrumb: BreadcrumbHandle<JobPageData> = {
  breadcrumb({ data, t }): readonly BreadcrumbStep[] {
    const jobs: BreadcrumbStep = { label: t('shell:nav.allJobs'), to: href('/jobs') }
    if (data?.status === 'posting') return [jobs, { label: data.job.job_title }]
    if (data?.status === 'expired') return [jobs, { label: data.jobTitle }]
    if (data === undefined || data.status !== 'found') return []
    const { target } = data
    const heading = describeJobPage(t, target).heading
    if (target.kind === 'visa' || target.kind === 'government') return [{ label: heading }]
    if (target.kind === 'jobs' && !target.isFeatured && !target.isRemote && target.search === null) return [jobs]
    return [jobs, { label: heading }]
  },
}
