import { describe, expect, it } from 'vitest'
import { isKnownVisaSponsor, visaSponsorCountries } from './visa-sponsors.ts'

describe('isKnownVisaSponsor', () => {
  it('has lists for the US, the UK, Canada and Australia', () => {
    expect([...visaSponsorCountries].sort()).toEqual(['AU', 'CA', 'GB', 'US'])
  })

  it.each([
    ['Google LLC', 'US'],
    ['Amazon.com Services LLC', 'US'],
    ['Tata Consultancy Services Limited', 'US'],
    ['Infosys Limited', 'GB'],
    ['Microsoft Corporation', 'CA'],
    ['Meta Platforms, Inc.', 'US'],
    ['JPMorgan Chase & Co.', 'US'],
    ['Barclays Bank PLC', 'GB'],
    ['Shopify Inc.', 'CA'],
    ['Royal Bank of Canada', 'CA'],
    ['Atlassian Pty Ltd', 'AU'],
    ['Commonwealth Bank of Australia', 'AU'],
    ['HCL America Inc', 'US'],
    ['Cognizant Technology Solutions', 'AU'],
  ])('knows %s as a sponsor in %s', (employer, country) => {
    expect(isKnownVisaSponsor(employer, country)).toBe(true)
  })

  it.each([
    ['Google LLC', 'IN'],
    ['Google LLC', 'DE'],
    ['Shopify Inc.', 'AU'],
    ['Atlassian', 'US'],
    ['Apple Leisure Group', 'US'],
    ['Wise Group', 'GB'],
    ['Nimbus Labs', 'US'],
    ['', 'US'],
  ])('does not know %j as a sponsor in %s', (employer, country) => {
    expect(isKnownVisaSponsor(employer, country)).toBe(false)
  })
})
