import { getTableColumns, sql, type SQL } from 'drizzle-orm'
import { getCountryName } from '#core/format/location.ts'
import { presetRecencyWindow, RECENT_WINDOW, refreshRecencyWindow, type JobInsert } from '#server/features/jobs/index.ts'
import type { Database, DatabaseHandle } from '#server/db/client.ts'
import { companies, companyReviews, jobSources, jobs } from '#server/db/schema/jobs.ts'
import { countryCodes } from '#server/lib/place-names.ts'
import { buildDemoCompanies, type DemoCompany } from './demo-companies.ts'
import { DEMO_SOURCE, estimateNewestShareStart, generateDemoJobs, type DemoJob } from './demo-jobs.ts'
import { buildDemoReviews, type ReviewInsert } from './demo-reviews.ts'

export interface SeedLogger {
  info(obj: object, msg?: string): void
}

export interface SeedOptions {
  /** How many demo jobs to create; SEED_JOBS sets it (5,000 by default, 100,000+ for benchmarks). */
  jobCount: number
  /** Posting dates and review dates are spread back from this moment. */
  now: Date
  logger?: SeedLogger
  /** From this many jobs on, secondary indexes are built after the load instead of during it (default 20,000). */
  bulkLoadMinJobs?: number
  /** The search's recency window (RECENT_WINDOW by default; smaller in tests). */
  recentWindow?: number
}

export interface SeedResult {
  jobs: number
  companies: number
  reviews: number
}

const JOB_BATCH_SIZE = 1_500
/**
 * From this many jobs on, the secondary indexes of `jobs` are dropped for the load and built again
 * after it: building an index once costs far less than updating it row by row (on PGlite about a
 * fifth of the insert time at 100,000 jobs). Unique indexes stay, so duplicates still fail.
 */
const DEFAULT_BULK_LOAD_MIN_JOBS = 20_000
const REVIEW_BATCH_SIZE = 1_000

/** True once the database has jobs, so start-up seeds only on the first start. */
export async function isDatabaseSeeded(handle: DatabaseHandle): Promise<boolean> {
  const rows = await handle.query<{ seeded: boolean }>(sql`select exists (select 1 from jobs) as seeded`)
  return rows[0]?.seeded === true
}

/**
 * Fills an empty database with the demo data set: the 'demo' job source, 300+ fictional companies
 * with reviews, `jobCount` jobs, and the suggestion and vocabulary tables search relies on. All of it
 * is one transaction, so a start-up that dies half-way leaves nothing behind and seeds again next time.
 */
