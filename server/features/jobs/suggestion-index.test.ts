import { describe, expect, it } from 'vitest'
import { createSuggestionIndex, type SuggestionRow } from './suggestion-index.ts'

const titles: SuggestionRow[] = [
  { value: 'Software Engineer', normalized: 'software engineer', jobCount: 3676 },
  { value: 'Senior Software Engineer', normalized: 'senior software engineer', jobCount: 906 },
  { value: 'Data Analyst', normalized: 'data analyst', jobCount: 716 },
  { value: 'Senior Data Analyst', normalized: 'senior data analyst', jobCount: 555 },
  { value: 'Staff Nurse', normalized: 'staff nurse', jobCount: 527 },
  { value: 'ICU Nurse', normalized: 'icu nurse', jobCount: 120 },
  { value: 'Sales Executive', normalized: 'sales executive', jobCount: 607 },
  { value: 'Retired Role', normalized: 'retired role', jobCount: 0 },
]

describe('suggestion index', () => {
  const index = createSuggestionIndex(titles)
  const suggest = (normalized: string, limit = 5, extras: string[] = []) =>
    index.suggest({ kind: 'title', limit }, normalized, extras).map((suggestion) => suggestion.value)

  it('ranks prefix matches, then word-prefix matches, each by job count', () => {
    expect(suggest('s')).toEqual(['Software Engineer', 'Senior Software Engineer', 'Sales Executive', 'Senior Data Analyst', 'Staff Nurse'])
    expect(suggest('software')).toEqual(['Software Engineer', 'Senior Software Engineer'])
    expect(suggest('nurse')).toEqual(['Staff Nurse', 'ICU Nurse'])
    expect(suggest('data', 1)).toEqual(['Data Analyst'])
  })

  it('forgives misspellings through trigram similarity', () => {
    expect(suggest('sofware')[0]).toBe('Software Engineer')
    expect(suggest('sofware enginer')[0]).toBe('Software Engineer')
    expect(suggest('anlyst')).toContain('Data Analyst')
    expect(suggest('zzzz')).toEqual([])
  })

  it('puts alias targets first and leaves out values without jobs', () => {
    expect(suggest('sal', 5, ['staff nurse'])[0]).toBe('Staff Nurse')
    expect(suggest('retired')).toEqual([])
    expect(index.size).toBe(7)
  })

  it('reports the kind and job counts', () => {
    expect(index.suggest({ kind: 'title', limit: 1 }, 'soft', [])).toEqual([{ value: 'Software Engineer', kind: 'title', job_count: 3676 }])
  })
})
