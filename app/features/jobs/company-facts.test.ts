import { describe, expect, it } from 'vitest'
import { describeCompanySize } from '#core/format/company-size.ts'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { describeCompanyFacts, renderCompanySize, renderPlaceText } from './company-facts.ts'

await loadAllLanguageResources()
const hi = createI18n('hi').t
const en = createI18n('en').t

describe('describeCompanyFacts', () => {
  const company = {
    industry: 'IT Services & Consulting',
    company_size: '201-500 employees',
    headquarters_location: 'Pune, Maharashtra, India',
  }

  it('says the company’s industry, size and headquarters in the reader’s language', () => {
    expect(describeCompanyFacts(hi, company, 'hi')).toEqual(['आईटी सेवाएँ और कंसल्टिंग', '201–500 कर्मचारी', 'पुणे, महाराष्ट्र, भारत'])
    expect(describeCompanyFacts(en, company, 'en')).toEqual(['IT Services & Consulting', '201–500 employees', 'Pune, Maharashtra, India'])
    expect(describeCompanyFacts(en, { industry: null, company_size: '10,001+ employees', headquarters_location: null }, 'en')).toEqual([
      '10,001+ employees',
    ])
  })
})

describe('renderPlaceText', () => {
  it('reads a place written as text part by part, the country by its English name', () => {
    expect(renderPlaceText(hi, 'Pune, Maharashtra, India', 'hi')).toBe('पुणे, महाराष्ट्र, भारत')
    expect(renderPlaceText(hi, 'Dubai, United Arab Emirates', 'hi')).toBe('दुबई, संयुक्त अरब अमीरात')
    expect(renderPlaceText(en, 'Pune, Maharashtra, India', 'en')).toBe('Pune, Maharashtra, India')
  })
})

describe('renderCompanySize', () => {
  it('says the size in words of the reader’s language', () => {
    expect(renderCompanySize(en, describeCompanySize('1,001-5,000 employees'))).toBe('1,001–5,000 employees')
    expect(renderCompanySize(hi, describeCompanySize('1,001-5,000 employees'))).toBe('1,001–5,000 कर्मचारी')
    expect(renderCompanySize(hi, describeCompanySize('10,001+ employees'))).toBe('10,001+ कर्मचारी')
    expect(renderCompanySize(hi, describeCompanySize('Large'))).toBe('Large')
  })
})
