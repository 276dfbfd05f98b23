import { describe, expect, it } from 'vitest'
import { describeJobLocation } from '#core/format/location.ts'
import { describePostedAge } from '#core/format/posted-age.ts'
import { describeSalary } from '#core/format/salary.ts'
import { mappedStatuses } from '#core/errors/codes.ts'
import { statusMessage } from '#core/errors/status-messages.server.ts'
import { validateJobTitle, validateSearchLocation } from '#core/jobs/validation.ts'
import {
  renderEmploymentType,
  renderJobSearchValidation,
  renderLocation,
  renderPostedAge,
  renderSalary,
  renderStatusMessage,
} from './render.ts'
import { loadAllLanguageResources } from './resources.ts'
import { createI18n } from './setup.ts'

// The server has every language before it serves (entry.server.tsx); so do these tests.
await loadAllLanguageResources()

const DAY_MS = 86_400_000
const now = new Date('2026-11-22T09:30:00Z')
const en = createI18n('en').t
const hi = createI18n('hi').t

function postedDaysAgo(days: number): Date {
  return new Date(now.getTime() - days * DAY_MS)
}

describe('renderPostedAge in English', () => {
  it.each([
    [0, 'Today'],
    [1, 'Yesterday'],
    [2, '2 days ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [14, '2 weeks ago'],
    [29, '4 weeks ago'],
    [30, '1 month ago'],
    [61, '2 months ago'],
  ])('%i days back reads "%s"', (days, text) => {
    expect(renderPostedAge(en, describePostedAge(postedDaysAgo(days), now))).toBe(text)
  })
})

describe('renderPostedAge in Hindi', () => {
  it.each([
    [0, 'आज'],
    [1, 'कल'],
    [3, '3 दिन पहले'],
    [7, '1 हफ़्ते पहले'],
    [45, '1 महीने पहले'],
  ])('%i days back reads "%s"', (days, text) => {
    expect(renderPostedAge(hi, describePostedAge(postedDaysAgo(days), now))).toBe(text)
  })
})

describe('renderSalary', () => {
  it('renders each salary kind in English', () => {
    expect(renderSalary(en, describeSalary(600_000, 1_200_000, 'INR'))).toBe('₹600k - ₹1200k')
    expect(renderSalary(en, describeSalary(600_000, null, 'INR'))).toBe('₹600k+')
    expect(renderSalary(en, describeSalary(null, 1_200_000, 'USD'))).toBe('Up to $1200k')
    expect(renderSalary(en, describeSalary(null, null, 'INR'))).toBe('')
  })

  it('keeps symbols and k units in Hindi', () => {
    expect(renderSalary(hi, describeSalary(null, 1_200_000, 'INR'))).toBe('₹1200k तक')
    expect(renderSalary(hi, describeSalary(600_000, 1_200_000, 'INR'))).toBe('₹600k - ₹1200k')
  })
})

describe('renderLocation', () => {
  it('translates Remote and leaves place names alone', () => {
    expect(renderLocation(en, describeJobLocation({}))).toBe('Remote')
    expect(renderLocation(hi, describeJobLocation({}))).toBe('रिमोट')
    expect(renderLocation(hi, describeJobLocation({ city: 'Pune', country: 'IN' }))).toBe('Pune, India')
  })
})

describe('renderEmploymentType', () => {
  it('names each employment type', () => {
    expect(renderEmploymentType(en, 'FULLTIME')).toBe('Full-time')
    expect(renderEmploymentType(en, 'CONTRACTOR')).toBe('Contract')
    expect(renderEmploymentType(en, 'INTERN')).toBe('Internship')
    expect(renderEmploymentType(hi, 'FULLTIME')).toBe('फ़ुल-टाइम')
  })
})

describe('renderStatusMessage', () => {
  it('renders the spec status messages, with "other" for unmapped statuses', () => {
    expect(renderStatusMessage(en, 404)).toBe('The requested resource was not found.')
    expect(renderStatusMessage(en, 502)).toBe('Service temporarily unavailable. Please try again later.')
    expect(renderStatusMessage(en, 418)).toBe('Something went wrong. Please try again.')
    // The page and the API read the same row of the en locale.
    for (const status of [...mappedStatuses, 418]) {
      expect(renderStatusMessage(en, status)).toBe(statusMessage(status))
    }
    expect(renderStatusMessage(hi, 401)).toBe('आगे बढ़ने के लिए कृपया साइन इन करें।')
  })
})

describe('renderJobSearchValidation', () => {
  it('renders each rule in English, with its limit', () => {
    expect(renderJobSearchValidation(en, validateJobTitle(''))).toEqual({ message: 'What job are you looking for?' })
    expect(renderJobSearchValidation(en, validateJobTitle('any job'))).toEqual({
      message: 'Add more detail to find better matches',
      suggestion: 'Try a specific title such as "Software Engineer" or "Sales Manager"',
    })
    expect(renderJobSearchValidation(en, validateJobTitle('x'.repeat(201)))).toEqual({ message: 'Must be no more than 200 characters' })
    expect(renderJobSearchValidation(en, validateSearchLocation('x'.repeat(101)))).toEqual({
      message: 'Must be no more than 100 characters',
    })
  })

  it('renders nothing for a valid field', () => {
    expect(renderJobSearchValidation(en, validateJobTitle('Data Analyst'))).toEqual({ message: '' })
  })

  it('renders Hindi', () => {
    expect(renderJobSearchValidation(hi, validateJobTitle('')).message).toBe('आप कौन-सी नौकरी ढूँढ रहे हैं?')
    expect(renderJobSearchValidation(hi, validateSearchLocation('x'.repeat(101))).message).toBe('100 अक्षरों से ज़्यादा नहीं होने चाहिए')
  })
})

describe('English product texts', () => {
  it('render the plural forms of the results', () => {
    expect(en('jobs:results.showMoreJobs')).toBe('Show More Jobs')
    expect(en('jobs:results.viewAllJobs', { count: 42, total: '42' })).toBe('View All 42 Jobs')
    expect(en('jobs:results.viewAllJobsAbout', { total: '27,000' })).toBe('View All (About 27,000) Jobs')
    expect(en('jobs:results.count', { count: 100000, total: '1,00,000' })).toBe('1,00,000 jobs found')
    expect(en('jobs:results.count', { count: 1, total: '1' })).toBe('1 job found')
    expect(en('jobs:results.browseFeaturedJobs')).toBe('Browse Featured Jobs')
  })
})
