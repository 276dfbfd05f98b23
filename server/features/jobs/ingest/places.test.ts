import { describe, expect, it } from 'vitest'
import { parseLocation } from './places.ts'

describe('parseLocation', () => {
  it.each([
    ['Pune, Maharashtra, India', { city: 'Pune', state: 'Maharashtra', country: 'IN', isRemote: false }],
    ['Bangalore, Karnataka', { city: 'Bengaluru', state: 'Karnataka', country: 'IN', isRemote: false }],
    ['Austin, TX', { city: 'Austin', state: 'TX', country: 'US', isRemote: false }],
    ['Toronto, ON, Canada', { city: 'Toronto', state: 'ON', country: 'CA', isRemote: false }],
    ['London, UK', { city: 'London', state: null, country: 'GB', isRemote: false }],
    ['Remote', { city: null, state: null, country: 'IN', isRemote: true }],
    ['Remote - United States', { city: null, state: null, country: 'US', isRemote: true }],
    ['Hyderabad (Remote), Telangana, India', { city: 'Hyderabad', state: 'Telangana', country: 'IN', isRemote: true }],
    ['Kerala, India', { city: null, state: 'Kerala', country: 'IN', isRemote: false }],
    ['Singapore', { city: null, state: null, country: 'SG', isRemote: false }],
  ] as const)('reads %s', (textValue, expected) => {
    expect(parseLocation(textValue, [])).toEqual(expected)
  })
})
