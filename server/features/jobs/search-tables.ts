import { and, count, eq, isNotNull, sql } from 'drizzle-orm'
import { getCountryName } from '#core/format/location.ts'
import { normalizeForMatch, slugify } from '#core/jobs/slug.ts'
import type { Database } from '#server/db/client.ts'
import { jobs, searchSuggestions, searchVocabulary } from '#server/db/schema/jobs.ts'
import { countryCodes } from '#server/lib/place-names.ts'

type SuggestionInsert = typeof searchSuggestions.$inferInsert
type VocabularyInsert = typeof searchVocabulary.$inferInsert

/** Shorter places ("Goa" is the shortest we want) are too short to suggest. */
const MIN_PLACE_LENGTH = 3
const MIN_WORD_LENGTH = 3
const vocabularyStopWords: ReadonlySet<string> = new Set(['and', 'the', 'for', 'with', 'from'])
const INSERT_BATCH_SIZE = 1_000
/** The advisory lock key of the rebuild (any fixed bigint; 'srch' in ASCII). */
const SEARCH_TABLES_LOCK = 0x73726368

/**
 * Rebuilds `search_suggestions` (job titles, base role names, cities, states, countries and Remote,
 * each with its job count and page slug) and `search_vocabulary` (words of titles and skills with
 * their frequency) from the active jobs. The database counts distinct values (a few thousand at
 * 100,000 jobs); their normalised forms and slugs are made here by the same functions that made the
 * jobs' own slugs (core/jobs/slug.ts), so the two can never disagree. The seed and ingestion call it
 * after writing jobs (decision 005).
 */
export async function rebuildSearchTables(db: Database): Promise<void> {
  const isActive = eq(jobs.isActive, true)
  const titles = await db
    .select({ title: jobs.title, roleSlug: jobs.roleSlug, jobCount: count() })
    .from(jobs)
    .where(isActive)
    .groupBy(jobs.title, jobs.roleSlug)
  const cities = await db
    .select({ place: jobs.city, jobCount: count() })
    .from(jobs)
    .where(and(isActive, isNotNull(jobs.city)))
    .groupBy(jobs.city)
  const states = await db
    .select({ place: jobs.state, jobCount: count() })
    .from(jobs)
    .where(and(isActive, isNotNull(jobs.state)))
    .groupBy(jobs.state)
  const countries = await db.select({ country: jobs.country, jobCount: count() }).from(jobs).where(isActive).groupBy(jobs.country)
  const [remote] = await db
    .select({ jobCount: count() })
    .from(jobs)
    .where(and(isActive, eq(jobs.isRemote, true)))
  const skills = await db
    .select({ skill: sql<string>`skill`, jobCount: sql<number>`count(*)::int` })
    .from(sql`${jobs} cross join lateral unnest(${jobs.requiredSkills}) as skill`)
    .where(isActive)
    .groupBy(sql`skill`)

  const suggestions = new SuggestionSet()
  for (const { value, jobCount } of sumByNormalized(titles.map((row) => ({ value: row.title, jobCount: row.jobCount })))) {
    suggestions.add('title', value, jobCount)
  }
  // A base role ("Software Engineer") counts every job of the role, whatever the seniority in the title.
  for (const role of baseRoles(titles)) suggestions.add('title', role.value, role.jobCount)
  for (const places of [cities, states]) {
    const named = places.flatMap((row) =>
      row.place === null || row.place.length < MIN_PLACE_LENGTH ? [] : [{ value: row.place, jobCount: row.jobCount }],
    )
    for (const { value, jobCount } of sumByNormalized(named)) suggestions.add('location', value, jobCount)
  }
  const knownCountries = new Set(countryCodes)
  const countryNames = countries.flatMap((row) =>
    knownCountries.has(row.country) ? [{ value: getCountryName(row.country), jobCount: row.jobCount }] : [],
  )
  for (const { value, jobCount } of sumByNormalized(countryNames)) suggestions.add('location', value, jobCount)
  if (remote !== undefined && remote.jobCount > 0) suggestions.add('location', 'Remote', remote.jobCount)

  const words = countWords([
    ...titles.map((row) => ({ phrase: row.title, uses: row.jobCount })),
    ...skills.map((row) => ({ phrase: row.skill, uses: row.jobCount })),
  ])

  // Two sources finishing together (SOURCE_RUN_CONCURRENCY) rebuild at once: one transaction under a
  // lock each, so their deletes and inserts never interleave and a search never sees the tables empty.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEARCH_TABLES_LOCK})`)
    await tx.delete(searchSuggestions)
    await tx.delete(searchVocabulary)
    await insertInBatches(suggestions.rows(), (batch) => tx.insert(searchSuggestions).values(batch))
    await insertInBatches(words, (batch) => tx.insert(searchVocabulary).values(batch))
  })

  await db.execute(sql`analyze jobs`)
  await db.execute(sql`analyze search_suggestions`)
  await db.execute(sql`analyze search_vocabulary`)
}

