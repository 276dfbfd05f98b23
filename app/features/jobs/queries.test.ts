import { skipToken } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { defaultAdvancedFilters } from './filters.ts'
import { jobSearchQuery, jobsQueryKey, suggestionsQuery } from './queries.ts'
import type { JobSearchRequest } from './search-request.ts'

const request: JobSearchRequest = { query: 'Data Analyst', location: 'Pune', filters: defaultAdvancedFilters }

describe('jobSearchQuery', () => {
  it('keys a search by the API query string it fetches, under the jobs key', () => {
    expect(jobSearchQuery(request).queryKey).toEqual([...jobsQueryKey, 'search', 'query=Data+Analyst&location=Pune&page=1&num_pages=2'])
    expect(jobSearchQuery({ ...request, query: ' Data Analyst ' }).queryKey).toEqual(jobSearchQuery(request).queryKey)
    expect(jobSearchQuery(request, 5).queryKey).not.toEqual(jobSearchQuery(request).queryKey)
  })

  it('is disabled, not failing, while there is no search', () => {
    const options = jobSearchQuery(null)
    expect(options.queryFn).toBe(skipToken)
    expect(options.queryKey).toEqual([...jobsQueryKey, 'search', null])
  })

  it('adds no retries to the HTTP client’s own three attempts', () => {
    expect(jobSearchQuery(request).retry).toBe(false)
  })
})

describe('suggestionsQuery', () => {
  it('shares an answer across the case of what was typed, not across kinds', () => {
    expect(suggestionsQuery('Pune', 'location').queryKey).toEqual(suggestionsQuery('pune', 'location').queryKey)
    expect(suggestionsQuery('pune', 'title').queryKey).not.toEqual(suggestionsQuery('pune', 'location').queryKey)
    expect(suggestionsQuery('pune', 'title').retry).toBe(false)
  })
})
