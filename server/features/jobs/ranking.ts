import { sql, type SQL } from 'drizzle-orm'
import type { SearchCursor } from '#core/jobs/search-cursor.ts'
import { jobColumns } from './job-columns.ts'
import type { SeniorityLevel } from './query-intent.ts'
import { filterConditions, seniorityTitleQuery, type SearchFilters } from './search-filters.ts'

/**
 * The ranking statement of job search (decisions 005 and 006): which jobs match the words, in a bounded,
 * recency-first candidate set, scored and cut into the requested page in one round trip.
 */

/** How the words of a query must match: all of them (the normal case) or any of them (the fallback when all finds nothing). */
export type TextMatch = { mode: 'all'; text: string } | { mode: 'any'; pieces: readonly string[] }

/**
 * Relevance, in points (decision 011). A candidate's score is the sum of what it earns:
 *
 * - coverage (0–1) × COVERAGE: each query word counts 1 when the title has it as a whole word (or its
 *   plural or singular), 0.8 when a required skill or the employer's name has it, 0.5 when the title
 *   has only its stem (the stemmer makes "development" of "developer" and "nursing" of "nurse"), else 0;
 *   the average over the query's words;
 * - EXACT_TITLE when the title reads exactly as the query; SAME_ROLE when the job's base role is the one
 *   the query names ("Senior Software Engineer" for "software engineer");
 * - minus EXTRA_TITLE × the share of the title's words the query did not ask for (seniority words
 *   aside), so "Software Engineer" beats "Embedded Software Engineer" for "software engineer";
 * - LEVEL_TITLE when the title names the seniority asked for;
 * - PREFERRED_COUNTRY for a job in the visitor's country (when the query names no place);
 * - PREFERRED_CITY for a job in one of the signed-in person's cities (when the query names no place and
 *   they have not asked to see every place equally; decision 075): a lead among near-equals, not a filter;
 * - recency: RECENCY_POINTS for each 30 days between postings, so among equals the newer ranks first.
 *   Using the posting time itself, not its age, keeps the order the same from one request to the next.
 */
const COVERAGE = 4
const EXACT_TITLE = 3
const SAME_ROLE = 2
const EXTRA_TITLE = 1.5
const LEVEL_TITLE = 1
const PREFERRED_COUNTRY = 4
const PREFERRED_CITY = 5
const RECENCY_POINTS = 0.5
const RECENCY_SECONDS = 30 * 86_400
/**
 * How many candidates the detailed pass scores: enough for the first pages people read, few enough
 * that reading their rows and words stays cheap (each costs tens of microseconds on PGlite).
 */
const SHORTLIST = 60
/** Description-only matches: a ts_rank below any title or skills match. */
const DESCRIPTION_ONLY_RANK = 0.05

/** Title words that say how senior a job is rather than what it is: one of them is not counted as an extra word. */
const SENIORITY_QUERY =
  'senior | sr | junior | jr | lead | principal | associate | trainee | intern | internship | fresher | graduate | head'
/**
 * Characters that separate the words of a title, skills and employer names for the word tests (keep in
 * step with relevance-signals.ts splitTitleWords); ".", "+" and "#" stay inside words (node.js, c++, c#).
 */
export const TITLE_SEPARATORS = '()[],/&:;!?*|-'

/** What the ranking knows about the query besides its tsquery (query-intent.ts, service.ts). */
export interface RelevanceSignals {
  /** The query's words, lower-case, as relevance-signals.ts splits them (intent words left out). */
  words: readonly string[]
  /** Each word's plural or singular, in the same order. */
  wordForms: readonly string[]
  /** The query as a title would read it, split and joined as titles are ("senior data analyst"). */
  titlePhrase: string
  /** The base role the query names (core/jobs/slug.ts roleSlugFromTitle). */
  roleSlug: string
  level: SeniorityLevel | null
  /** Jobs in this country rank ahead: the visitor's country, when the query names no place. */
  preferredCountry: string | null
  /** Jobs in these cities (slugs) rank ahead: the signed-in person's, when the query names no place. */
  preferredCitySlugs: readonly string[]
}