/** Suggestions by kind and normalised value: the first value added stays, with the largest job count any addition gave it. */
class SuggestionSet {
  private readonly byKey = new Map<string, SuggestionInsert & { jobCount: number }>()

  add(kind: 'title' | 'location', value: string, jobCount: number): void {
    const normalized = normalizeForMatch(value)
    const key = `${kind}\u0000${normalized}`
    const existing = this.byKey.get(key)
    if (existing) existing.jobCount = Math.max(existing.jobCount, jobCount)
    else this.byKey.set(key, { kind, value, normalized, slug: slugify(value), jobCount })
  }

  rows(): SuggestionInsert[] {
    return [...this.byKey.values()]
  }
}

/** Values that normalise alike ("Software engineer", "Software Engineer") as one, under the first in code-point order, with their counts summed. */
function sumByNormalized(values: ReadonlyArray<{ value: string; jobCount: number }>): Array<{ value: string; jobCount: number }> {
  const merged = new Map<string, { value: string; jobCount: number }>()
  for (const { value, jobCount } of values) {
    const key = normalizeForMatch(value)
    const existing = merged.get(key)
    if (existing === undefined) merged.set(key, { value, jobCount })
    else merged.set(key, { value: value < existing.value ? value : existing.value, jobCount: existing.jobCount + jobCount })
  }
  return [...merged.values()]
}

/** Per role slug, the first title (in code-point order) that is the base role itself, with the count of every job of the role. */
function baseRoles(
  titles: ReadonlyArray<{ title: string; roleSlug: string; jobCount: number }>,
): Array<{ value: string; jobCount: number }> {
  const roles = new Map<string, { value: string | null; jobCount: number }>()
  for (const { title, roleSlug, jobCount } of titles) {
    const role = roles.get(roleSlug) ?? { value: null, jobCount: 0 }
    role.jobCount += jobCount
    if (slugify(title) === roleSlug && (role.value === null || title < role.value)) role.value = title
    roles.set(roleSlug, role)
  }
  return [...roles.values()].flatMap((role) => (role.value === null ? [] : [{ value: role.value, jobCount: role.jobCount }]))
}

/** The words of titles and skills (letters only, lower-case, accents stripped), each weighted by how many active jobs use it. */
function countWords(phrases: ReadonlyArray<{ phrase: string; uses: number }>): VocabularyInsert[] {
  const frequencies = new Map<string, number>()
  for (const { phrase, uses } of phrases) {
    for (const word of normalizeForMatch(phrase).split(/[^a-z]+/)) {
      if (word.length < MIN_WORD_LENGTH || vocabularyStopWords.has(word)) continue
      frequencies.set(word, (frequencies.get(word) ?? 0) + uses)
    }
  }
  return [...frequencies].map(([word, frequency]) => ({ word, frequency }))
}

async function insertInBatches<Row>(rows: readonly Row[], insert: (batch: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) await insert(rows.slice(start, start + INSERT_BATCH_SIZE))
}
