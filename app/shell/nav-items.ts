import { href } from 'react-router'
import { authPathWithMode, DASHBOARD_PATH } from '#app/features/auth/index.ts'

/** The header's job links (the full Jobs/Tools/Resources menus of spec 000 §2 come with the full shell). */
export interface NavItem {
  /** Key under shell:nav. */
  labelKey: 'jobs' | 'remoteJobs' | 'visaJobs' | 'governmentJobs'
  to: string
}

export const headerNavItems: readonly NavItem[] = [
  { labelKey: 'jobs', to: href('/jobs') },
  { labelKey: 'remoteJobs', to: `${href('/jobs')}?remote=true` },
  { labelKey: 'visaJobs', to: href('/visa-sponsorship-jobs') },
  { labelKey: 'governmentJobs', to: href('/government-jobs') },
]

/** Both lead to /auth (spec 000 §2), opened at the tab the words promise. */
export const SIGN_IN_HREF = authPathWithMode('signin', DASHBOARD_PATH)
export const START_FREE_HREF = authPathWithMode('signup', DASHBOARD_PATH)

/**
 * Whether a nav item names the page being shown. /jobs and /jobs?remote=true share a path, so the
 * remote flag decides between them; the city and role pages under /jobs/ count as Jobs.
 */
export function isNavItemActive(item: NavItem, location: { pathname: string; search: string }): boolean {
  const target = new URL(item.to, 'http://local')
  const jobsPath = href('/jobs')
  const isRemoteListing = location.pathname === jobsPath && new URLSearchParams(location.search).get('remote') === 'true'
  if (target.searchParams.get('remote') === 'true') return isRemoteListing
  if (target.pathname === jobsPath) {
    return (location.pathname === jobsPath && !isRemoteListing) || location.pathname.startsWith(`${jobsPath}/`)
  }
  return location.pathname === target.pathname
}
