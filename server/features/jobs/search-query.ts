import { findEnglishPlaceName } from '#server/lib/place-names.ts'

/**
 * Turning what a person typed into search terms: pure text work, no database. The service asks the
 * database which words are known (server/features/jobs/repo.ts) and applies the corrections here.
 */

/** More words than this in one query add nothing but cost; the rest are ignored for correction. */
export const MAX_ANALYSED_WORDS = 12

/** Words shorter than this are never corrected: "sql", "ios", "qa" and "hr" are real, and too short to judge. */
export const MIN_CORRECTABLE_LENGTH = 4

/** A correction must be at least this similar (pg_trgm similarity) to the word typed. */
export const MIN_CORRECTION_SIMILARITY = 0.4

/**
 * Common Hindi (Devanagari) job-search words and their English equivalents, so a search typed in
 * Hindi finds the English postings. Words meaning just "job" or "vacancy" are dropped: every posting
 * is one. Keep entries lower-case on the English side.
 */
const hindiTerms: Readonly<Record<string, string>> = {
  नौकरी: '',
  नौकरियां: '',
  नौकरियाँ: '',
  जॉब: '',
  जॉब्स: '',
  रिक्ति: '',
  भर्ती: '',
  वैकेंसी: '',
  सॉफ्टवेयर: 'software',
  सोफ्टवेयर: 'software',
  इंजीनियर: 'engineer',
  इंजिनियर: 'engineer',
  अभियंता: 'engineer',
  डेवलपर: 'developer',
  प्रोग्रामर: 'programmer',
  डेटा: 'data',
  डाटा: 'data',
  विश्लेषक: 'analyst',
  एनालिस्ट: 'analyst',
  वैज्ञानिक: 'scientist',
  साइंटिस्ट: 'scientist',
  प्रबंधक: 'manager',
  मैनेजर: 'manager',
  प्रोडक्ट: 'product',
  प्रोजेक्ट: 'project',
  परियोजना: 'project',
  बिक्री: 'sales',
  सेल्स: 'sales',
  विपणन: 'marketing',
  मार्केटिंग: 'marketing',
  लेखाकार: 'accountant',
  अकाउंटेंट: 'accountant',
  लेखा: 'accounts',
  शिक्षक: 'teacher',
  अध्यापक: 'teacher',
  टीचर: 'teacher',
  नर्स: 'nurse',
  डॉक्टर: 'doctor',
  चिकित्सक: 'doctor',
  फार्मासिस्ट: 'pharmacist',
  ड्राइवर: 'driver',
  चालक: 'driver',
  डिज़ाइनर: 'designer',
  डिजाइनर: 'designer',
  ग्राफिक: 'graphic',
  लेखक: 'writer',
  कंटेंट: 'content',
  सहायक: 'assistant',
  असिस्टेंट: 'assistant',
  कार्यकारी: 'executive',
  एग्जीक्यूटिव: 'executive',
  क्लर्क: 'clerk',
  लिपिक: 'clerk',
  अधिकारी: 'officer',
  ऑफिसर: 'officer',
  सरकारी: 'government',
  बैंक: 'bank',
  वित्त: 'finance',
  वित्तीय: 'financial',
  मानव: 'human',
  संसाधन: 'resources',
  ग्राहक: 'customer',
  सेवा: 'service',
  सहायता: 'support',
  ऑपरेशंस: 'operations',
  संचालन: 'operations',
  इलेक्ट्रीशियन: 'electrician',
  मैकेनिकल: 'mechanical',
  सिविल: 'civil',
  इलेक्ट्रिकल: 'electrical',
  इंटर्न: 'intern',
  इंटर्नशिप: 'internship',
  फ्रेशर: 'fresher',
  वरिष्ठ: 'senior',
  सीनियर: 'senior',
  जूनियर: 'junior',
  रिमोट: 'remote',
  घर: 'home',
}

const wordPattern = /[\p{L}\p{M}\p{N}]+/gu
const devanagariPattern = /[\u0900-\u097F]/u
// Control characters never belong in a search; NUL would even be refused by PostgreSQL.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001F\u007F-\u009F]/g

/** NFKC-normalised, control characters removed, whitespace collapsed and trimmed. */
export function cleanSearchText(text: string): string {
  return text.normalize('NFKC').replace(controlCharacters, ' ').replace(/\s+/gu, ' ').trim()
}

