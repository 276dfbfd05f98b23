import { roleSlugFromTitle } from '#core/jobs/slug.ts'
import type { SeniorityLevel } from './query-intent.ts'
import { TITLE_SEPARATORS, type RelevanceSignals } from './ranking.ts'

/**
 * The query's side of relevance scoring (ranking.ts relevanceScore): its words split exactly as the
 * statement splits a title (lower-case, at spaces and TITLE_SEPARATORS),
 * each with its plural or singular, the phrase an exactly matching title would read, and the base role.
 */

/** Words that join others ("sales and marketing", "head of sales"): not judged on their own. */
const connectingWords: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'for',
  'in',
  'on',
  'at',
  'to',
  'with',
  'or',
  'by',
  'from',
])

/** Words as the ranking statement splits titles: at spaces and TITLE_SEPARATORS (ranking.ts), lower-case. */
export function splitTitleWords(text: string): string[] {
  let spaced = text.toLowerCase()
  for (const separator of TITLE_SEPARATORS) spaced = spaced.replaceAll(separator, ' ')
  return spaced.split(/\s+/u).filter((word) => word !== '')
}

/** The other number of an English word, good enough for job titles: "nurses" ↔ "nurse", "sales" ↔ "sale". */
export function alternateForm(word: string): string {
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1)
  return `${word}s`
}

export function buildRelevanceSignals(input: {
  /** The words searched for (intent words removed, spelling corrected). */
  searchText: string
  /** The same with the seniority words kept, as a title would read it. */
  titleText: string
  level: SeniorityLevel | null
  preferredCountry: string | null
  preferredCitySlugs?: readonly string[]
}): RelevanceSignals {
  const words = [...new Set(splitTitleWords(input.searchText))].filter((word) => !connectingWords.has(word))
  return {
    words,
    wordForms: words.map(alternateForm),
    titlePhrase: splitTitleWords(input.titleText).join(' '),
    roleSlug: roleSlugFromTitle(input.titleText),
    level: input.level,
    preferredCountry: input.preferredCountry,
    preferredCitySlugs: input.preferredCitySlugs ?? [],
  }
}
