import { describe, expect, it } from 'vitest'
import { describeCompanySize } from './company-size.ts'

describe('describeCompanySize', () => {
  it('reads the ranges and open-ended sizes sources write', () => {
    expect(describeCompanySize('201-500 employees')).toEqual({ kind: 'range', min: '201', max: '500' })
    expect(describeCompanySize('1,001 – 5,000 Employees')).toEqual({ kind: 'range', min: '1,001', max: '5,000' })
    expect(describeCompanySize('10,001+ employees')).toEqual({ kind: 'from', min: '10,001' })
  })

  it('keeps anything else as given', () => {
    expect(describeCompanySize(' Large enterprise ')).toEqual({ kind: 'text', text: 'Large enterprise' })
  })
})