export function hasDevanagari(text: string): boolean {
  return devanagariPattern.test(text)
}

/**
 * Replaces the Hindi words we know with their English equivalents and drops the ones that only say
 * "job". Words we do not know are kept as typed, so a Hindi posting can still match them.
 */
export function translateHindiTerms(text: string): string {
  if (!hasDevanagari(text)) return text
  return cleanSearchText(
    text.replace(wordPattern, (word) => {
      const english = hindiTerms[word]
      return english === undefined ? word : english
    }),
  )
}

/** Hindi words a suggestion prefix may end in, shortest first, so "डेट" is read as डेटा before anything longer. */
const hindiTermsByLength = Object.keys(hindiTerms)
  .filter((word) => hindiTerms[word] !== '')
  .sort((a, b) => a.length - b.length || a.localeCompare(b))

/** Devanagari letters typed before a word is read as the start of a known Hindi word (one letter says too little). */
const MIN_HINDI_PREFIX_LENGTH = 2

/**
 * What is typed so far, in English, for suggestions: translateHindiTerms, and a last word still being
 * typed ("सॉफ्ट") read as the known Hindi word it begins ("सॉफ्टवेयर" → "software").
 */
export function translateHindiPrefix(text: string): string {
  if (!hasDevanagari(text)) return text
  const words = text.trim().split(/\s+/u)
  const last = words.at(-1) ?? ''
  const isLastKnown = hindiTerms[last] !== undefined
  if (isLastKnown || last.length < MIN_HINDI_PREFIX_LENGTH || !hasDevanagari(last)) return translateHindiTerms(text)
  const completed = hindiTermsByLength.find((word) => word.startsWith(last))
  if (completed === undefined) return translateHindiTerms(text)
  return translateHindiTerms([...words.slice(0, -1), completed].join(' '))
}

/** A Hindi place name in English ("दिल्ली" → "delhi"); other text unchanged. */
export function translateHindiPlace(text: string): string {
  if (!hasDevanagari(text)) return text
  const whole = findEnglishPlaceName(text)
  if (whole !== undefined) return whole.toLowerCase()
  return text.replace(wordPattern, (word) => findEnglishPlaceName(word)?.toLowerCase() ?? word)
}

/**
 * Ways to read a query as "what in where": "data analyst in pune" → { query: 'data analyst',
 * location: 'pune' }, and the Hindi order "पुणे में डेटा एनालिस्ट" → { query: 'डेटा एनालिस्ट',
 * location: 'पुणे' }. The last " in " wins ("engineer in test in pune"). The caller keeps a split only
 * when its location really resolves to a place.
 */
export function findLocationSplits(text: string): Array<{ query: string; location: string }> {
  const splits: Array<{ query: string; location: string }> = []
  const english = /^(.*\S)\s+in\s+(\S.*)$/iu.exec(text)
  if (english?.[1] && english[2]) splits.push({ query: english[1].trim(), location: english[2].trim() })
  const hindi = /^(.*\S)\s+में\s+(\S.*)$/u.exec(text)
  if (hindi?.[1] && hindi[2]) {
    splits.push({ query: hindi[2].trim(), location: hindi[1].trim() })
    splits.push({ query: hindi[1].trim(), location: hindi[2].trim() })
  }
  return splits
}

/**
 * Ways to read a query as "what where" without "in": "java developer pune", "nurse dubai", "pune java
 * developer" → the last or first one or two words as the place. Words of two letters are left out
 * ("ca" is a chartered accountant as often as Canada). The caller keeps a split only when its place is
 * a place exactly as typed (no spelling forgiven: "sales" must not become Salem).
 */
export function findBarePlaceSplits(text: string): Array<{ query: string; location: string }> {
  const words = text.split(' ').filter((word) => word.length > 0)
  const splits: Array<{ query: string; location: string }> = []
  for (const size of [2, 1]) {
    if (words.length <= size) continue
    const last = words.slice(-size).join(' ')
    const first = words.slice(0, size).join(' ')
    if (last.length > 2) splits.push({ query: words.slice(0, -size).join(' '), location: last })
    if (first.length > 2) splits.push({ query: words.slice(size).join(' '), location: first })
  }
  return splits
}

