/**
 * Decimal numbers written with Latin digits and either Indian (12,34,567) or Western (1,234,567)
 * grouping, exactly as Intl.NumberFormat writes them for 'en-IN' / 'hi' and 'en' / 'en-US', without
 * Intl. A page's first Intl.NumberFormat costs 30–50 ms on a phone-class core while the engine loads
 * its number data, and every job card and count on a first load formats numbers as it hydrates
 * (decision 080); these are plain string operations, the same on the server and in the browser.
 */
export type DigitGrouping = 'indian' | 'western'

export interface DecimalOptions {
  grouping: DigitGrouping
  /** As Intl's: fraction digits always shown (padded with zeros). */
  minimumFractionDigits?: number
  /** As Intl's: the value is rounded half away from zero to this many fraction digits. */
  maximumFractionDigits?: number
}

/** Intl's default for a plain number. */
const DEFAULT_MAXIMUM_FRACTION_DIGITS = 3
/** Beyond any amount we show; such values go to Intl rather than being written out digit by digit. */
const LARGEST_FIXED = 1e21

/** Where the separators go: the last three digits, then groups of two (Indian) or three (Western). */
function groupDigits(digits: string, grouping: DigitGrouping): string {
  if (digits.length <= 3) return digits
  const size = grouping === 'indian' ? 2 : 3
  const groups = [digits.slice(-3)]
  let rest = digits.slice(0, -3)
  while (rest.length > size) {
    groups.unshift(rest.slice(-size))
    rest = rest.slice(0, -size)
  }
  groups.unshift(rest)
  return groups.join(',')
}

/**
 * The shortest decimal that reads back as the value, written out without an exponent: what Intl
 * rounds (1.005 is '1.005' and rounds to 1.01, though the binary value is a little under it).
 */
function plainDigits(magnitude: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponentText] = String(magnitude).split('e')
  const [integerPart = '0', fractionPart = ''] = mantissa.split('.')
  const exponent = exponentText === undefined ? 0 : Number(exponentText)
  const digits = integerPart + fractionPart
  const point = integerPart.length + exponent
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits }
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' }
  return { whole: digits.slice(0, point), fraction: digits.slice(point) }
}

/** Half away from zero on the decimal digits (the sign is kept apart), as Intl's default rounding. */
function roundHalfUp({ whole, fraction }: { whole: string; fraction: string }, places: number): [string, string] {
  if (fraction.length <= places) return [whole, fraction]
  const kept = whole + fraction.slice(0, places)
  if (Number(fraction[places]) < 5) return [whole, fraction.slice(0, places)]
  const raised = increment(kept)
  const wholeLength = raised.length - places
  return [raised.slice(0, wholeLength).replace(/^0+(?=\d)/, ''), raised.slice(wholeLength)]
}

/** A string of decimal digits plus one ('0999' → '1000', '99' → '100'). */
function increment(digits: string): string {
  const characters = digits.split('')
  for (let index = characters.length - 1; index >= 0; index -= 1) {
    if (characters[index] !== '9') {
      characters[index] = String(Number(characters[index]) + 1)
      return characters.join('')
    }
    characters[index] = '0'
  }
  return `1${characters.join('')}`
}

export function formatDecimal(value: number, options: DecimalOptions): string {
  const { grouping, minimumFractionDigits = 0 } = options
  const maximumFractionDigits = Math.max(options.maximumFractionDigits ?? DEFAULT_MAXIMUM_FRACTION_DIGITS, minimumFractionDigits)
  if (Number.isNaN(value)) return 'NaN'
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  if (!Number.isFinite(value)) return `${sign}∞`
  const magnitude = Math.abs(value)
  if (magnitude >= LARGEST_FIXED) {
    return new Intl.NumberFormat(grouping === 'indian' ? 'en-IN' : 'en-US', { minimumFractionDigits, maximumFractionDigits }).format(value)
  }
  const [whole, fraction] = roundHalfUp(plainDigits(magnitude), maximumFractionDigits)
  const kept = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0')
  return `${sign}${groupDigits(whole, grouping)}${kept === '' ? '' : `.${kept}`}`
}

/** The grouping Intl uses for a language tag when we write numbers: Indian for Hindi and any '-IN' tag. */
export function groupingFor(locale: string): DigitGrouping {
  return locale === 'hi' || locale.startsWith('hi-') || locale.endsWith('-IN') ? 'indian' : 'western'
}
