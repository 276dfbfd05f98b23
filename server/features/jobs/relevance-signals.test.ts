import { describe, expect, it } from 'vitest'
import { alternateForm, buildRelevanceSignals, splitTitleWords } from './relevance-signals.ts'

describe('relevance signals', () => {
  it('splits words as the ranking statement splits titles, keeping node.js, c++ and c#', () => {
    expect(splitTitleWords('Junior Engineer (Civil)')).toEqual(['junior', 'engineer', 'civil'])
    expect(splitTitleWords('Node.js / C++ & C# Developer')).toEqual(['node.js', 'c++', 'c#', 'developer'])
    expect(splitTitleWords('UI/UX Designer')).toEqual(['ui', 'ux', 'designer'])
  })

  it('pairs each word with its other number', () => {
    expect(alternateForm('nurses')).toBe('nurse')
    expect(alternateForm('nurse')).toBe('nurses')
    expect(alternateForm('business')).toBe('businesss')
    expect(alternateForm('sql')).toBe('sqls')
  })

  it('leaves out words that only join others', () => {
    expect(
      buildRelevanceSignals({
        searchText: 'head of sales and marketing',
        titleText: 'head of sales and marketing',
        level: null,
        preferredCountry: null,
      }).words,
    ).toEqual(['head', 'sales', 'marketing'])
  })

  it('names the base role and the exact title a query asks for', () => {
    const signals = buildRelevanceSignals({
      searchText: 'software engineer',
      titleText: 'Senior Software Engineer',
      level: 'senior',
      preferredCountry: 'IN',
    })
    expect(signals).toEqual({
      words: ['software', 'engineer'],
      wordForms: ['softwares', 'engineers'],
      titlePhrase: 'senior software engineer',
      roleSlug: 'software-engineer',
      level: 'senior',
      preferredCountry: 'IN',
      preferredCitySlugs: [],
    })
  })
})
