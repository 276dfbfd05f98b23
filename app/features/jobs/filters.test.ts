import { describe, expect, it } from 'vitest'
import { enResources } from '#app/i18n/locales/en.ts'
import { hiResources } from '#app/i18n/locales/hi.ts'
import {
  checkCustomJobTitle,
  countActiveFilters,
  defaultAdvancedFilters,
  filtersReducer,
  getQuickAddTitles,
  quickAddJobTitles,
  shouldShowRemoteDisabledNotice,
  type AdvancedFilters,
} from './filters.ts'

function withFilters(overrides: Partial<AdvancedFilters>): AdvancedFilters {
  return { ...defaultAdvancedFilters, ...overrides }
}

describe('filtersReducer: visa sponsorship and remote work', () => {
  it('turns remote-only off when visa sponsorship is switched on', () => {
    const state = withFilters({ remoteOnly: true })
    const next = filtersReducer(state, { type: 'setVisaSponsorship', value: true })
    expect(next.visaSponsorship).toBe(true)
    expect(next.remoteOnly).toBe(false)
  })

  it('refuses remote-only while visa sponsorship is on', () => {
    const state = withFilters({ visaSponsorship: true })
    expect(filtersReducer(state, { type: 'setRemoteOnly', value: true }).remoteOnly).toBe(false)
  })

  it('allows remote-only again once visa sponsorship is off', () => {
    let state = filtersReducer(withFilters({ visaSponsorship: true }), { type: 'setVisaSponsorship', value: false })
    state = filtersReducer(state, { type: 'setRemoteOnly', value: true })
    expect(state.remoteOnly).toBe(true)
  })

  it('shows the Remote Search Disabled notice only when visa sponsorship is switched on', () => {
    expect(shouldShowRemoteDisabledNotice(defaultAdvancedFilters, { type: 'setVisaSponsorship', value: true })).toBe(true)
    const alreadyOn = withFilters({ visaSponsorship: true })
    expect(shouldShowRemoteDisabledNotice(alreadyOn, { type: 'setVisaSponsorship', value: true })).toBe(false)
    expect(shouldShowRemoteDisabledNotice(alreadyOn, { type: 'setVisaSponsorship', value: false })).toBe(false)
    expect(shouldShowRemoteDisabledNotice(defaultAdvancedFilters, { type: 'setRemoteOnly', value: true })).toBe(false)
  })
})

describe('filtersReducer: lists and values', () => {
  it('toggles employment types and keeps them in canonical order', () => {
    let state = filtersReducer(defaultAdvancedFilters, { type: 'toggleEmploymentType', value: 'CONTRACTOR' })
    state = filtersReducer(state, { type: 'toggleEmploymentType', value: 'FULLTIME' })
    expect(state.employmentTypes).toEqual(['FULLTIME', 'CONTRACTOR'])
    state = filtersReducer(state, { type: 'toggleEmploymentType', value: 'FULLTIME' })
    expect(state.employmentTypes).toEqual(['CONTRACTOR'])
  })

  it('toggles experience requirements and company types', () => {
    let state = filtersReducer(defaultAdvancedFilters, { type: 'toggleJobRequirement', value: 'no_degree' })
    state = filtersReducer(state, { type: 'toggleCompanyType', value: 'startup' })
    expect(state.jobRequirements).toEqual(['no_degree'])
    expect(state.companyTypes).toEqual(['startup'])
  })

  it('keeps salary bounds only above 0', () => {
    let state = filtersReducer(defaultAdvancedFilters, { type: 'setSalaryMin', value: 0 })
    expect(state.salaryMin).toBeNull()
    state = filtersReducer(state, { type: 'setSalaryMax', value: -100 })
    expect(state.salaryMax).toBeNull()
    state = filtersReducer(state, { type: 'setSalaryMin', value: 600000.7 })
    expect(state.salaryMin).toBe(600000)
  })

  it('adds custom titles through the custom-title rules and removes them', () => {
    let state = filtersReducer(defaultAdvancedFilters, { type: 'addJobTitle', value: '  Data Engineer  ' })
    expect(state.jobTitles).toEqual(['Data Engineer'])
    state = filtersReducer(state, { type: 'addJobTitle', value: 'data engineer' })
    expect(state.jobTitles).toEqual(['Data Engineer'])
    state = filtersReducer(state, { type: 'addJobTitle', value: '   ' })
    expect(state.jobTitles).toEqual(['Data Engineer'])
    state = filtersReducer(state, { type: 'removeJobTitle', value: 'Data Engineer' })
    expect(state.jobTitles).toEqual([])
  })

  it('resets to the defaults', () => {
    const busy = withFilters({ remoteOnly: true, datePosted: 'week', jobTitles: ['QA Engineer'], country: 'IN' })
    expect(filtersReducer(busy, { type: 'reset' })).toEqual(defaultAdvancedFilters)
  })
})

