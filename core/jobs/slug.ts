import { collapseWhitespace } from '#core/format/description.ts'

/**
 * URL slugs for job pages (/jobs/in-{citySlug}, /jobs/{roleSlug}): lower-case, accents stripped, every
 * run of other characters a hyphen. The one rule: whoever writes a row stores its slug made here
 * (jobs.city_slug and role_slug by the normaliser, search_suggestions.slug by its rebuild), and SQL
 * only compares slugs, never derives one.
 */
export function slugify(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Text as matching compares it: accents stripped, lower-case, whitespace collapsed (dedup keys, suggestion lookups). */
export function normalizeForMatch(text: string): string {
  return collapseWhitespace(stripAccents(text).toLowerCase())
}

/** Removes diacritics: "Zürich" → "Zurich", "Montréal" → "Montreal". */
export function stripAccents(text: string): string {
  if (!/[\u0080-\uffff]/.test(text)) return text
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
}

const seniorityPrefixes = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'associate',
  'trainee',
  'graduate',
  'fresher',
  'entry-level',
  'entry',
  'mid-level',
  'mid',
  'experienced',
])

const seniorityNounsAfterEntry = new Set(['level'])

const traineeSuffixes = new Set(['intern', 'trainee', 'apprentice', 'fresher'])

const levelSuffixes = new Set(['i', 'ii', 'iii', 'iv', 'v', '1', '2', '3', '4', 'l1', 'l2', 'l3', 'l4'])

/** Posts where the seniority word is part of the name ("Junior Engineer (Civil)" is a government cadre, not a junior engineer). */
const bareNouns = new Set([
  'engineer',
  'assistant',
  'clerk',
  'officer',
  'associate',
  'executive',
  'manager',
  'consultant',
  'analyst',
  'developer',
])

/** Parenthesised or dashed qualifiers that say where or how, not what the role is. */
const workModeQualifier =
  /\s*(?:\(\s*(?:remote|hybrid|on-?site|work from home|wfh|contract|part[- ]time|full[- ]time|temporary)\s*\)|[-–|,]\s*(?:remote|hybrid|on-?site|work from home|wfh)\b.*)$/i

/**
 * The slug of a job title's base role, without seniority words or levels:
 * "Senior Software Engineer" → "software-engineer", "Data Analyst II" → "data-analyst",
 * "Software Engineering Intern" → "software-engineering".
 */
export function roleSlugFromTitle(title: string): string {
  let rest = title.trim()
  while (workModeQualifier.test(rest)) rest = rest.replace(workModeQualifier, '').trim()

  const words = rest.split(/\s+/).filter((word) => word.length > 0)
  const keyOf = (word: string) => word.toLowerCase().replace(/[.,:;]+$/g, '')

  while (words.length > 1 && levelSuffixes.has(keyOf(words[words.length - 1] ?? ''))) words.pop()
  while (words.length > 1 && traineeSuffixes.has(keyOf(words[words.length - 1] ?? ''))) words.pop()

  while (words.length > 1 && seniorityPrefixes.has(keyOf(words[0] ?? ''))) {
    const remainder = words.slice(1)
    if (seniorityNounsAfterEntry.has(keyOf(remainder[0] ?? '')) && remainder.length > 1) {
      words.splice(0, 2)
      continue
    }
    if (isBareNoun(remainder)) break
    words.shift()
  }

  const slug = slugify(words.join(' '))
  return slug === '' ? slugify(title) : slug
}

/** True when what is left is one generic noun, optionally followed by a parenthesised discipline. */
function isBareNoun(words: string[]): boolean {
  const first = words[0]
  if (first === undefined) return true
  const head = first.toLowerCase()
  if (!bareNouns.has(head)) return false
  return words.length === 1 || (words[1] ?? '').startsWith('(')
}
