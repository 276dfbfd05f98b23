import { describe, expect, it } from 'vitest'
import { describePlaceText, findCountryCode } from './place-text.ts'

describe('findCountryCode', () => {
  it('finds a country by its English name, in any case', () => {
    expect(findCountryCode('India')).toBe('IN')
    expect(findCountryCode('united arab emirates')).toBe('AE')
    expect(findCountryCode('United Kingdom')).toBe('GB')
  })

  it('finds nothing for a name that is not a country', () => {
    expect(findCountryCode('Maharashtra')).toBeUndefined()
    expect(findCountryCode('IN')).toBeUndefined()
  })
})

describe('describePlaceText', () => {
  it('reads each part, a country by its code', () => {
    expect(describePlaceText('Pune, Maharashtra, India')).toEqual([
      { kind: 'place', name: 'Pune' },
      { kind: 'place', name: 'Maharashtra' },
      { kind: 'country', code: 'IN' },
    ])
    expect(describePlaceText(' Singapore ,, ')).toEqual([{ kind: 'country', code: 'SG' }])
  })
})
