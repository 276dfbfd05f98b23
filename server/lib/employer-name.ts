import { stripAccents } from '#core/jobs/slug.ts'

/**
 * Employer names as reference lists compare them (server/lib/visa-sponsors.ts,
 * server/lib/government-employers.ts): "Google LLC", "GOOGLE India Pvt. Ltd." and "Google" are one
 * employer, "Apple Leisure Group" is not Apple.
 */

/** Legal forms that say nothing about who the employer is, removed from the end of a name. */
const legalForms = new Set([
  'inc',
  'incorporated',
  'llc',
  'llp',
  'lp',
  'ltd',
  'limited',
  'plc',
  'corp',
  'co',
  'company',
  'pvt',
  'private',
  'pte',
  'pty',
  'gmbh',
  'ag',
  'se',
  'sa',
  'bv',
  'nv',
  'srl',
  'sarl',
  'ulc',
])

/** Words of the country or region of a branch that may follow an employer's name ("Google India"). */
const regionWords = new Set([
  'india',
  'indian',
  'usa',
  'us',
  'america',
  'americas',
  'north',
  'uk',
  'united',
  'kingdom',
  'states',
  'canada',
  'australia',
  'global',
  'international',
  'worldwide',
  'emea',
  'apac',
  'asia',
  'pacific',
])

/**
 * Generic words of subsidiaries that may follow an employer's name of more than one short word
 * ("Infosys Technologies", "Amazon Development Centre", "Oracle Corporation"; but "Wise Group" is not Wise).
 */
const subsidiaryWords = new Set([
  'technologies',
  'technology',
  'tech',
  'services',
  'solutions',
  'systems',
  'software',
  'labs',
  'digital',
  'holdings',
  'group',
  'development',
  'centre',
  'center',
  'operations',
  'corporation',
  'careers',
  'recruitment',
  'jobs',
])

/** A name this short ("Wise", "Sky", "Arm") is followed only by region words before it is another employer's. */
const MAX_SHORT_NAME_LENGTH = 4

/** Lower-case words, accents, punctuation and the legal form gone: "Tata Consultancy Services Ltd." → "tata consultancy services". */
export function normalizeEmployerName(name: string): string {
  const words = stripAccents(name)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '')
  while (words.length > 1 && legalForms.has(words.at(-1) ?? '')) words.pop()
  if (words[0] === 'the' && words.length > 1) words.shift()
  return words.join(' ')
}

/**
 * Whether a normalised employer name is `known` (normalised too), or `known` followed only by words of a
 * branch ("google india" and "infosys technologies" are Google and Infosys; "apple leisure group" is
 * not Apple, nor "wise group" Wise).
 */
export function isSameEmployer(normalizedName: string, known: string): boolean {
  if (normalizedName === known) return true
  if (!normalizedName.startsWith(`${known} `)) return false
  const isShort = !known.includes(' ') && known.length <= MAX_SHORT_NAME_LENGTH
  return normalizedName
    .slice(known.length + 1)
    .split(' ')
    .every((word) => regionWords.has(word) || legalForms.has(word) || (!isShort && subsidiaryWords.has(word)))
}
