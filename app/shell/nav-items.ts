import { href } from 'react-router'
import { authPathWithMode, DASHBOARD_PATH } from '#app/features/auth/index.ts'

/**
 * Where the shell's navigation leads (spec 000 §2 "Header, footer, bottom navigation, breadcrumbs").
 * `nav-items.test.ts` checks that every entry leads to a page of the route table.
 */
export const RESUME_BUILDER_PATH = '/resume-builder'
export const FAVORITES_PATH = '/favorites'
export const PRICING_PATH = '/pricing'
export const INTERVIEW_PATH = href('/mock-interview')
export const SETTINGS_PATH = href('/settings')
/** The WhatsApp job-alert settings (spec 000 §2 "Onboarding and notification settings"): the header's messaging-app button. */
export const WHATSAPP_ALERTS_PATH = href('/settings/notifications')

/** One entry of a header menu; `labelKey` is a key under shell:nav. */
export interface NavItem {
  labelKey:
    | 'allJobs'
    | 'browseByLocation'
    | 'browseByCompany'
    | 'featuredJobs'
    | 'remoteJobs'
    | 'visaJobs'
    | 'governmentJobs'
    | 'resumeBuilder'
    | 'careerIntelligence'
    | 'interviewPrep'
    | 'careerGuides'
    | 'blog'
    | 'pricing'
    | 'aboutUs'
    | 'contact'
  to: string
}

export interface NavGroup {
  /** Key under shell:nav.groups. */
  id: 'jobs' | 'tools' | 'resources'
  items: readonly NavItem[]
}

const JOBS = href('/jobs')

/**
 * The three dropdowns with the spec's entries in the spec's order. Jobs also keeps the visa and
 * government listings, which are real pages of their own. Browse by Location opens the country
 * guides: the spec has no location index, and /guides/{countrySlug} are its pages per place (decision 025).
 */
export const navGroups: readonly NavGroup[] = [
  {
    id: 'jobs',
    items: [
      { labelKey: 'allJobs', to: JOBS },
      { labelKey: 'browseByLocation', to: '/guides' },
      { labelKey: 'browseByCompany', to: '/companies' },
      { labelKey: 'featuredJobs', to: `${JOBS}?featured=true` },
      { labelKey: 'remoteJobs', to: `${JOBS}?remote=true` },
      { labelKey: 'visaJobs', to: href('/visa-sponsorship-jobs') },
      { labelKey: 'governmentJobs', to: href('/government-jobs') },
    ],
  },
  {
    id: 'tools',
    items: [
      { labelKey: 'resumeBuilder', to: RESUME_BUILDER_PATH },
      { labelKey: 'careerIntelligence', to: href('/career-intelligence') },
      { labelKey: 'interviewPrep', to: INTERVIEW_PATH },
    ],
  },
  {
    id: 'resources',
    items: [
      { labelKey: 'careerGuides', to: '/guides' },
      { labelKey: 'blog', to: '/blog' },
      { labelKey: 'pricing', to: PRICING_PATH },
      { labelKey: 'aboutUs', to: '/about' },
      { labelKey: 'contact', to: '/contact' },
    ],
  },
]

/** Both lead to /auth (spec 000 §2), opened at the tab the words promise. */
export const SIGN_IN_HREF = authPathWithMode('signin', DASHBOARD_PATH)
export const START_FREE_HREF = authPathWithMode('signup', DASHBOARD_PATH)

/** One tab of the bottom navigation; `labelKey` is a key under shell:bottomNav. */
export interface BottomNavItem {
  id: 'home' | 'resume' | 'dashboard' | 'favorites' | 'interview' | 'profile'
  labelKey: 'home' | 'resume' | 'dashboard' | 'favorites' | 'interview' | 'profile' | 'signIn'
  to: string
  /** A signed-out tap opens the sign-in modal instead (spec 000 §2). */
  requiresSignIn: boolean
  /** Dashboard stands out from the others (spec 000 §2). */
  isHighlighted: boolean
}

/**
 * The bottom navigation below md (spec 000 §2): Home, Resume, Dashboard (highlighted), Favorites,
 * Interview, Profile; Dashboard, Favorites and Interview open the sign-in modal for a visitor. Profile goes to /settings signed in; signed out it reads Sign In and goes to /auth.
 */
export function bottomNavItems(isSignedIn: boolean): readonly BottomNavItem[] {
  const gated = { requiresSignIn: true, isHighlighted: false }
  return [
    { id: 'home', labelKey: 'home', to: href('/'), requiresSignIn: false, isHighlighted: false },
    // Issue 20: a guest starts a resume at once, with no sign-up (spec 000 §2 gated it).
    { id: 'resume', labelKey: 'resume', to: RESUME_BUILDER_PATH, requiresSignIn: false, isHighlighted: false },
    { id: 'dashboard', labelKey: 'dashboard', to: DASHBOARD_PATH, requiresSignIn: true, isHighlighted: true },
    { id: 'favorites', labelKey: 'favorites', to: FAVORITES_PATH, ...gated },
    { id: 'interview', labelKey: 'interview', to: INTERVIEW_PATH, ...gated },
    isSignedIn
      ? { id: 'profile', labelKey: 'profile', to: SETTINGS_PATH, requiresSignIn: false, isHighlighted: false }
      : { id: 'profile', labelKey: 'signIn', to: SIGN_IN_HREF, requiresSignIn: false, isHighlighted: false },
  ]
}

/**
 * Whether a link names the page being shown. /jobs, /jobs?featured=true and /jobs?remote=true share a
 * path, so the flags decide between them; the city and role pages under /jobs/ count as All Jobs.
 * Paths compare whole segments, so /settings/notifications is under /settings but /jobsearch is not /jobs.
 */
export function isNavItemActive(to: string, location: { pathname: string; search: string }): boolean {
  const target = new URL(to, 'http://local')
  const params = new URLSearchParams(location.search)
  const flag = (name: string) => params.get(name) === 'true'
  if (target.pathname === JOBS) {
    if (target.searchParams.get('remote') === 'true') return location.pathname === JOBS && flag('remote')
    if (target.searchParams.get('featured') === 'true') return location.pathname === JOBS && flag('featured') && !flag('remote')
    const isFlagged = flag('remote') || flag('featured')
    return (location.pathname === JOBS && !isFlagged) || location.pathname.startsWith(`${JOBS}/`)
  }
  if (target.pathname === href('/')) return location.pathname === target.pathname
  return location.pathname === target.pathname || location.pathname.startsWith(`${target.pathname}/`)
}

/** The group holding the page being shown, so its dropdown button can say so. */
export function activeGroupId(location: { pathname: string; search: string }): NavGroup['id'] | null {
  return navGroups.find((group) => group.items.some((item) => isNavItemActive(item.to, location)))?.id ?? null
}
