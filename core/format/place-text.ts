import { getCountryName } from './location.ts'

/**
 * A place stored as text ('Pune, Maharashtra, India', a company's headquarters) read part by part, so
 * a page can name each part in its reader's language: a country by its code, anything else by name.
 */
export type PlaceTextPart = { kind: 'country'; code: string } | { kind: 'place'; name: string }

export function describePlaceText(text: string): PlaceTextPart[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part): PlaceTextPart => {
      const code = findCountryCode(part)
      return code === undefined ? { kind: 'place', name: part } : { kind: 'country', code }
    })
}

let countriesByEnglishName: Map<string, string> | undefined

/**
 * The code of a country from its English name as CLDR gives it ('India' → 'IN'), so a place stored as
 * text ('Pune, Maharashtra, India') can name its country in the reader's language; undefined for
 * anything else. The table is built from the runtime's own names on first use.
 */
export function findCountryCode(englishName: string): string | undefined {
  if (countriesByEnglishName === undefined) {
    countriesByEnglishName = new Map()
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    for (const first of letters) {
      for (const second of letters) {
        const code = `${first}${second}`
        const key = getCountryName(code, 'en').toLowerCase()
        // The first code wins: GB, not the alias UK, names the United Kingdom.
        if (key !== code.toLowerCase() && !countriesByEnglishName.has(key)) countriesByEnglishName.set(key, code)
      }
    }
  }
  return countriesByEnglishName.get(englishName.trim().toLowerCase())
}