/** A ranked search: which jobs match the words, best first. */
export interface RankRequest {
  text: TextMatch
  relevance: RelevanceSignals
  filters: SearchFilters
  /** The bounded candidate set: the newest this many matches are ranked, never every match. */
  candidateLimit: number
  /**
   * Description-only matches are added only when title/skills/employer matches are fewer than this
   * (decided inside the statement, so a search with few title matches costs no second round trip).
   */
  minHeadMatches: number
  /**
   * Description-only matches are looked for among jobs posted from here on (the newest few thousand):
   * testing a description means reading its long, compressed vector, so that work must stay bounded.
   */
  bodyCutoff: Date | null
  /** The page to read along with the ranking: positions offset + 1 to offset + limit. */
  page: { offset: number; limit: number }
}

/**
 * Ranked search over a bounded candidate set (exported so bench/search/explain.ts can show its plans):
 *
 * 1. head: the newest `candidateLimit` jobs whose title, employer or skills match (search_head), from
 *    the recency window first (headCandidates).
 * 2. body: only when the head found fewer than `minHeadMatches`, the newest jobs matching in the
 *    description alone (among the jobs posted since `bodyCutoff`) fill the set up to `candidateLimit`.
 * 3. Each candidate is scored in two passes (relevanceScore): a first pass from what the covering
 *    index holds (ts_rank of title and skills, base role, country), then the best SHORTLIST of them
 *    in detail (how the title's and skills' own words answer the query). The shortlist comes first in
 *    its detailed order, then the other candidates in first-pass order; posting time breaks near-ties.
 *    The ids come back best first in one array (the service keeps it to cut later pages from) with the
 *    requested page's jobs as one JSON array: one round trip for the first page of a new search.
 * 4. When the head filled the whole set, more title/skills matches may be older than it: `boundary` is
 *    the oldest head candidate in recency order, where the listing goes on (continueStatement).
 */
export function rankStatement(request: RankRequest): SQL {
  const { text } = request
  const query = tsqueryOf(text)
  const filters = sql.join(filterConditions(request.filters), sql` and `)
  const limit = request.candidateLimit
  const candidates = sql`body as (
        select j.id, j.posted_at, j.role_slug, j.country, j.city_slug
        from jobs j
        where (select count(*) from head) < ${request.minHeadMatches}
          and ${filters} and j.search_vector @@ ${query} and not (j.search_head @@ ${query})
          and ${request.bodyCutoff === null ? sql`true` : sql`j.posted_at >= ${request.bodyCutoff.toISOString()}::timestamptz`}
        order by j.posted_at desc nulls last, j.id
        limit ${limit}
      ),
      candidates as (
        select h.id, h.posted_at, h.role_slug, h.country, h.city_slug, ts_rank(h.search_head, ${query})::float8 as rank from head h
        union all
        (select b.id, b.posted_at, b.role_slug, b.country, b.city_slug, ${DESCRIPTION_ONLY_RANK}::float8 from body b
         limit greatest(0, ${limit} - (select count(*) from head)))
      )`
  const { offset, limit: pageSize } = request.page
  return sql`
    with ${headCandidates(request, query, filters)},
    ${candidates},
    ${relevanceScore(request.relevance)},
    ranked as materialized (
      select p.id, row_number() over (
        order by s.id is null, coalesce(s.score, p.first_score) + date_part('epoch', p.posted_at) * ${RECENCY_POINTS / RECENCY_SECONDS}::float8 desc,
          p.posted_at desc nulls last, p.id
      ) as position
      from first_pass p left join scored s on s.id = p.id
    )
    select
      (select array_agg(id order by position) from ranked) as ids,
      (select json_build_object('postedAt', h.posted_at, 'id', h.id) from head h
        where (select count(*) from head) >= ${limit}
        order by h.posted_at asc, h.id desc limit 1) as boundary,
      (select json_agg(row_to_json(found) order by found.position) from (
        select ${jobColumns}, r.position
        from ranked r join jobs j on j.id = r.id
        where r.position > ${offset} and r.position <= ${offset + pageSize}
      ) as found) as jobs`
}

/**
 * The scoring CTEs. `first_pass` scores every candidate from what the covering index gave it: its
 * ts_rank (title words weigh more than skills), as a share of the best candidate's, its base
 * role and its country. `shortlist` keeps the best SHORTLIST; `features` and `scored` give those their
 * detailed relevance points (see the constants above) from their title, skills and employer: each row of
 * `jobs` is read once through the primary key (never the description) and its title split once; word
 * tests are then plain string searches in space-padded text.
 */