describe('checkCustomJobTitle', () => {
  it('trims and accepts a new title', () => {
    expect(checkCustomJobTitle('  Site Reliability Engineer ', [])).toEqual({ ok: true, title: 'Site Reliability Engineer' })
  })

  it('ignores an empty title', () => {
    expect(checkCustomJobTitle('', [])).toEqual({ ok: false, reason: 'empty' })
    expect(checkCustomJobTitle(' \t ', [])).toEqual({ ok: false, reason: 'empty' })
  })

  it('refuses a duplicate, whatever its case or spacing', () => {
    expect(checkCustomJobTitle('software  ENGINEER', ['Software Engineer'])).toEqual({ ok: false, reason: 'duplicate' })
  })

  it('turns commas into spaces because titles travel as one comma-separated list', () => {
    expect(checkCustomJobTitle('Sales, Marketing', [])).toEqual({ ok: true, title: 'Sales Marketing' })
  })

  it('refuses over-long titles and more than 20 titles', () => {
    expect(checkCustomJobTitle('x'.repeat(101), [])).toEqual({ ok: false, reason: 'tooLong' })
    const twenty = Array.from({ length: 20 }, (_, index) => `Title ${index}`)
    expect(checkCustomJobTitle('One more', twenty)).toEqual({ ok: false, reason: 'tooMany' })
  })
})

describe('getQuickAddTitles', () => {
  it('shows the first 8 suggestions', () => {
    expect(getQuickAddTitles([], quickAddJobTitles)).toEqual(quickAddJobTitles.slice(0, 8))
  })

  it('leaves out titles already chosen, case-insensitively, and fills up from the rest', () => {
    const titles = getQuickAddTitles(['software engineer', 'Data Analyst'], quickAddJobTitles)
    expect(titles).toHaveLength(8)
    expect(titles).not.toContain('Software Engineer')
    expect(titles).not.toContain('Data Analyst')
    expect(titles).toContain('UI/UX Designer')
  })

  it('shows fewer when fewer are left', () => {
    expect(getQuickAddTitles(['a', 'B'], ['A', 'b', 'c'])).toEqual(['c'])
  })
})

describe('countActiveFilters', () => {
  it('is 0 for the defaults and counts each chosen value', () => {
    expect(countActiveFilters(defaultAdvancedFilters)).toBe(0)
    const filters = withFilters({
      datePosted: 'today',
      visaSponsorship: true,
      employmentTypes: ['FULLTIME', 'INTERN'],
      salaryMin: 500000,
      salaryMax: 900000,
      excludeAgencies: true,
    })
    expect(countActiveFilters(filters)).toBe(6)
  })
})

describe('quickAddJobTitles', () => {
  it('each has a label in English and in Hindi (the chip shows it; the search uses the English title)', () => {
    for (const resources of [enResources, hiResources]) {
      const labels: Record<string, string> = resources.jobs.filters.quickAddTitles
      for (const title of quickAddJobTitles) expect(labels[title], title).toMatch(/\S/)
    }
  })
})
