/**
 * The visitor's country from the Accept-Language header (decision 011), for ranking jobs in that
 * country first. The rule, in the header's order of preference (q-values, then as listed):
 *
 * - a language with a region gives that region: en-IN and hi-IN → IN, en-GB → GB, es-419 → none;
 * - a language of India without a region (hi, mr, gu, kn, ml, te, or, as) gives IN: these are spoken
 *   almost only there (bn, ta, pa and ur are not listed: Bangladesh, Sri Lanka and Pakistan speak them too);
 * - anything else gives nothing, and the next language is read; no language that says → null.
 *
 * Never guessed from an IP address (we have no such database); a profile's country can replace it later.
 */

const languagesOfIndia: ReadonlySet<string> = new Set(['hi', 'mr', 'gu', 'kn', 'ml', 'te', 'or', 'as'])
/** The country of the languages of India, and of "abroad" for a visitor whose country is unknown. */
export const INDIA = 'IN'
/** Longer headers are not a browser's; reading a bounded part keeps a hostile one cheap. */
const MAX_HEADER_LENGTH = 500

export function countryFromAcceptLanguage(header: string | null | undefined): string | null {
  if (!header) return null
  const ranges = header
    .slice(0, MAX_HEADER_LENGTH)
    .split(',')
    .map((part, index) => parseRange(part, index))
    .filter((range): range is LanguageRange => range !== null && range.quality > 0)
    .sort((left, right) => right.quality - left.quality || left.index - right.index)
  for (const range of ranges) {
    const country = countryOfTag(range.tag)
    if (country !== null) return country
  }
  return null
}

interface LanguageRange {
  tag: string
  quality: number
  index: number
}

function parseRange(part: string, index: number): LanguageRange | null {
  const [tag = '', ...parameters] = part.trim().split(';')
  if (!/^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(tag)) return null
  let quality = 1
  for (const parameter of parameters) {
    const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(parameter)
    if (match?.[1] !== undefined) quality = Number(match[1])
  }
  return { tag, quality, index }
}

function countryOfTag(tag: string): string | null {
  const [language = '', ...subtags] = tag.toLowerCase().split('-')
  // The region is the first two-letter subtag after the language (a four-letter script may come between).
  const region = subtags.find((subtag) => /^[a-z]{2}$/.test(subtag))
  if (region !== undefined) return region.toUpperCase()
  return languagesOfIndia.has(language) ? INDIA : null
}