/** The distinct lower-cased words of a text (letters, marks and digits of any script), at most MAX_ANALYSED_WORDS. */
export function extractWords(text: string): string[] {
  const words = new Set<string>()
  for (const match of text.toLowerCase().matchAll(wordPattern)) {
    words.add(match[0])
    if (words.size === MAX_ANALYSED_WORDS) break
  }
  return [...words]
}

/** True for a word the vocabulary may correct: Latin letters only, long enough to judge. */
export function isCorrectable(word: string): boolean {
  return word.length >= MIN_CORRECTABLE_LENGTH && /^[a-z]+$/.test(word)
}

/** A word of titles and skills and how many of them use it (search_vocabulary). */
export interface VocabularyWord {
  word: string
  frequency: number
}

/**
 * The most frequent vocabulary word within one edit of `word` (two from seven letters on), counting a
 * swap of neighbouring letters as one edit, with the same first letter (people rarely mistype that);
 * null when there is none. "pyhton" → "python", "enginneer" → "engineer".
 */
export function findCloseByEdits(word: string, vocabulary: readonly VocabularyWord[]): string | null {
  const maxEdits = word.length >= 7 ? 2 : 1
  let best: VocabularyWord | null = null
  let bestEdits = maxEdits + 1
  for (const candidate of vocabulary) {
    if (candidate.word[0] !== word[0] || Math.abs(candidate.word.length - word.length) > maxEdits || candidate.word === word) continue
    const edits = countEdits(word, candidate.word, maxEdits)
    if (edits < bestEdits || (edits === bestEdits && best !== null && candidate.frequency > best.frequency)) {
      best = candidate
      bestEdits = edits
    }
  }
  return best === null || bestEdits > maxEdits ? null : best.word
}

/** Optimal string alignment distance (insert, delete, replace, swap neighbours), or max + 1 once past `max`. */
export function countEdits(left: string, right: string, max: number): number {
  const rows = left.length + 1
  const columns = right.length + 1
  const distance: number[][] = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)),
  )
  for (let row = 1; row < rows; row += 1) {
    let rowMinimum = Number.POSITIVE_INFINITY
    for (let column = 1; column < columns; column += 1) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1
      let value = Math.min(
        (distance[row - 1]?.[column] ?? 0) + 1,
        (distance[row]?.[column - 1] ?? 0) + 1,
        (distance[row - 1]?.[column - 1] ?? 0) + cost,
      )
      if (row > 1 && column > 1 && left[row - 1] === right[column - 2] && left[row - 2] === right[column - 1]) {
        value = Math.min(value, (distance[row - 2]?.[column - 2] ?? 0) + 1)
      }
      const current = distance[row]
      if (current) current[column] = value
      rowMinimum = Math.min(rowMinimum, value)
    }
    if (rowMinimum > max) return max + 1
  }
  return distance[rows - 1]?.[columns - 1] ?? max + 1
}

/** The text with each corrected word replaced, keeping everything else (punctuation, "node.js") as typed. */
export function applyCorrections(text: string, corrections: ReadonlyMap<string, string>): string {
  if (corrections.size === 0) return text
  return text.replace(wordPattern, (word) => corrections.get(word.toLowerCase()) ?? word)
}

/** The whitespace-separated pieces of a query, for the "any word" fallback (each piece parsed on its own). */
export function splitQueryPieces(text: string): string[] {
  return text
    .split(/\s+/u)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0)
    .slice(0, MAX_ANALYSED_WORDS)
}

/**
 * Trigram similarity as pg_trgm computes it for ASCII words (lower-cased, padded with two spaces in
 * front and one behind): used for the small alias tables that never reach the database.
 */
export function trigramSimilarity(left: string, right: string): number {
  return setSimilarity(trigramsOf(left), trigramsOf(right))
}

/** pg_trgm's similarity of two trigram sets: shared trigrams over all distinct ones. */
export function setSimilarity(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  if (left.size === 0 || right.size === 0) return 0
  let shared = 0
  for (const trigram of left) if (right.has(trigram)) shared += 1
  return shared / (left.size + right.size - shared)
}

/** pg_trgm's trigrams: per word of letters and digits, lower-cased, padded with two spaces before and one after. */
export function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>()
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (word === '') continue
    const padded = `  ${word} `
    for (let index = 0; index + 3 <= padded.length; index += 1) trigrams.add(padded.slice(index, index + 3))
  }
  return trigrams
}
