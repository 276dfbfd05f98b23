/**
 * How the ATS check compares words: case-insensitive, whole words only (so 'Java' is not found in
 * 'JavaScript' and 'Go' not in 'Google'), with symbols kept where they are part of a name
 * ('C++', 'C#', '.NET', 'Node.js'). Short single words ('Go', 'R', 'QA') and words that are also
 * ordinary English ('Swift', 'Spark') are matched as written, with their capitals, so 'go above and
 * beyond' is not the Go language.
 */

/** Letters, digits and the symbols that belong to a term's name. */
const WORD_CHAR = String.raw`[\p{L}\p{N}+#]`

/** Names that are also ordinary English words: matched only with their capitals. */
const ENGLISH_WORD_TERMS = new Set([
  'Go',
  'Swift',
  'Spark',
  'Rust',
  'Dart',
  'Ruby',
  'Express',
  'Spring',
  'Node',
  'Excel',
  'Flutter',
  'Oracle',
  'Next',
])

/** Terms of three characters or fewer, and those that are also English words, match only as written or in capitals. */
function isCaseSensitiveTerm(term: string): boolean {
  return term.length <= 3 || ENGLISH_WORD_TERMS.has(term)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`)
}

const patterns = new Map<string, RegExp>()

/** A pattern that finds the term as a whole word (spaces in the term match any run of spaces or hyphens). */
export function termPattern(term: string): RegExp {
  const cached = patterns.get(term)
  if (cached) return cached
  const body = escapeRegExp(term.trim()).replace(/\s+/g, String.raw`[\s-]+`)
  // A term ending in a symbol ('C++', 'C#') must not be followed by a word character; one ending in a
  // letter must not be followed by one either, nor by '.js'-like suffixes glued to it.
  const flags = isCaseSensitiveTerm(term) ? 'gu' : 'giu'
  const pattern = new RegExp(`(?<!${WORD_CHAR})${body}(?!${WORD_CHAR})(?![.][\\p{L}])`, flags)
  patterns.set(term, pattern)
  return pattern
}

/** Whether the text holds the term as a whole word (for short terms, as written or in capitals). */
export function hasTerm(text: string, term: string): boolean {
  const pattern = termPattern(term)
  pattern.lastIndex = 0
  if (pattern.test(text)) return true
  if (!isCaseSensitiveTerm(term) || term === term.toUpperCase()) return false
  return hasTerm(text, term.toUpperCase())
}

/** How many times the text holds the term. */
export function countTerm(text: string, term: string): number {
  const pattern = termPattern(term)
  pattern.lastIndex = 0
  return text.match(pattern)?.length ?? 0
}

/**
 * A spelling-free form for telling two spellings of one thing apart from two things:
 * 'React.js', 'ReactJS' and 'react js' are all 'react'; 'Node.js' is 'node'; 'C++' stays 'c++'.
 */
export function compactTerm(term: string): string {
  const compact = term
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._\-/]+/g, '')
  return compact.length > 4 && compact.endsWith('js') ? compact.slice(0, -2) : compact
}

/** Lower case, punctuation to spaces, spaces collapsed: for comparing names, titles and places. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}+#@]+/gu, ' ')
    .trim()
}

/** Whether `needle` appears in `haystack` as whole words, after normalising both. */
export function containsWords(haystack: string, needle: string): boolean {
  const wanted = normalizeText(needle)
  if (wanted === '') return false
  return ` ${normalizeText(haystack)} `.includes(` ${wanted} `)
}

/** A crude stem ('managing', 'managed', 'management' → 'manag'), for near matches of keywords. */
export function stemWord(word: string): string {
  const lower = word.toLowerCase()
  const stemmed = lower.replace(/(ments|ment|ings|ing|ions|ion|ers|er|ed|es|s)$/u, '')
  return stemmed.length >= 4 ? stemmed : lower
}
