import { describe, expect, it } from 'vitest'
import { describeJobLocation } from '#core/format/location.ts'
import { describePostedAge } from '#core/format/posted-age.ts'
import { describeSalary } from '#core/format/salary.ts'
import { codeForStatus, errorCodes, mappedStatuses } from '#core/errors/codes.ts'
import type { SalaryPeriod } from '#core/jobs/job-constants.ts'
import { englishMessage } from '#core/errors/error-text.server.ts'
import { validateJobTitle, validateSearchLocation } from '#core/jobs/validation.ts'
import {
  renderEmploymentType,
  renderIndustryName,
  renderPlaceName,
  renderRoleName,
  renderJobSearchValidation,
  renderLocation,
  renderPostedAge,
  renderSalary,
  renderError,
  renderErrorTitle,
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

function renderPay(t: typeof en, min: number | null, max: number | null, currency: string | null, period: SalaryPeriod | null): string {
  return renderSalary(t, describeSalary({ min, max, currency, period }))
}

describe('renderSalary in English', () => {
  it.each([
    ['rupees a year in lakhs per annum', 2_450_000, 3_800_000, 'INR', 'YEAR', '₹24.5 – 38 LPA'],
    ['a rupee minimum', 500_000, null, 'INR', 'YEAR', '₹5 LPA+'],
    ['a rupee maximum', null, 1_200_000, 'INR', 'YEAR', 'Up to ₹12 LPA'],
    ['one rupee amount', 1_200_000, 1_200_000, 'INR', 'YEAR', '₹12 LPA'],
    ['rupees with no period', 600_000, 900_000, 'INR', null, '₹6 – 9 LPA'],
    ['crores', 12_000_000, 15_000_000, 'INR', 'YEAR', '₹1.2 – 1.5 Cr a year'],
    ['a crore minimum', 10_000_000, null, 'INR', 'YEAR', '₹1 Cr+ a year'],
    ['a crore maximum', null, 25_000_000, 'INR', 'YEAR', 'Up to ₹2.5 Cr a year'],
    ['one crore amount', 15_000_000, 15_000_000, 'INR', 'YEAR', '₹1.5 Cr a year'],
    ['a stipend', 15_000, 15_000, 'INR', 'MONTH', '₹15,000/month'],
    ['a stipend range', 10_000, 40_000, 'INR', 'MONTH', '₹10,000 – ₹40,000/month'],
    ['a monthly minimum', 15_000, null, 'INR', 'MONTH', '₹15,000+/month'],
    ['a monthly maximum', null, 25_000, 'INR', 'MONTH', 'Up to ₹25,000/month'],
    ['a pay level', 44_900, 142_400, 'INR', 'MONTH', '₹44,900 – ₹1,42,400/month'],
    ['under a lakh a year', 60_000, 96_000, 'INR', 'YEAR', '₹5,000 – ₹8,000/month'],
    ['rupees an hour', 500, 800, 'INR', 'HOUR', '₹500 – ₹800/hour'],
    ['US dollars a year', 90_000, 120_000, 'USD', 'YEAR', '$90k - $120k a year'],
    ['a US dollar minimum', 90_000, null, 'USD', 'YEAR', '$90k+ a year'],
    ['a US dollar maximum', null, 120_000, 'USD', 'YEAR', 'Up to $120k a year'],
    ['US dollars an hour', 25, 35, 'USD', 'HOUR', '$25 – $35/hour'],
    ['pounds a year', 45_000, 55_000, 'GBP', 'YEAR', '£45k – £55k a year'],
    ['a euro minimum', 60_000, null, 'EUR', 'YEAR', '€60k+ a year'],
    ['one euro amount', 60_000, 60_000, 'EUR', 'YEAR', '€60k a year'],
    ['a Canadian dollar maximum', null, 110_000, 'CAD', 'YEAR', 'Up to C$110k a year'],
    ['yen in millions', 6_000_000, 8_500_000, 'JPY', 'YEAR', '¥6M – ¥8.5M a year'],
    ['dirhams a month', 18_000, 18_000, 'AED', 'MONTH', 'AED 18,000/month'],
    ['a dirham range', 18_000, 25_000, 'AED', 'MONTH', 'AED 18,000 – AED 25,000/month'],
    ['Singapore dollars a month', 6_500, 8_000, 'SGD', 'MONTH', 'S$6,500 – S$8,000/month'],
    ['pounds an hour', 12.5, 14, 'GBP', 'HOUR', '£12.50 – £14/hour'],
    ['an hourly maximum', null, 30, 'AUD', 'HOUR', 'Up to A$30/hour'],
    ['an hourly minimum', 30, null, 'AUD', 'HOUR', 'A$30+/hour'],
    ['one hourly amount', 30, 30, 'NZD', 'HOUR', 'NZ$30/hour'],
  ] as const)('%s: %s', (_case, min, max, currency, period, text) => {
    expect(renderPay(en, min, max, currency, period)).toBe(text)
  })

  it('renders nothing without an amount', () => {
    expect(renderPay(en, null, null, 'INR', 'YEAR')).toBe('')
  })
})

describe('renderSalary in Hindi', () => {
  it.each([
    ['lakhs', 2_450_000, 3_800_000, 'INR', 'YEAR', '₹24.5 – 38 लाख प्रति वर्ष'],
    ['a lakh minimum', 500_000, null, 'INR', 'YEAR', '₹5 लाख+ प्रति वर्ष'],
    ['a lakh maximum', null, 1_200_000, 'INR', 'YEAR', '₹12 लाख प्रति वर्ष तक'],
    ['one lakh amount', 1_200_000, 1_200_000, 'INR', 'YEAR', '₹12 लाख प्रति वर्ष'],
    ['crores', 12_000_000, 15_000_000, 'INR', 'YEAR', '₹1.2 – 1.5 करोड़ प्रति वर्ष'],
    ['a crore minimum', 10_000_000, null, 'INR', 'YEAR', '₹1 करोड़+ प्रति वर्ष'],
    ['a crore maximum', null, 25_000_000, 'INR', 'YEAR', '₹2.5 करोड़ प्रति वर्ष तक'],
    ['one crore amount', 15_000_000, 15_000_000, 'INR', 'YEAR', '₹1.5 करोड़ प्रति वर्ष'],
    ['a stipend', 15_000, 15_000, 'INR', 'MONTH', '₹15,000/माह'],
    ['a stipend range', 10_000, 40_000, 'INR', 'MONTH', '₹10,000 – ₹40,000/माह'],
    ['a monthly minimum', 15_000, null, 'INR', 'MONTH', '₹15,000+/माह'],
    ['a monthly maximum', null, 25_000, 'INR', 'MONTH', '₹25,000/माह तक'],
    ['a pay level', 44_900, 142_400, 'INR', 'MONTH', '₹44,900 – ₹1,42,400/माह'],
    ['rupees an hour', 500, 800, 'INR', 'HOUR', '₹500 – ₹800/घंटा'],
    ['US dollars a year', 90_000, 120_000, 'USD', 'YEAR', '$90k - $120k प्रति वर्ष'],
    ['a US dollar minimum', 90_000, null, 'USD', 'YEAR', '$90k+ प्रति वर्ष'],
    ['a US dollar maximum', null, 120_000, 'USD', 'YEAR', '$120k प्रति वर्ष तक'],
    ['pounds a year', 45_000, 55_000, 'GBP', 'YEAR', '£45k – £55k प्रति वर्ष'],
    ['a euro minimum', 60_000, null, 'EUR', 'YEAR', '€60k+ प्रति वर्ष'],
    ['one euro amount', 60_000, 60_000, 'EUR', 'YEAR', '€60k प्रति वर्ष'],
    ['a pound maximum', null, 55_000, 'GBP', 'YEAR', '£55k प्रति वर्ष तक'],
    ['dirhams a month', 18_000, 18_000, 'AED', 'MONTH', 'AED 18,000/माह'],
    ['a dirham range', 18_000, 25_000, 'AED', 'MONTH', 'AED 18,000 – AED 25,000/माह'],
    ['US dollars an hour', 25, 35, 'USD', 'HOUR', '$25 – $35/घंटा'],
    ['an hourly minimum', 30, null, 'AUD', 'HOUR', 'A$30+/घंटा'],
    ['an hourly maximum', null, 30, 'AUD', 'HOUR', 'A$30/घंटा तक'],
    ['one hourly amount', 30, 30, 'NZD', 'HOUR', 'NZ$30/घंटा'],
  ] as const)('%s: %s', (_case, min, max, currency, period, text) => {
    expect(renderPay(hi, min, max, currency, period)).toBe(text)
  })
})

describe('renderLocation', () => {
  it('translates Remote and leaves place names alone', () => {
    expect(renderLocation(en, describeJobLocation({}))).toBe('Remote')
    expect(renderLocation(hi, describeJobLocation({}))).toBe('रिमोट')
    expect(renderLocation(hi, describeJobLocation({ city: 'Pune', country: 'IN' }))).toBe('Pune, India')
  })
})

describe('names of places, roles and industries', () => {
  it('are Hindi on Hindi pages and as stored on English ones', () => {
    expect(renderPlaceName(hi, 'Mumbai')).toBe('मुंबई')
    expect(renderPlaceName(hi, 'Tamil Nadu')).toBe('तमिलनाडु')
    expect(renderPlaceName(hi, 'Zürich')).toBe('ज़्यूरिख़')
    expect(renderPlaceName(en, 'Mumbai')).toBe('Mumbai')
    expect(renderRoleName(hi, { slug: 'data-analyst', name: 'Data Analyst' })).toBe('डेटा एनालिस्ट')
    expect(renderRoleName(en, { slug: 'data-analyst', name: 'Data Analyst' })).toBe('Data Analyst')
    expect(renderIndustryName(hi, 'Fintech')).toBe('फ़िनटेक')
  })

  it('stay as stored when we have no Hindi for them', () => {
    expect(renderPlaceName(hi, 'Lisbon')).toBe('Lisbon')
    expect(renderRoleName(hi, { slug: 'chief-happiness-officer', name: 'Chief Happiness Officer' })).toBe('Chief Happiness Officer')
    expect(renderPlaceName(hi, '')).toBe('')
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

describe('renderError', () => {
  const ofStatus = (status: number) => ({ code: codeForStatus(status) })

  it('renders the spec status messages, with "other" for unmapped statuses', () => {
    expect(renderError(en, ofStatus(404), 404)).toBe('The requested resource was not found.')
    expect(renderError(en, ofStatus(502), 502)).toBe('Service temporarily unavailable. Please try again later.')
    expect(renderError(en, ofStatus(418), 418)).toBe('Something went wrong. Please try again.')
    expect(renderError(hi, ofStatus(401), 401)).toBe('आगे बढ़ने के लिए कृपया साइन इन करें।')
  })

  it('says in English exactly what the API’s message says, for every code, reason and limit', () => {
    for (const status of [...mappedStatuses, 418])
      expect(renderError(en, ofStatus(status), status)).toBe(englishMessage(ofStatus(status), status))
    for (const code of errorCodes)
      expect(renderError(en, { code, params: { limit: 5 } })).toBe(englishMessage({ code, params: { limit: 5 } }))
    const ownRole = { code: 'PERMISSION_DENIED', reason: 'own_role' } as const
    expect(renderError(en, ownRole)).toBe('You cannot change your own role.')
    expect(renderError(en, ownRole)).toBe(englishMessage(ownRole))
  })

  it('renders the reader’s language with the values filled in, and the spec title', () => {
    const limit = { code: 'DAILY_APPLICATION_LIMIT', params: { limit: 5 } } as const
    expect(renderError(hi, limit)).toBe('आपने आज के सभी 5 मुफ़्त आवेदन इस्तेमाल कर लिए हैं। असीमित आवेदन के लिए अपग्रेड करें')
    expect(renderErrorTitle(en, limit)).toBe('Daily Application Limit Reached')
    expect(renderErrorTitle(en, { code: 'NOT_FOUND' })).toBeNull()
    expect(renderError(hi, { code: 'VALIDATION_INVALID_FORMAT', reason: 'user_already_registered' })).not.toMatch(/[A-Za-z]{4}/u)
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
