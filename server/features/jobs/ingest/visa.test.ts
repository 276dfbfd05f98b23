import { describe, expect, it } from 'vitest'
import { readVisaSponsorship, visaSponsorshipFromText, type VisaFacts } from './visa.ts'

describe('visaSponsorshipFromText', () => {
  it.each([
    'Visa sponsorship is available for this role.',
    'We will sponsor your H-1B visa.',
    'We are happy to sponsor work permits for the right candidate.',
    'We offer full visa sponsorship and relocation.',
    'Relocation and visa support provided.',
    'H-1B transfers welcome.',
    'Skilled Worker visa sponsorship is offered for this position.',
    'TSS 482 sponsorship available.',
  ])('reads an offer in %j', (text) => {
    expect(visaSponsorshipFromText(text)).toBe(true)
  })

  it.each([
    'We are unable to offer visa sponsorship.',
    'This role does not offer sponsorship.',
    'Visa sponsorship is not available.',
    'Candidates must have the right to work in the UK.',
    'Applicants must be authorized to work in the US without sponsorship.',
    'US citizens only.',
    'Active security clearance required.',
    'Visa sponsorship is available. Update: we can no longer sponsor visas.',
  ])('reads a refusal in %j', (text) => {
    expect(visaSponsorshipFromText(text)).toBe(false)
  })

  it.each(['Build payment services.', 'We sponsor the local cricket club.', 'Sponsorship deals with brands.'])(
    'reads nothing in %j',
    (text) => {
      expect(visaSponsorshipFromText(text)).toBeNull()
    },
  )
})

describe('readVisaSponsorship', () => {
  const abroad: VisaFacts = {
    flag: null,
    description: 'Build payment services.',
    employerName: 'Nimbus Labs',
    country: 'US',
    isRemote: false,
  }

  it.each([
    ['a job in India, whatever is said', { ...abroad, country: 'IN', flag: true }, false],
    ['a remote job, whatever is said', { ...abroad, isRemote: true, flag: true }, false],
    ["the source's flag", { ...abroad, flag: true }, true],
    ["the source's flag over a known sponsor", { ...abroad, flag: false, employerName: 'Google' }, false],
    ['an offer in the text', { ...abroad, description: 'Visa sponsorship is available.' }, true],
    ['a refusal in the text over a known sponsor', { ...abroad, employerName: 'Google', description: 'We do not sponsor visas.' }, false],
    ['a known sponsor abroad', { ...abroad, employerName: 'Google LLC' }, true],
    ['a known sponsor in a country with no list', { ...abroad, employerName: 'Google LLC', country: 'DE' }, false],
    ['an unknown employer that says nothing', abroad, false],
  ] as const)('reads %s', (_, facts, expected) => {
    expect(readVisaSponsorship(facts)).toBe(expected)
  })
})
