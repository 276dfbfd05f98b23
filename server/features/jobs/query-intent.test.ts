import { describe, expect, it } from 'vitest'
import { expandAbbreviations, parseQueryIntent } from './query-intent.ts'
import { translateHindiTerms } from './search-query.ts'

describe('query intent', () => {
  it('reads remote, work from home and WFH as the remote filter and removes them from the words', () => {
    expect(parseQueryIntent('remote react developer')).toMatchObject({ text: 'react developer', isRemote: true })
    expect(parseQueryIntent('Work From Home content writer')).toMatchObject({ text: 'content writer', isRemote: true })
    expect(parseQueryIntent('WFH customer support')).toMatchObject({ text: 'customer support', isRemote: true })
    expect(parseQueryIntent('data analyst')).toMatchObject({ text: 'data analyst', isRemote: false })
  })

  it('reads seniority words as a level, keeping them for the title', () => {
    expect(parseQueryIntent('senior java developer')).toMatchObject({
      text: 'java developer',
      titleText: 'senior java developer',
      level: 'senior',
    })
    expect(parseQueryIntent('Sr. Python Developer')).toMatchObject({ text: 'Python Developer', level: 'senior' })
    expect(parseQueryIntent('junior data analyst').level).toBe('junior')
    expect(parseQueryIntent('team lead').level).toBe('lead')
    expect(parseQueryIntent('marketing internship')).toMatchObject({ text: 'marketing', level: 'intern' })
    expect(parseQueryIntent('freshers jobs')).toMatchObject({ text: '', level: 'fresher' })
    expect(parseQueryIntent('entry level accountant')).toMatchObject({ text: 'accountant', level: 'fresher' })
  })

  it('keeps a seniority word that is part of a name', () => {
    expect(parseQueryIntent('lead generation executive')).toMatchObject({ text: 'lead generation executive', level: null })
    expect(parseQueryIntent('junior engineer civil')).toMatchObject({ text: 'junior engineer civil', level: null })
  })

  it('reads government, visa and abroad words as filters, and drops words that only say "job"', () => {
    expect(parseQueryIntent('govt clerk jobs')).toMatchObject({ text: 'clerk', isGovernment: true })
    expect(parseQueryIntent('sarkari naukri')).toMatchObject({ text: '', isGovernment: true })
    expect(parseQueryIntent('nurse visa sponsorship')).toMatchObject({ text: 'nurse', isVisaSponsored: true })
    expect(parseQueryIntent('staff nurse abroad')).toMatchObject({ text: 'staff nurse', isAbroad: true })
    expect(parseQueryIntent('accountant vacancy near me')).toMatchObject({ text: 'accountant' })
  })

  it('reads Hindi once translated', () => {
    expect(parseQueryIntent(translateHindiTerms('वरिष्ठ डेटा एनालिस्ट'))).toMatchObject({ text: 'data analyst', level: 'senior' })
    expect(parseQueryIntent(translateHindiTerms('सरकारी नौकरी'))).toMatchObject({ text: '', isGovernment: true })
    expect(parseQueryIntent(translateHindiTerms('रिमोट डेवलपर'))).toMatchObject({ text: 'developer', isRemote: true })
    expect(parseQueryIntent(translateHindiTerms('इंटर्नशिप')).level).toBe('intern')
  })

  it('writes out short forms and protects them and the intent words from spelling correction', () => {
    expect(expandAbbreviations('sde 2')).toBe('software engineer 2')
    expect(expandAbbreviations('bank po')).toBe('bank probationary officer')
    expect(expandAbbreviations('reactjs developer')).toBe('react developer')
    expect(expandAbbreviations('Node.js')).toBe('Node.js')
    const intent = parseQueryIntent('remote dotnet developer')
    expect(intent.text).toBe('.net developer')
    expect([...intent.intentWords].sort()).toEqual(['dotnet', 'remote'])
  })
})
