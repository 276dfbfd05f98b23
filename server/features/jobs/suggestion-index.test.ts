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

/** A feed of internships: the longer title has more jobs than the general one it starts with. */
const internships: SuggestionRow[] = [
  { value: 'Software Engineering Intern', normalized: 'software engineering intern', jobCount: 300 },
  { value: 'Software Engineer', normalized: 'software engineer', jobCount: 40 },
  { value: 'Software Engineer Intern', normalized: 'software engineer intern', jobCount: 25 },
  { value: 'Senior Software Engineer', normalized: 'senior software engineer', jobCount: 90 },
  { value: 'Embedded Software Engineering Lead', normalized: 'embedded software engineering lead', jobCount: 5 },
  { value: 'Software Engineers', normalized: 'software engineers', jobCount: 2 },
]

describe('suggestion index', () => {
  const index = createSuggestionIndex(titles)
  const suggest = (normalized: string, limit = 5, extras: string[] = []) =>
    index.suggest({ kind: 'title', limit }, normalized, extras).map((suggestion) => suggestion.value)

  it('ranks prefix matches, then word-prefix matches, each with fewer words first, then by job count', () => {
    expect(suggest('s')).toEqual(['Software Engineer', 'Sales Executive', 'Staff Nurse', 'Senior Software Engineer', 'Senior Data Analyst'])
    expect(suggest('software')).toEqual(['Software Engineer', 'Senior Software Engineer'])
    expect(suggest('nurse')).toEqual(['Staff Nurse', 'ICU Nurse'])
    expect(suggest('data', 1)).toEqual(['Data Analyst'])
  })

  it('offers the general title before the longer ones that start with it, whatever their job counts', () => {
    const feed = createSuggestionIndex(internships)
    const suggestFeed = (normalized: string, limit = 10) =>
      feed.suggest({ kind: 'title', limit }, normalized, []).map((suggestion) => suggestion.value)
    const byPrefix = ['Software Engineer', 'Software Engineers', 'Software Engineering Intern', 'Software Engineer Intern']
    const byWord = ['Senior Software Engineer', 'Embedded Software Engineering Lead']
    expect(suggestFeed('software eng')).toEqual([...byPrefix, ...byWord])
    expect(suggestFeed('soft')).toEqual([...byPrefix, ...byWord])
    expect(suggestFeed('engineer')).toEqual([
      'Software Engineer',
      'Software Engineers',
      'Software Engineering Intern',
      'Senior Software Engineer',
      'Software Engineer Intern',
      'Embedded Software Engineering Lead',
    ])
  })

  it('keeps the exact title first when it is typed in full', () => {
    const feed = createSuggestionIndex(internships)
    const suggestFeed = (normalized: string) =>
      feed.suggest({ kind: 'title', limit: 5 }, normalized, []).map((suggestion) => suggestion.value)
    expect(suggestFeed('software engineer')).toEqual([
      'Software Engineer',
      'Software Engineers',
      'Software Engineering Intern',
      'Software Engineer Intern',
      'Senior Software Engineer',
    ])
    expect(suggestFeed('software engineering intern')[0]).toBe('Software Engineering Intern')
    expect(suggestFeed('software engineers')[0]).toBe('Software Engineers')
    expect(suggest('staff nurse', 1)).toEqual(['Staff Nurse'])
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