function relevanceScore(signals: RelevanceSignals): SQL {
  const separators = sql.raw(`'${TITLE_SEPARATORS}'`)
  const spaces = sql.raw(`'${' '.repeat(TITLE_SEPARATORS.length)}'`)
  const levelTitle =
    signals.level === null
      ? sql`0::float8`
      : sql`case when f.title_lexemes @@ to_tsquery('english', ${seniorityTitleQuery(signals.level)}) then ${LEVEL_TITLE}::float8 else 0::float8 end`
  const country =
    signals.preferredCountry === null
      ? sql`0::float8`
      : sql`case when f.country = ${signals.preferredCountry} then ${PREFERRED_COUNTRY}::float8 else 0::float8 end`
  // Each query word's tests are written out (a query has at most a dozen words): a subquery per
  // candidate over a table of words costs several times more on PGlite.
  const words = signals.words.map((word, index) => ({ word: ` ${word} `, form: ` ${signals.wordForms[index] ?? word} `, text: word }))
  const inTitle = (word: (typeof words)[number]) => sql`(strpos(f.title_text, ${word.word}) > 0 or strpos(f.title_text, ${word.form}) > 0)`
  const inOther = (word: (typeof words)[number]) => sql`(strpos(f.other_text, ${word.word}) > 0 or strpos(f.other_text, ${word.form}) > 0)`
  const stemInTitle = (word: (typeof words)[number]) => sql`f.title_lexemes @@ plainto_tsquery('english', ${word.text})`
  const coverage =
    words.length === 0
      ? sql`1::float8`
      : sql`(${sql.join(
          words.map(
            (word) =>
              sql`case when ${inTitle(word)} then 1.0 when ${inOther(word)} then 0.8 when ${stemInTitle(word)} then 0.5 else 0.0 end`,
          ),
          sql` + `,
        )})::float8 / ${words.length}::float8`
  const titleHits =
    words.length === 0
      ? sql`0`
      : sql`(${sql.join(
          words.map((word) => sql`case when ${inTitle(word)} or ${stemInTitle(word)} then 1 else 0 end`),
          sql` + `,
        )})`
  const seniorityWord = sql`case when f.title_lexemes @@ to_tsquery('english', ${SENIORITY_QUERY}) then 1 else 0 end`
  const sameRole = sql`case when c.role_slug = ${signals.roleSlug} then ${SAME_ROLE}::float8 else 0::float8 end`
  const firstCountry =
    signals.preferredCountry === null
      ? sql`0::float8`
      : sql`case when c.country = ${signals.preferredCountry} then ${PREFERRED_COUNTRY}::float8 else 0::float8 end`
  const city = preferredCityPoints(signals.preferredCitySlugs, sql`f.city_slug`)
  const firstCity = preferredCityPoints(signals.preferredCitySlugs, sql`c.city_slug`)
  const recency = sql`date_part('epoch', c.posted_at) * ${RECENCY_POINTS / RECENCY_SECONDS}::float8`
  return sql`first_pass as materialized (
      select c.id, c.posted_at, c.role_slug, c.country, c.city_slug,
        ${COVERAGE}::float8 * c.rank / greatest(max(c.rank) over (), 1e-6) + ${sameRole} + ${firstCountry} + ${firstCity} as first_score
      from candidates c
    ),
    shortlist as materialized (
      select c.id, c.posted_at, c.role_slug, c.country, c.city_slug
      from first_pass c
      order by c.first_score + ${recency} desc, c.posted_at desc nulls last, c.id
      limit ${SHORTLIST}
    ),
    features as materialized (
      select c.id, c.posted_at, c.role_slug, c.country, c.city_slug,
        ' ' || array_to_string(j.title_words, ' ') || ' ' as title_text,
        cardinality(j.title_words) as title_length,
        ' ' || lower(translate(j.employer_name || ' ' || array_to_string(j.required_skills, ' '), ${separators}, ${spaces})) || ' ' as other_text,
        ts_filter(j.search_head, '{a}') as title_lexemes
      from shortlist c
      cross join lateral (
        select array_remove(string_to_array(lower(translate(title, ${separators}, ${spaces})), ' '), '') as title_words,
          employer_name, required_skills, search_head
        from jobs where jobs.id = c.id limit 1
      ) as j
    ),
    scored as materialized (
      select f.id, f.posted_at,
        ${COVERAGE}::float8 * ${coverage}
        + case when f.title_text = ${` ${signals.titlePhrase} `} then ${EXACT_TITLE}::float8 else 0::float8 end
        + case when f.role_slug = ${signals.roleSlug} then ${SAME_ROLE}::float8 else 0::float8 end
        - ${EXTRA_TITLE}::float8 * greatest(0, f.title_length - ${titleHits} - ${seniorityWord})::float8 / greatest(1, f.title_length - ${seniorityWord})::float8
        + ${levelTitle}
        + ${country}
        + ${city} as score
      from features f
    )`
}

