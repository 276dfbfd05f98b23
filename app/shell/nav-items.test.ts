import { describe, expect, it } from 'vitest'
import { routeFileFor } from '#tests/support/page-routes.ts'
import { activeGroupId, bottomNavItems, isNavItemActive, navGroups } from './nav-items.ts'
import { jobLinks, legalLinks, quickLinks } from './site-footer.tsx'

function activeLabels(pathname: string, search = ''): string[] {
  return navGroups
    .flatMap((group) => group.items)
    .filter((item) => isNavItemActive(item.to, { pathname, search }))
    .map((item) => item.labelKey)
}

describe('header menus', () => {
  it('hold the spec entries in the spec order, with the visa and government listings under Jobs', () => {
    expect(navGroups.map((group) => [group.id, group.items.map((item) => item.labelKey)])).toEqual([
      ['jobs', ['allJobs', 'browseByLocation', 'browseByCompany', 'featuredJobs', 'remoteJobs', 'visaJobs', 'governmentJobs']],
      ['tools', ['resumeBuilder', 'careerIntelligence', 'interviewPrep']],
      ['resources', ['careerGuides', 'blog', 'pricing', 'aboutUs', 'contact']],
    ])
  })

  it('link featured and remote jobs with the listing flags of spec 000 §2', () => {
    const jobs = navGroups[0]?.items.map((item) => item.to)
    expect(jobs).toContain('/jobs?featured=true')
    expect(jobs).toContain('/jobs?remote=true')
    expect(navGroups[1]?.items.map((item) => item.to)).toEqual(['/resume-builder', '/career-intelligence', '/mock-interview'])
    expect(navGroups[2]?.items.map((item) => item.to)).toEqual(['/guides', '/blog', '/pricing', '/about', '/contact'])
  })

  it('lead only to pages of the route table, the footer too', () => {
    const links = [...navGroups.flatMap((group) => group.items), ...quickLinks, ...jobLinks, ...legalLinks]
    for (const link of links) expect(routeFileFor(link.to), link.to).toBeDefined()
  })

  it('mark exactly one job entry for each job page', () => {
    expect(activeLabels('/jobs')).toEqual(['allJobs'])
    expect(activeLabels('/jobs', '?featured=true')).toEqual(['featuredJobs'])
    expect(activeLabels('/jobs', '?remote=true&page=2')).toEqual(['remoteJobs'])
    expect(activeLabels('/jobs', '?featured=true&remote=true')).toEqual(['remoteJobs'])
    expect(activeLabels('/jobs/in-pune')).toEqual(['allJobs'])
    expect(activeLabels('/visa-sponsorship-jobs')).toEqual(['visaJobs'])
    expect(activeLabels('/government-jobs')).toEqual(['governmentJobs'])
    expect(activeLabels('/mock-interview/session')).toEqual(['interviewPrep'])
    expect(activeLabels('/')).toEqual([])
    expect(activeLabels('/jobsearch')).toEqual([])
  })

  it('names the group of the page being shown', () => {
    expect(activeGroupId({ pathname: '/jobs/in-pune', search: '' })).toBe('jobs')
    expect(activeGroupId({ pathname: '/career-intelligence', search: '' })).toBe('tools')
    expect(activeGroupId({ pathname: '/pricing', search: '' })).toBe('resources')
    expect(activeGroupId({ pathname: '/settings', search: '' })).toBeNull()
  })
})

describe('bottom navigation', () => {
  it('has the six tabs of spec 000 §2 with Dashboard highlighted and three gated (the resume builder is open to guests, issue 20)', () => {
    const items = bottomNavItems(false)
    expect(items.map((item) => item.id)).toEqual(['home', 'resume', 'dashboard', 'favorites', 'interview', 'profile'])
    expect(items.filter((item) => item.isHighlighted).map((item) => item.id)).toEqual(['dashboard'])
    expect(items.filter((item) => item.requiresSignIn).map((item) => item.id)).toEqual(['dashboard', 'favorites', 'interview'])
  })

  it('reads Sign In and leads to /auth signed out, Profile and /settings signed in', () => {
    const signedOut = bottomNavItems(false).at(-1)
    expect(signedOut?.labelKey).toBe('signIn')
    expect(new URL(signedOut?.to ?? '', 'http://local').pathname).toBe('/auth')
    expect(bottomNavItems(true).at(-1)).toMatchObject({ labelKey: 'profile', to: '/settings', requiresSignIn: false })
  })
})
