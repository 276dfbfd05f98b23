/**
 * The GST tax invoice of a premium payment (issue 22; decision 057): the numbering, the financial year,
 * the tax inside the price and the data an issued invoice freezes. Plain TypeScript, no I/O: the
 * server issues and stores invoices (server/features/billing/invoices.ts), Typst lays them out.
 */

import { indiaCalendarDay } from '#core/format/india-day.ts'

/** GST state codes (the first two digits of a GSTIN), by the state and union territory names pages show. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
}

/** The state a GST state code stands for, or undefined. */
export function stateOfCode(code: string): string | undefined {
  return Object.entries(GST_STATE_CODES).find(([, candidate]) => candidate === code)?.[0]
}

/** GST on the service: 18%, as CGST 9% + SGST 9% within the supplier's state, IGST 18% across states. */
export const GST_RATE_PERCENT = 18

export interface GstSplit {
  /** The price the buyer paid, tax included. */
  totalPaise: number
  /** The value the tax is charged on: total − tax. */
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
}

/**
 * The tax inside a tax-inclusive price, in whole paise, adding up exactly to the price. Each half
 * (CGST 9%, SGST 9%) is `total × 9 / 118` rounded half up, so CGST and SGST are equal and the taxable
 * value is what is left (₹399: taxable ₹338.14, CGST ₹30.43, SGST ₹30.43). IGST is the two halves
 * together, so the taxable value of a payment is the same whichever state the buyer is in.
 */
export function splitGst(totalPaise: number, isIntraState: boolean): GstSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise <= 0) throw new RangeError('the total must be a positive whole number of paise')
  const half = GST_RATE_PERCENT / 2
  // Integer arithmetic: (total × 9 × 2 + 118) / (118 × 2), floored, is total × 9 / 118 rounded half up.
  const halfTax = Math.floor((totalPaise * half * 2 + (100 + GST_RATE_PERCENT)) / ((100 + GST_RATE_PERCENT) * 2))
  const taxablePaise = totalPaise - 2 * halfTax
  return isIntraState
    ? { totalPaise, taxablePaise, cgstPaise: halfTax, sgstPaise: halfTax, igstPaise: 0 }
    : { totalPaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 2 * halfTax }
}

/** India's financial year (1 April to 31 March, India time) of an instant, as "2026-27". */
export function financialYearOf(at: Date): string {
  const [yearText, monthText] = indiaCalendarDay(at).split('-')
  const year = Number(yearText)
  const startYear = Number(monthText) >= 4 ? year : year - 1
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`
}

/**
 * An invoice number: prefix, financial year and the year's sequence, "JY/26-27/000123". GST rule 46
 * allows at most 16 characters, so the year is written short ("JY/2026-27/000123" would be 17): a
 * prefix of up to 3 letters and sequences up to 999999 fit.
 */
export function formatInvoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  return `${prefix}/${financialYear.slice(2)}/${String(sequence).padStart(6, '0')}`
}

/** The supplier as configuration names it (INVOICE_* variables; the sample when they are unset). */
export interface InvoiceSupplier {
  legalName: string
  gstin: string
  address: string
  state: string
  stateCode: string
  /** True for the embedded sample business: the PDF says it is not a valid tax invoice. */
  isSample: boolean
}

/** Everything an issued invoice shows, frozen when it is issued (immutable; a re-download renders the same). */
export interface InvoiceData {
  number: string
  /** The instant of issue (ISO) and its date in India (YYYY-MM-DD), the invoice date. */
  issuedAt: string
  invoiceDate: string
  supplier: InvoiceSupplier
  buyer: { name: string; email: string; state: string | null }
  placeOfSupply: { state: string; stateCode: string }
  sac: string
  description: string
  /** The premium the payment bought, as India dates. */
  period: { from: string; until: string }
  orderId: string
  paymentId: string
  amounts: GstSplit
}

/** Rupees with two decimals and Indian digit grouping, as the invoice prints them: "₹33,814.00" → "338.14". */
export function paiseToRupeesText(paise: number): string {
  const rupees = Math.floor(paise / 100)
  const rest = String(paise % 100).padStart(2, '0')
  return `${new Intl.NumberFormat('en-IN').format(rupees)}.${rest}`
}
