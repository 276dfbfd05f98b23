import { describe, expect, it } from 'vitest'
import { savedSearchPath } from './saved-search-path.ts'

describe('savedSearchPath', () => {
  it('opens each kind of saved search on its own listing', () => {
    expect(savedSearchPath('city_slug=pune')).toBe('/jobs/in-pune')
    expect(savedSearchPath('role_slug=data-analyst')).toBe('/jobs/data-analyst')
    expect(savedSearchPath('visa_sponsorship=true')).toBe('/visa-sponsorship-jobs')
    expect(savedSearchPath('government_only=true')).toBe('/government-jobs')
    expect(savedSearchPath('query=nurse&location=Pune&employment_types=FULLTIME')).toBe(
      '/jobs?q=nurse&location=Pune&employment_types=FULLTIME',
    )
  })
})
