import { describe, expect, it } from 'vitest'
import { headerNavItems, isNavItemActive, type NavItem } from './nav-items.ts'

function findItem(labelKey: NavItem['labelKey']): NavItem {
  const item = headerNavItems.find((candidate) => candidate.labelKey === labelKey)
  if (!item) throw new Error(`no nav item ${labelKey}`)
  return item
}

function activeKeys(pathname: string, search = ''): string[] {
  return headerNavItems.filter((item) => isNavItemActive(item, { pathname, search })).map((item) => item.labelKey)
}

describe('header nav', () => {
  it('links the four job listings of the spec', () => {
    expect(headerNavItems.map((item) => item.to)).toEqual(['/jobs', '/jobs?remote=true', '/visa-sponsorship-jobs', '/government-jobs'])
  })

  it('marks exactly one item for each job page', () => {
    expect(activeKeys('/jobs')).toEqual(['jobs'])
    expect(activeKeys('/jobs', '?featured=true')).toEqual(['jobs'])
    expect(activeKeys('/jobs', '?remote=true&page=2')).toEqual(['remoteJobs'])
    expect(activeKeys('/jobs/in-pune')).toEqual(['jobs'])
    expect(activeKeys('/visa-sponsorship-jobs')).toEqual(['visaJobs'])
    expect(activeKeys('/government-jobs')).toEqual(['governmentJobs'])
    expect(activeKeys('/')).toEqual([])
    expect(isNavItemActive(findItem('jobs'), { pathname: '/jobsearch', search: '' })).toBe(false)
  })
})
