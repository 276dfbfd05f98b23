/**
 * What a query asks for beyond its words (decision 011): "remote", "work from home" and "WFH" ask for
 * remote jobs; "government"/"sarkari" for government jobs; "visa sponsorship" for sponsored jobs;
 * "abroad"/"overseas" for jobs outside the visitor's country; seniority words (intern, fresher, junior,
 * senior, lead) for an experience level; words like "jobs" or "vacancy" ask for nothing, since every
 * posting is one. Those words become filters and leave the text, so "wfh customer support" searches
 * "customer support" among remote jobs instead of looking for postings that contain "wfh".
 *
 * Pure text work on an English (already translated) query: no database.
 */

/** Seniority a query can ask for; each is a band of experience and the title words that name it (search-filters.ts). */
const seniorityLevels = ['intern', 'fresher', 'junior', 'senior', 'lead'] as const
export type SeniorityLevel = (typeof seniorityLevels)[number]

export interface QueryIntent {
  /** The words left to search for, in the order typed (intent words and generic words removed). */
  text: string
  /** The text with its seniority words kept: what a title spelling out the query would read ("senior data analyst"). */
  titleText: string
  isRemote: boolean
  isGovernment: boolean
  isVisaSponsored: boolean
  /** Outside the visitor's country ("nurse jobs abroad"). */
  isAbroad: boolean
  level: SeniorityLevel | null
  /** The words of the query that stand for the intents above: never spelling-corrected. */
  intentWords: ReadonlySet<string>
}

type IntentKind = 'remote' | 'government' | 'visa' | 'abroad' | 'generic' | SeniorityLevel

/**
 * Phrases (lower-case words) and what they ask for. Longer phrases are tried first, so "work from
 * home" is one intent, not "work" plus "home".
 */
const intentPhrases: ReadonlyArray<readonly [string, IntentKind]> = [
  ['work from home', 'remote'],
  ['work from anywhere', 'remote'],
  ['wfh', 'remote'],
  ['remote', 'remote'],
  ['remotely', 'remote'],
  ['government', 'government'],
  ['govt', 'government'],
  ['sarkari', 'government'],
  ['public sector', 'government'],
  ['psu', 'government'],
  ['visa sponsorship', 'visa'],
  ['visa sponsored', 'visa'],
  ['with visa', 'visa'],
  ['visa', 'visa'],
  ['sponsorship', 'visa'],
  ['abroad', 'abroad'],
  ['overseas', 'abroad'],
  ['foreign', 'abroad'],
  ['internship', 'intern'],
  ['internships', 'intern'],
  ['intern', 'intern'],
  ['interns', 'intern'],
  ['fresher', 'fresher'],
  ['freshers', 'fresher'],
  ['entry level', 'fresher'],
  ['no experience', 'fresher'],
  ['junior', 'junior'],
  ['jr', 'junior'],
  ['senior', 'senior'],
  ['sr', 'senior'],
  ['team lead', 'lead'],
  ['team leader', 'lead'],
  ['lead', 'lead'],
  ['jobs', 'generic'],
  ['job', 'generic'],
  ['vacancy', 'generic'],
  ['vacancies', 'generic'],
  ['openings', 'generic'],
  ['opening', 'generic'],
  ['hiring', 'generic'],
  ['naukri', 'generic'],
  ['near me', 'generic'],
]

/**
 * Seniority words that are part of a name rather than a level: "Lead Generation" is a skill, "Junior
 * Engineer" and "Junior Assistant" are government cadres. Such a pair stays in the text.
 */
const namePairs: ReadonlySet<string> = new Set([
  'lead generation',
  'junior engineer',
  'junior assistant',
  'junior accountant',
  'junior associate',
  'senior secondary',
])

/**
 * Short forms job seekers type, as the words postings use. Only unambiguous ones: "sde" and "swe" are
 * always software engineers, "po" in a query is a bank's probationary officer.
 */
const abbreviations: Readonly<Record<string, string>> = {
  sde: 'software engineer',
  swe: 'software engineer',
  ml: 'machine learning',
  bde: 'business development executive',
  ca: 'chartered accountant',
  po: 'probationary officer',
  je: 'junior engineer',
  ldc: 'lower division clerk',
  udc: 'upper division clerk',
  mts: 'multi tasking staff',
  'front end': 'frontend',
  'back end': 'backend',
  fullstack: 'full stack',
  dotnet: '.net',
  reactjs: 'react',
  nodejs: 'node.js',
  'ui ux': 'ui/ux',
}

