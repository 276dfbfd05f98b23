import { sql, type SQL } from 'drizzle-orm'
import { getCountryName } from '#core/format/location.ts'
import type { Database } from '#server/db/client.ts'
import { countryCodes } from '#server/lib/place-names.ts'

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