export async function seedDatabase(handle: DatabaseHandle, options: SeedOptions): Promise<SeedResult> {
  const startedAt = performance.now()
  const demoCompanies = buildDemoCompanies()
  const demoReviews = buildDemoReviews(demoCompanies, options.now)

  const deferredIndexes =
    options.jobCount >= (options.bulkLoadMinJobs ?? DEFAULT_BULK_LOAD_MIN_JOBS) ? await listSecondaryJobIndexes(handle) : []

  const result = await handle.db.transaction(async (tx) => {
    await tx.insert(jobSources).values({ id: DEMO_SOURCE, name: 'JobYatra demo data', kind: 'demo' }).onConflictDoNothing()
    const companyIds = await insertCompanies(tx, demoCompanies)
    const reviewCount = await insertReviews(tx, demoReviews, companyIds)
    for (const index of deferredIndexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`)
    const recentWindow = options.recentWindow ?? RECENT_WINDOW
    // Jobs are flagged for the window as they go in; the refresh then only corrects the estimate.
    if (options.jobCount > recentWindow) {
      await presetRecencyWindow(tx, estimateNewestShareStart(options.now, recentWindow / options.jobCount))
    }
    const jobCount = await insertJobs(tx, generateDemoJobs(demoCompanies, options), companyIds, options.logger)
    await refreshRecencyWindow(tx, recentWindow)
    for (const index of deferredIndexes) await tx.execute(sql.raw(index.definition))
    await rebuildSearchTables(tx)
    return { jobs: jobCount, companies: companyIds.size, reviews: reviewCount }
  })

  options.logger?.info({ ...result, ms: Math.round(performance.now() - startedAt) }, 'demo data seeded')
  return result
}

interface IndexDefinition {
  name: string
  definition: string
}

/** The non-unique indexes of `jobs` with their full definitions (partial and INCLUDE clauses too), as the catalogue keeps them. */
async function listSecondaryJobIndexes(handle: DatabaseHandle): Promise<IndexDefinition[]> {
  return handle.query<{ name: string; definition: string }>(sql`
    select c.relname as name, pg_get_indexdef(x.indexrelid) as definition
    from pg_index x join pg_class c on c.oid = x.indexrelid
    where x.indrelid = 'jobs'::regclass and not x.indisunique
    order by c.relname`)
}

async function insertCompanies(db: Database, demoCompanies: readonly DemoCompany[]): Promise<Map<string, number>> {
  const inserted = await db
    .insert(companies)
    .values(demoCompanies.map((company) => company.row))
    .returning({ id: companies.id, slug: companies.slug })
  return new Map(inserted.map((company) => [company.slug, company.id]))
}

async function insertReviews(
  db: Database,
  demoReviews: ReturnType<typeof buildDemoReviews>,
  companyIds: ReadonlyMap<string, number>,
): Promise<number> {
  const rows: ReviewInsert[] = []
  for (const review of demoReviews) {
    const companyId = companyIds.get(review.companySlug)
    if (companyId === undefined) throw new Error(`review for unknown company ${review.companySlug}`)
    rows.push({ ...review.row, companyId })
  }
  for (let start = 0; start < rows.length; start += REVIEW_BATCH_SIZE) {
    await db.insert(companyReviews).values(rows.slice(start, start + REVIEW_BATCH_SIZE))
  }
  return rows.length
}

async function insertJobs(
  db: Database,
  demoJobs: Iterable<DemoJob>,
  companyIds: ReadonlyMap<string, number>,
  logger: SeedLogger | undefined,
): Promise<number> {
  let batch: JobInsert[] = []
  let count = 0
  for (const job of demoJobs) {
    batch.push({ ...job.row, companyId: companyIds.get(job.companySlug) ?? null })
    if (batch.length === JOB_BATCH_SIZE) {
      await insertJobBatch(db, batch)
      count += batch.length
      batch = []
      if (count % 30_000 === 0) logger?.info({ jobs: count }, 'seeding demo jobs')
    }
  }
  if (batch.length > 0) {
    await insertJobBatch(db, batch)
    count += batch.length
  }
  return count
}

const jobColumns = Object.entries(getTableColumns(jobs))

/**
 * Inserts a batch as one JSON parameter expanded by json_populate_recordset, in both PGlite and
 * PostgreSQL. Measured on PGlite at 1,500 rows a batch, this takes about a quarter less CPU than
 * Drizzle's multi-row VALUES, which binds ~40 parameters per row and spends ~0.35 ms a row building
 * them. Columns are the keys the rows carry, so defaults (created_at) and generated columns (the
 * tsvectors) are left to the database.
 */
async function insertJobBatch(db: Database, rows: readonly JobInsert[]): Promise<void> {
  const first = rows[0]
  if (first === undefined) return
  const columns = jobColumns.filter(([key, column]) => column.generated === undefined && key in first)
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {}
    for (const [key, column] of columns) {
      const value: unknown = Reflect.get(row, key)
      record[column.name] = value instanceof Date ? value.toISOString() : (value ?? null)
    }
    return record
  })
  const columnList = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  )
  await db.execute(sql`
    insert into jobs (${columnList})
    select ${columnList} from json_populate_recordset(null::jobs, ${JSON.stringify(records)}::json)`)
}

// ---------------------------------------------------------------------------------------------
// Suggestions and vocabulary

/** Accented letters and their plain forms, so "Zürich" is found by "zurich"; both strings have one character per letter. */
const accentPairs: ReadonlyArray<readonly [string, string]> = [
  ['áàâäãåā', 'a'],
  ['éèêëē', 'e'],
  ['íìîïī', 'i'],
  ['óòôöõøō', 'o'],
  ['úùûüū', 'u'],
  ['ýÿ', 'y'],
  ['ç', 'c'],
  ['ñ', 'n'],
]
const accentedLetters = accentPairs.map(([letters]) => letters).join('')
const plainLetters = accentPairs.map(([letters, plain]) => plain.repeat([...letters].length)).join('')

/** The letter lists as SQL literals; they are constants of this file and hold no quotes. */
const accentedLiteral = sql.raw(`'${accentedLetters}'`)
const plainLiteral = sql.raw(`'${plainLetters}'`)

/** Lower-cased, accents stripped, whitespace collapsed: the `normalized` column and the vocabulary words. */
function normalizedSql(column: SQL): SQL {
  return sql`trim(regexp_replace(translate(lower(${column}), ${accentedLiteral}, ${plainLiteral}), '[[:space:]]+', ' ', 'g'))`
}

/** The same rule as `slugify` in core/jobs/slug.ts, in SQL. */
function slugSql(column: SQL): SQL {
  return sql`trim(both '-' from regexp_replace(translate(lower(${column}), ${accentedLiteral}, ${plainLiteral}), '[^a-z0-9]+', '-', 'g'))`
}

const vocabularyStopWords = ['and', 'the', 'for', 'with', 'from']

/**
 * Rebuilds `search_suggestions` (job titles, base role names, cities, states, countries and Remote,
 * each with its job count) and `search_vocabulary` (words of titles and skills with their frequency)
 * from the active jobs, in SQL so it takes seconds at 100,000 jobs.
 */
export async function rebuildSearchTables(db: Database): Promise<void> {
  const title = sql.raw('title')
  await db.execute(sql`delete from search_suggestions`)
  await db.execute(sql`delete from search_vocabulary`)

  const onConflict = sql`on conflict (kind, normalized) do update set job_count = greatest(search_suggestions.job_count, excluded.job_count)`

  // Every statement counts distinct values first and normalises only those: a few hundred titles and
  // places instead of one regular expression per job.
  await db.execute(sql`
    insert into search_suggestions (kind, value, normalized, job_count)
    select 'title', min(title), normalized, sum(job_count)::int
    from (
      select title, ${normalizedSql(title)} as normalized, job_count
      from (select title, count(*) as job_count from jobs where is_active group by title) as counted
    ) as titles
    group by normalized
    ${onConflict}`)

  // A base role ("Software Engineer") counts every job of the role, whatever the seniority in the title.
  await db.execute(sql`
    insert into search_suggestions (kind, value, normalized, job_count)
    select 'title', base.title, ${normalizedSql(sql.raw('base.title'))}, counts.job_count
    from (
      select distinct on (role_slug) role_slug, title
      from (select distinct role_slug, title from jobs where is_active) as pairs
      where ${slugSql(title)} = role_slug
      order by role_slug, title
    ) as base
    join (select role_slug, count(*)::int as job_count from jobs where is_active group by role_slug) as counts using (role_slug)
    ${onConflict}`)

  for (const column of ['city', 'state']) {
    const value = sql.raw(column)
    await db.execute(sql`
      insert into search_suggestions (kind, value, normalized, job_count)
      select 'location', min(place), normalized, sum(job_count)::int
      from (
        select place, ${normalizedSql(sql.raw('place'))} as normalized, job_count
        from (select ${value} as place, count(*) as job_count from jobs where is_active and ${value} is not null group by ${value}) as counted
        where length(place) >= 3
      ) as places
      group by normalized
      ${onConflict}`)
  }

  const countryRows = sql.join(
    countryCodes.map((code) => sql`(${code}, ${getCountryName(code)})`),
    sql`, `,
  )
  await db.execute(sql`
    insert into search_suggestions (kind, value, normalized, job_count)
    select 'location', names.name, ${normalizedSql(sql.raw('names.name'))}, sum(countries.job_count)::int
    from (select country, count(*) as job_count from jobs where is_active group by country) as countries
    join (values ${countryRows}) as names (code, name) on names.code = countries.country
    group by names.name
    ${onConflict}`)

  await db.execute(sql`
    insert into search_suggestions (kind, value, normalized, job_count)
    select 'location', 'Remote', 'remote', count(*)::int from jobs where is_active and is_remote
    having count(*) > 0
    ${onConflict}`)

  const stopWords = sql.join(
    vocabularyStopWords.map((word) => sql`${word}`),
    sql`, `,
  )
  // Words of titles and of skills, each weighted by how many active jobs use it.
  await db.execute(sql`
    insert into search_vocabulary (word, frequency)
    select word, sum(uses)::int
    from (
      select regexp_split_to_table(${normalizedSql(sql.raw('phrase'))}, '[^a-z]+') as word, uses
      from (
        select title as phrase, count(*) as uses from jobs where is_active group by title
        union all
        select skill as phrase, count(*) as uses from jobs cross join lateral unnest(required_skills) as skill where is_active group by skill
      ) as phrases
    ) as words
    where length(word) >= 3 and word not in (${stopWords})
    group by word`)

  await db.execute(sql`analyze jobs`)
  await db.execute(sql`analyze search_suggestions`)
  await db.execute(sql`analyze search_vocabulary`)
}
