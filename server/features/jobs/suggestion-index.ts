import type { Suggestion, SuggestionQuery } from '#core/jobs/search.schema.ts'
import { setSimilarity, trigramsOf } from './search-query.ts'

/**
 * An in-memory copy of one kind of search_suggestions (a few hundred to a few thousand rows), searched
 * on every keystroke: the exact value first (typing "Software Engineer" in full still offers it), then
 * values starting with the text, then values with a word starting with it, then misspellings by
 * trigram similarity (the pg_trgm measure, through a small trigram → rows map). Within the prefix and
 * word-prefix tiers the general value comes before its specialisations (fewer words first, so
 * "Software Engineer" before "Software Engineering Intern" for "software eng"), then by job count.
 * PGlite evaluates LIKE and pg_trgm over even a small table at several microseconds a row; the same
 * work here is a fraction of a millisecond, and the table changes only when jobs are ingested.
 */

export interface SuggestionRow {
  value: string
  /** Lower-case, accents stripped, whitespace collapsed (the seed's `normalized` column). */
  normalized: string
  jobCount: number
}

/** A misspelling must be at least this similar to a whole value... */
const MIN_SIMILARITY = 0.3
/** ...or to one of its words or word pairs ("sofware" in "Senior Software Engineer"). */
const MIN_WORD_SIMILARITY = 0.45

interface IndexedRow extends SuggestionRow {
  wordCount: number
  trigrams: Set<string>
  /** Trigrams of each word and each pair of adjacent words, for word similarity. */
  extents: Array<Set<string>>
}

export interface SuggestionIndex {
  readonly size: number
  suggest(query: Pick<SuggestionQuery, 'kind' | 'limit'>, normalized: string, extraValues: readonly string[]): Suggestion[]
}

export function createSuggestionIndex(rows: readonly SuggestionRow[]): SuggestionIndex {
  // Fewest words, then most jobs first, so every scan below meets rows in the order results are ranked within a tier.
  const indexed: IndexedRow[] = rows
    .filter((row) => row.jobCount > 0)
    .map((row) => ({
      ...row,
      wordCount: countWords(row.normalized),
      trigrams: trigramsOf(row.normalized),
      extents: extentsOf(row.normalized),
    }))
    .sort((left, right) => left.wordCount - right.wordCount || right.jobCount - left.jobCount || left.value.localeCompare(right.value))
  // Exact matches (what was typed, an alias's place) are looked up, not scanned for.
  const rowsByText = new Map<string, number[]>()
  indexed.forEach((row, position) => {
    const list = rowsByText.get(row.normalized)
    if (list) list.push(position)
    else rowsByText.set(row.normalized, [position])
  })
  /** The rows whose text is exactly one of these, in index order. */
  const findExact = (texts: Iterable<string>): IndexedRow[] =>
    [...texts]
      .flatMap((text) => rowsByText.get(text) ?? [])
      .sort((left, right) => left - right)
      .flatMap((position) => indexed[position] ?? [])
  const rowsByTrigram = new Map<string, number[]>()
  indexed.forEach((row, position) => {
    for (const trigram of row.trigrams) {
      const list = rowsByTrigram.get(trigram)
      if (list) list.push(position)
      else rowsByTrigram.set(trigram, [position])
    }
  })

  return {
    size: indexed.length,
    suggest(query, normalized, extraValues) {
      const found: IndexedRow[] = []
      const seen = new Set<IndexedRow>()
      const add = (row: IndexedRow) => {
        if (found.length < query.limit && !seen.has(row)) {
          seen.add(row)
          found.push(row)
        }
      }
      for (const row of findExact(new Set(extraValues.map((value) => value.toLowerCase())))) add(row)
      for (const row of findExact([normalized])) add(row)
      for (const row of indexed) if (row.normalized.startsWith(normalized)) add(row)
      const wordPrefix = ` ${normalized}`
      for (const row of indexed) if (row.normalized.includes(wordPrefix)) add(row)
      if (found.length < query.limit && normalized.length >= 3) {
        for (const row of findSimilar(normalized)) add(row)
      }
      return found.map((row) => ({ value: row.value, kind: query.kind, job_count: row.jobCount }))
    },
  }

  /** Rows sharing trigrams with the text, closest first (then by job count), above the thresholds. */
  function findSimilar(text: string): IndexedRow[] {
    const queryTrigrams = trigramsOf(text)
    const shared = new Map<number, number>()
    for (const trigram of queryTrigrams) {
      for (const position of rowsByTrigram.get(trigram) ?? []) shared.set(position, (shared.get(position) ?? 0) + 1)
    }
    const scored: Array<{ row: IndexedRow; score: number }> = []
    for (const [position, count] of shared) {
      const row = indexed[position]
      if (!row) continue
      const similarity = count / (queryTrigrams.size + row.trigrams.size - count)
      const score = Math.max(similarity, ...row.extents.map((extent) => setSimilarity(queryTrigrams, extent)))
      if (similarity >= MIN_SIMILARITY || score >= MIN_WORD_SIMILARITY) scored.push({ row, score })
    }
    return scored
      .sort(
        (left, right) =>
          right.score - left.score || right.row.jobCount - left.row.jobCount || left.row.value.localeCompare(right.row.value),
      )
      .map((entry) => entry.row)
  }
}

function countWords(normalized: string): number {
  return normalized.split(' ').filter((word) => word !== '').length
}

/** The trigram sets of each word and each pair of adjacent words of a value. */
function extentsOf(normalized: string): Array<Set<string>> {
  const words = normalized.split(' ').filter((word) => word !== '')
  const extents: Array<Set<string>> = []
  words.forEach((word, index) => {
    extents.push(trigramsOf(word))
    const next = words[index + 1]
    if (next !== undefined) extents.push(trigramsOf(`${word} ${next}`))
  })
  return extents
}