/** PREFERRED_CITY points for a job in one of the cities; nothing at all (the anonymous statement) without cities. */
function preferredCityPoints(citySlugs: readonly string[], column: SQL): SQL {
  if (citySlugs.length === 0) return sql`0::float8`
  return sql`case when ${column} = any(${sql.param([...citySlugs])}::text[]) then ${PREFERRED_CITY}::float8 else 0::float8 end`
}

/**
 * The `head` CTE: the newest candidateLimit jobs whose title, employer or skills match. The recency
 * window (jobs.is_recent: the newest RECENT_WINDOW active jobs, see maintenance.ts) has partial indexes
 * of its own, so whatever the planner picks there reads at most the window, even where it misjudges how
 * often the words of a title go together. Only when the window holds fewer than candidateLimit matches
 * are all jobs searched, and then the matches are few (the window is a fifth of the jobs or more), so
 * the GIN index or a flag's partial index finds them cheaply.
 */
function headCandidates(request: RankRequest, query: SQL, filters: SQL): SQL {
  const limit = request.candidateLimit
  return sql`recent as materialized (
      select j.id, j.posted_at, j.search_head, j.role_slug, j.country, j.city_slug
      from jobs j
      where ${filters} and j.is_recent and j.search_head @@ ${query}
      order by j.posted_at desc nulls last, j.id
      limit ${limit}
    ),
    everywhere as materialized (
      select j.id, j.posted_at, j.search_head, j.role_slug, j.country, j.city_slug
      from jobs j
      where (select count(*) from recent) < ${limit} and ${filters} and j.search_head @@ ${query}
      order by j.posted_at desc nulls last, j.id
      limit ${limit}
    ),
    head as materialized (
      select * from recent where (select count(*) from recent) >= ${limit}
      union all
      select * from everywhere
    )`
}

/** The jobs after a cursor in recency order (posted_at desc, id): `posted_at <= t` lets the index start there. */
export function afterCursor(cursor: SearchCursor): SQL {
  const postedAt = new Date(cursor.postedAtMs).toISOString()
  return sql`j.posted_at <= ${postedAt}::timestamptz and (j.posted_at < ${postedAt}::timestamptz or j.id > ${cursor.id})`
}

/** Where a listing goes on past its ranked head: title/skills matches after `after`, newest first. */
export interface ContinueRequest {
  text: TextMatch
  filters: SearchFilters
  after: SearchCursor
  offset: number
  limit: number
}

/** The title/skills matches after the ranked head (or after a page's cursor), in recency order, as one JSON array. */
export function continueStatement(request: ContinueRequest): SQL {
  const query = tsqueryOf(request.text)
  const filters = sql.join(filterConditions(request.filters), sql` and `)
  return sql`
    select json_agg(row_to_json(found) order by found."postedAt" desc, found.id) as jobs from (
      select ${jobColumns}
      from jobs j
      where ${filters} and j.search_head @@ ${query} and ${afterCursor(request.after)}
      order by j.posted_at desc nulls last, j.id
      limit ${request.limit} offset ${request.offset}
    ) as found`
}

/** How many jobs have the words in title, employer or skills, counting no further than `cap`. */
export function countMatchesStatement(text: TextMatch, filters: SearchFilters, cap: number): SQL {
  return sql`
    select count(*)::int as total from (
      select 1 from jobs j
      where ${sql.join(filterConditions(filters), sql` and `)} and j.search_head @@ ${tsqueryOf(text)}
      limit ${cap}
    ) as capped`
}

function tsqueryOf(text: TextMatch): SQL {
  if (text.mode === 'all') return sql`plainto_tsquery('english', ${text.text})`
  const pieces = text.pieces.map((piece) => sql`plainto_tsquery('english', ${piece})`)
  return sql`(${sql.join(pieces, sql` || `)})`
}
