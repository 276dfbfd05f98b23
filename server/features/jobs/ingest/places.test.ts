import { describe, expect, it } from 'vitest'
import { parseLocation, readPlace, type Place } from './places.ts'

function place(city: string | null, state: string | null, country: string, isRemote = false): Place {
  return { city, state, country, isRemote }
}

describe('parseLocation', () => {
  it.each([
    // Indian cities under their other names, stored under the one name.
    ['Bangalore', place('Bengaluru', 'Karnataka', 'IN')],
    ['Bengaluru', place('Bengaluru', 'Karnataka', 'IN')],
    ['Gurgaon', place('Gurugram', 'Haryana', 'IN')],
    ['Gurugram, Haryana', place('Gurugram', 'Haryana', 'IN')],
    ['Bombay', place('Mumbai', 'Maharashtra', 'IN')],
    ['Madras', place('Chennai', 'Tamil Nadu', 'IN')],
    ['Calcutta', place('Kolkata', 'West Bengal', 'IN')],
    ['New Delhi', place('New Delhi', 'Delhi', 'IN')],
    ['Delhi', place('Delhi', 'Delhi', 'IN')],
    ['Delhi NCR', place('Delhi', 'Delhi', 'IN')],
    ['Noida, Uttar Pradesh, India', place('Noida', 'Uttar Pradesh', 'IN')],
    ['Pune, Maharashtra, India', place('Pune', 'Maharashtra', 'IN')],
    ['Bangalore, Karnataka', place('Bengaluru', 'Karnataka', 'IN')],
    ['Chandigarh', place('Chandigarh', 'Chandigarh', 'IN')],
    ['Kerala, India', place(null, 'Kerala', 'IN')],
    ['Kakinada, Andhra Pradesh', place('Kakinada', 'Andhra Pradesh', 'IN')],
    ['Whitefield, Bangalore', place('Bengaluru', 'Karnataka', 'IN')],
    ['Chennai, TN', place('Chennai', 'Tamil Nadu', 'IN')],
    ['Bengaluru, KA, IN', place('Bengaluru', 'Karnataka', 'IN')],
    ['Dehradun, UK', place('Dehradun', 'Uttarakhand', 'IN')],
    ['Bengaluru | Pune', place('Bengaluru', 'Karnataka', 'IN')],
    // Remote and hybrid.
    ['Remote', place(null, null, 'IN', true)],
    ['Anywhere', place(null, null, 'IN', true)],
    ['Work from home', place(null, null, 'IN', true)],
    ['Remote - India', place(null, null, 'IN', true)],
    ['Remote (US)', place(null, null, 'US', true)],
    ['Remote, CA', place(null, null, 'CA', true)],
    ['Remote - United States', place(null, null, 'US', true)],
    ['Hybrid - Pune', place('Pune', 'Maharashtra', 'IN')],
    ['Bengaluru (Hybrid)', place('Bengaluru', 'Karnataka', 'IN')],
    ['Hyderabad (Remote), Telangana, India', place('Hyderabad', 'Telangana', 'IN', true)],
    // Abroad.
    ['San Francisco, CA', place('San Francisco', 'CA', 'US')],
    ['Austin, TX', place('Austin', 'TX', 'US')],
    ['Nashville, TN', place('Nashville', 'TN', 'US')],
    ['Springfield, IL, US', place('Springfield', 'IL', 'US')],
    ['London, UK', place('London', 'England', 'GB')],
    ['London, Canada', place('London', null, 'CA')],
    ['Toronto, ON, Canada', place('Toronto', 'ON', 'CA')],
    ['Dubai, UAE', place('Dubai', 'Dubai', 'AE')],
    ['Paris, FR', place('Paris', null, 'FR')],
    ['Zurich, CH', place('Zürich', 'Zurich', 'CH')],
    ['Singapore', place(null, null, 'SG')],
    ['Singapore, Singapore', place('Singapore', null, 'SG')],
    ['Hyderabad, Sindh, Pakistan', place('Hyderabad', 'Sindh', 'PK')],
    ['Lagos, Nigeria', place('Lagos', null, 'NG')],
  ] as const)('reads %s', (textValue, expected) => {
    const issues: string[] = []
    expect(parseLocation(textValue, issues)).toEqual(expected)
    expect(issues).toEqual([])
  })

  it.each(['Springfield', 'Atlantis', 'Hybrid'])('refuses %s, which names no country', (textValue) => {
    const issues: string[] = []
    expect(parseLocation(textValue, issues)).toBeNull()
    expect(issues).toEqual([`location "${textValue}" does not name a country`])
  })
})

describe('readPlace', () => {
  function read(input: Record<string, unknown>, isKnownRemote = false): { place: Place | null; issues: string[] } {
    const issues: string[] = []
    return { place: readPlace(input, isKnownRemote, issues), issues }
  }

  it.each([
    [{ job_city: 'Bangalore', job_state: 'Karnataka', job_country: 'IN' }, place('Bengaluru', 'Karnataka', 'IN')],
    [{ job_city: 'Gurgaon', job_country: 'India' }, place('Gurugram', 'Haryana', 'IN')],
    [{ job_city: 'Chennai', job_state: 'TN', job_country: 'IN' }, place('Chennai', 'Tamil Nadu', 'IN')],
    [{ job_city: 'Pune', job_state: 'Maharashtra' }, place('Pune', 'Maharashtra', 'IN')],
    [{ job_city: 'Seattle', job_state: 'WA', job_country: 'USA' }, place('Seattle', 'WA', 'US')],
    [{ job_city: 'Madras', job_state: 'OR', job_country: 'US' }, place('Madras', 'OR', 'US')],
    [{ job_city: 'Singapore', job_country: 'SG' }, place('Singapore', null, 'SG')],
    [{ job_city: 'Remote', job_country: 'CA' }, place(null, null, 'CA', true)],
    [{ job_city: 'Reykjavik', job_country: 'IS' }, place('Reykjavik', null, 'IS')],
    [{ job_city: 'Karachi', job_country: 'Pakistan' }, place('Karachi', null, 'PK')],
    [{ job_city: 'Whitefield, Bangalore', job_country: 'IN' }, place('Bengaluru', 'Karnataka', 'IN')],
    [{ job_city: 'Pune (Hybrid)', job_state: 'Maharashtra', job_country: 'IN' }, place('Pune', 'Maharashtra', 'IN')],
    [{ job_city: 'London, Ontario', job_country: 'CA' }, place('London, Ontario', null, 'CA')],
    [{ location: 'Remote - India' }, place(null, null, 'IN', true)],
  ] as const)('reads %j', (input, expected) => {
    expect(read(input)).toEqual({ place: expected, issues: [] })
  })

  it('takes a remote posting with no place as open to India', () => {
    expect(read({}, true)).toEqual({ place: place(null, null, 'IN', true), issues: [] })
  })

  it('names what is missing or unknown', () => {
    expect(read({})).toEqual({ place: null, issues: ['job_country or location is required'] })
    expect(read({ job_country: 'Atlantis' })).toEqual({ place: null, issues: ['job_country "Atlantis" is not a known country'] })
    expect(read({ job_city: 'Springfield' })).toEqual({ place: null, issues: ['job_country is required'] })
  })
})
