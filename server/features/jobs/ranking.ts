import { sql, type SQL } from 'drizzle-orm'
import type { SearchCursor } from '#core/jobs/search-cursor.ts'
import { jobColumns } from './job-columns.ts'
import { filterConditions, type SearchFilters } from './search-filters.ts'

/**
 * The ranking statement of job search (decisions 005 and 006): which jobs match the words, in a bounded,
 * recency-first candidate set, scored and cut into the requested page in one round trip.
 */

/** How the words of a query must match: all of them (the normal case) or any of them (the fallback when all finds nothing). */
export type TextMatch = { mode: 'all'; text: string } | { mode: 'any'; pieces: readonly string[] }

/** A ranked search: which jobs match the words, best first. */
export interface RankRequest {
  text: TextMatch
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

/** Weighted rank of title (A) and employer + skills (B) matches; description-only matches get this constant, below any title or skill match. */
const DESCRIPTION_ONLY_RANK = 0.05
/** A job whose title contains the query as a phrase ranks this many times higher. */
const TITLE_PHRASE_BOOST = 2
/**
 * Recency blend: score = ln(rank) + posted_at counted in units of 30 days, so a job posted 30 days later
 * is worth e times the text rank (a title match still beats a skills-only match up to ~4 weeks older).
 * Using the posting time itself, not its age, keeps the order the same from one request to the next.
 */
const RECENCY_SECONDS = 30 * 86_400

/**
 * Ranked search over a bounded candidate set (exported so bench/search/explain.ts can show its plans):
 *
 * 1. head: the newest `candidateLimit` jobs whose title, employer or skills match (search_head), from
 *    the recency window first (headCandidates).
 * 2. body: only when the head found fewer than `minHeadMatches`, the newest jobs matching in the
 *    description alone (among the jobs posted since `bodyCutoff`) fill the set up to `candidateLimit`.
 * 3. Each candidate is scored (title/skills rank, title-phrase boost, recency). The ids come back best
 *    first in one array (the service keeps it to cut later pages from) with the requested page's jobs
 *    as one JSON array: one round trip for the first page of a new search.
 * 4. When the head filled the whole set, more title/skills matches may be older than it: `boundary` is
 *    the oldest head candidate in recency order, where the listing goes on (continueStatement).
 */
export function rankStatement(request: RankRequest): SQL {
  const { text } = request
  const query = tsqueryOf(text)
  const filters = sql.join(filterConditions(request.filters), sql` and `)
  const limit = request.candidateLimit
  const phraseBoost =
    text.mode === 'all'
      ? sql`case when ts_filter(h.search_head, '{a}') @@ phraseto_tsquery('english', ${text.text}) then ${TITLE_PHRASE_BOOST}::float8 else 1::float8 end`
      : sql`1::float8`
  const headRank = sql`ts_rank(h.search_head, ${query})::float8 * ${phraseBoost}`
  const candidates = sql`body as (
        select j.id, j.posted_at
        from jobs j
        where (select count(*) from head) < ${request.minHeadMatches}
          and ${filters} and j.search_vector @@ ${query} and not (j.search_head @@ ${query})
          and ${request.bodyCutoff === null ? sql`true` : sql`j.posted_at >= ${request.bodyCutoff.toISOString()}::timestamptz`}
        order by j.posted_at desc nulls last, j.id
        limit ${limit}
      ),
      candidates as (
        select h.id, h.posted_at, ${headRank} as rank from head h
        union all
        (select b.id, b.posted_at, ${DESCRIPTION_ONLY_RANK}::float8 from body b limit greatest(0, ${limit} - (select count(*) from head)))
      )`
  const { offset, limit: pageSize } = request.page
  return sql`
    with ${headCandidates(request, query, filters)},
    ${candidates},
    ranked as materialized (
      select id, row_number() over (
        order by ln(greatest(rank, 1e-6)) + date_part('epoch', posted_at) / ${RECENCY_SECONDS}::float8 desc, posted_at desc nulls last, id
      ) as position
      from candidates
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
      select j.id, j.posted_at, j.search_head
      from jobs j
      where ${filters} and j.is_recent and j.search_head @@ ${query}
      order by j.posted_at desc nulls last, j.id
      limit ${limit}
    ),
    everywhere as materialized (
      select j.id, j.posted_at, j.search_head
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