const maxPhraseWords = Math.max(...[...intentPhrases.map(([phrase]) => phrase), ...Object.keys(abbreviations)].map(countWords))
const intentByPhrase: ReadonlyMap<string, IntentKind> = new Map(intentPhrases)
const wordPattern = /[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}.+#/]*/gu

/** The intents of an English query and the words left to search for. */
export function parseQueryIntent(text: string): QueryIntent {
  const tokens = tokenize(text)
  const kept: string[] = []
  const titleWords: string[] = []
  const intentWords = new Set<string>()
  let isRemote = false
  let isGovernment = false
  let isVisaSponsored = false
  let isAbroad = false
  let level: SeniorityLevel | null = null

  let index = 0
  while (index < tokens.length) {
    const match = matchIntent(tokens, index)
    if (match === null) {
      kept.push(tokens[index] ?? '')
      titleWords.push(tokens[index] ?? '')
      index += 1
      continue
    }
    for (const word of tokens.slice(index, index + match.length)) intentWords.add(word.toLowerCase())
    if (match.kind === 'remote') isRemote = true
    else if (match.kind === 'government') isGovernment = true
    else if (match.kind === 'visa') isVisaSponsored = true
    else if (match.kind === 'abroad') isAbroad = true
    else if (match.kind !== 'generic') {
      level = level ?? match.kind
      titleWords.push(...tokens.slice(index, index + match.length))
    }
    index += match.length
  }
  const expanded = expandShortForms(kept)
  for (const word of expanded.shortForms) intentWords.add(word)
  return {
    text: expanded.text,
    titleText: expandShortForms(titleWords).text,
    isRemote,
    isGovernment,
    isVisaSponsored,
    isAbroad,
    level,
    intentWords,
  }
}

function matchIntent(tokens: readonly string[], start: number): { kind: IntentKind; length: number } | null {
  for (let length = Math.min(maxPhraseWords, tokens.length - start); length >= 1; length -= 1) {
    const phrase = tokens
      .slice(start, start + length)
      .join(' ')
      .toLowerCase()
    const kind = intentByPhrase.get(phrase)
    if (kind === undefined) continue
    if (isSeniority(kind) && isNamePair(tokens, start)) return null
    return { kind, length }
  }
  return null
}

function isNamePair(tokens: readonly string[], start: number): boolean {
  const pair = tokens
    .slice(start, start + 2)
    .join(' ')
    .toLowerCase()
  return namePairs.has(pair)
}

function isSeniority(kind: IntentKind): kind is SeniorityLevel {
  return seniorityLevels.some((level) => level === kind)
}

/** The short forms of a text written out ("sde" → "software engineer"), everything else as typed. */
export function expandAbbreviations(text: string): string {
  return expandShortForms(tokenize(text)).text
}

/** The tokens with their short forms written out, and the (lower-case) words that were short forms. */
function expandShortForms(tokens: readonly string[]): { text: string; shortForms: string[] } {
  const shortForms: string[] = []
  const out: string[] = []
  let index = 0
  while (index < tokens.length) {
    let replaced = false
    for (let length = Math.min(maxPhraseWords, tokens.length - index); length >= 1; length -= 1) {
      const phrase = tokens
        .slice(index, index + length)
        .join(' ')
        .toLowerCase()
      const expansion = abbreviations[phrase]
      if (expansion === undefined) continue
      out.push(expansion)
      shortForms.push(...phrase.split(' '))
      index += length
      replaced = true
      break
    }
    if (!replaced) {
      out.push(tokens[index] ?? '')
      index += 1
    }
  }
  return { text: out.join(' '), shortForms }
}

/** Words with the punctuation that belongs inside them ("node.js", "c++", "c#", "ui/ux"), without a trailing full stop. */
function tokenize(text: string): string[] {
  return [...text.matchAll(wordPattern)].map((match) => match[0].replace(/[./]+$/u, '')).filter((token) => token !== '')
}

function countWords(phrase: string): number {
  return phrase.split(' ').length
}
