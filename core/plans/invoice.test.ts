import { indiaCalendarDay } from '#core/format/india-day.ts'
import { describe, expect, it } from 'vitest'
import { refundForUnusedDays } from './ledger.ts'
import { financialYearOf, formatInvoiceNumber, GST_STATE_CODES, paiseToRupeesText, splitGst, stateOfCode } from './invoice.ts'

describe('the GST inside a tax-inclusive price', () => {
  it('splits ₹399 into ₹338.14 taxable and ₹30.43 CGST + ₹30.43 SGST within the state', () => {
    expect(splitGst(39_900, true)).toEqual({ totalPaise: 39_900, taxablePaise: 33_814, cgstPaise: 3_043, sgstPaise: 3_043, igstPaise: 0 })
  })

  it('charges ₹60.86 IGST across states on the same taxable value', () => {
    expect(splitGst(39_900, false)).toEqual({ totalPaise: 39_900, taxablePaise: 33_814, cgstPaise: 0, sgstPaise: 0, igstPaise: 6_086 })
  })

  it('always adds up to the price, with equal halves, each within half a paisa of 9% of the taxable value', () => {
    for (let total = 100; total <= 200_000; total += 37) {
      for (const isIntraState of [true, false]) {
        const split = splitGst(total, isIntraState)
        expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(total)
        expect(split.cgstPaise).toBe(split.sgstPaise)
        const half = (split.cgstPaise + split.sgstPaise + split.igstPaise) / 2
        // Each 9% half is the exact 9/118 of the price rounded to the nearest paisa.
        expect(Math.abs(half - (total * 9) / 118)).toBeLessThanOrEqual(0.5)
      }
    }
  })

  it('refuses a total that is not a positive whole number of paise', () => {
    expect(() => splitGst(0, true)).toThrow(RangeError)
    expect(() => splitGst(399.5, true)).toThrow(RangeError)
  })
})

describe('invoice dates and numbers', () => {
  it('dates an invoice in India time', () => {
    expect(indiaCalendarDay(new Date('2026-11-27T18:29:59Z'))).toBe('2026-11-27')
    expect(indiaCalendarDay(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28')
  })

  it('changes the financial year at midnight of 1 April in India, not in UTC', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27')
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28')
    expect(financialYearOf(new Date('2026-04-01T00:00:00Z'))).toBe('2026-27')
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00')
  })

  it('numbers as prefix / short year / six digits, within GST rule 46’s 16 characters', () => {
    expect(formatInvoiceNumber('JY', '2026-27', 123)).toBe('JY/26-27/000123')
    expect(formatInvoiceNumber('ABC', '2026-27', 999_999)).toBe('ABC/26-27/999999')
    expect(formatInvoiceNumber('ABC', '2026-27', 999_999).length).toBe(16)
  })

  it('knows the states by their GST codes', () => {
    expect(stateOfCode('29')).toBe('Karnataka')
    expect(stateOfCode('27')).toBe('Maharashtra')
    expect(stateOfCode('25')).toBeUndefined()
    expect(Object.keys(GST_STATE_CODES)).toHaveLength(36)
  })

  it('prints rupees with Indian grouping and two decimals', () => {
    expect(paiseToRupeesText(39_900)).toBe('399.00')
    expect(paiseToRupeesText(12_345_605)).toBe('1,23,456.05')
  })
})

describe('the refund policy', () => {
  it('gives back the unused whole days’ share of the price, rounded down to the paisa', () => {
    expect(refundForUnusedDays(39_900, 7, 7)).toBe(39_900)
    expect(refundForUnusedDays(39_900, 4, 7)).toBe(22_800)
    expect(refundForUnusedDays(39_900, 1, 7)).toBe(5_700)
    expect(refundForUnusedDays(39_900, 0, 7)).toBe(0)
    expect(refundForUnusedDays(39_900, 9, 7)).toBe(39_900)
  })
})
