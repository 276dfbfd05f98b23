import { sql, type SQL } from 'drizzle-orm'
import {
  employmentTypeSchema,
  salaryPeriodSchema,
  type CompanyData,
  type Job,
  type JobHighlights,
  type JobRequiredEducation,
  type JobRequiredExperience,
} from '#core/jobs/job.schema.ts'
import { employmentTypeLabels } from '#core/jobs/job-constants.ts'
import type { CityInfo, RoleInfo } from '#core/jobs/jobs-reader.ts'
import type { SuggestionQuery } from '#core/jobs/search.schema.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { SuggestionRow } from './suggestion-index.ts'

/**
 * The SQL of job search. Raw rows never leave this file: everything returned is a core/ type or a
 * small value object the service understands.
 *
 * Every query on `jobs` orders by `posted_at desc nulls last, id`, the order of jobs_posted_at_idx and
 * jobs_search_recent_idx: with plain `desc` (nulls first) PostgreSQL could not walk those indexes.
 */

/** Which jobs a search may return; every field narrows the set. */
export interface SearchFilters {
  postedAfter: Date | null
  isRemoteOnly: boolean
  employmentTypes: readonly string[] | null
  /** Experience bands of job_requirements; a job matches when it is in any of them. */
  experienceBands: ReadonlyArray<'under_3_years' | 'over_3_years' | 'none'>
  isDegreeFreeOnly: boolean
  /** job_titles: the job's title must contain one of these. */
  titles: readonly string[] | null
  companySizeTypes: readonly string[] | null
  employerKinds: readonly string[] | null
  salaryMinInrYear: number | null
  salaryMaxInrYear: number | null
  country: string | null
  isVisaSponsoredOnly: boolean
  isGovernmentOnly: boolean
  isFeaturedOnly: boolean
  citySlugs: readonly string[] | null
  state: string | null
  roleSlug: string | null
  /** A location that matched no place: no job can match. */
  isMatchingNothing: boolean
}

export const noFilters: SearchFilters = {
  postedAfter: null,
  isRemoteOnly: false,
  employmentTypes: null,
  experienceBands: [],
  isDegreeFreeOnly: false,
  titles: null,
  companySizeTypes: null,
  employerKinds: null,
  salaryMinInrYear: null,
  salaryMaxInrYear: null,
  country: null,
  isVisaSponsoredOnly: false,
  isGovernmentOnly: false,
  isFeaturedOnly: false,
  citySlugs: null,
  state: null,
  roleSlug: null,
  isMatchingNothing: false,
}

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

/** A page of jobs without words: the newest that pass the filters. */
export interface BrowseRequest {
  filters: SearchFilters
  offset: number
  limit: number
}

/** A job without its company_data yet, and the id of the company to fill it from (service.ts caches companies). */
export interface JobWithCompany {
  job: Job
  companyId: number | null
}

export interface WordFacts {
  word: string
  isKnown: boolean
  isStopWord: boolean
  correction: string | null
  correctionSimilarity: number
  /** The English stemmer already reduces the word and its correction to the same lexeme ("enginer", "engineer"). */
  isSameLexeme: boolean
}

export interface PlaceFacts {
  isCity: boolean
  cityName: string | null
  citySlug: string | null
  isState: boolean
  stateName: string | null
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

/** The columns a Job is made of, as JSON field names (row_to_json over them gives a JobRow). */
const jobColumns = sql`
  j.id, j.source, j.title, j.employer_name, j.employer_logo, j.employer_website, j.employment_type, j.apply_link,
  j.description, j.city, j.state, j.country, j.is_remote, j.is_visa_sponsored, j.is_government, j.posted_at,
  j.salary_min, j.salary_max, j.salary_currency, j.salary_period, j.required_experience, j.required_education,
  j.required_skills, j.highlights, j.company_id`

type JobRow = {
  id: string
  source: string
  title: string
  employer_name: string
  employer_logo: string | null
  employer_website: string | null
  employment_type: string
  apply_link: string
  description: string
  city: string | null
  state: string | null
  country: string
  is_remote: boolean
  is_visa_sponsored: boolean
  is_government: boolean
  posted_at: Date | string
  salary_min: number | null
  salary_max: number | null
  salary_currency: string | null
  salary_period: string | null
  required_experience: JobRequiredExperience
  required_education: JobRequiredEducation
  required_skills: string[] | null
  highlights: JobHighlights
  company_id: number | null
}

export function createJobsRepo(database: DatabaseHandle) {
  return {
    /** The ids of a search's bounded candidate set, best first, and the jobs of the requested page. */
    async rankJobs(request: RankRequest): Promise<{ ids: string[]; page: JobWithCompany[] }> {
      const rows = await database.query<{ ids: string[] | null; jobs: JobRow[] | null }>(rankStatement(request))
      return { ids: rows[0]?.ids ?? [], page: (rows[0]?.jobs ?? []).map(toJobWithCompany) }
    },

    /**
     * Active jobs by id, in the order of `ids` (jobs that stopped being active are left out). The rows
     * come back as one JSON array: on PGlite that reads far faster than a row per job.
     */
    async findJobsByIds(ids: readonly string[]): Promise<JobWithCompany[]> {
      if (ids.length === 0) return []
      const idArray = sql.param(ids)
      const rows = await database.query<{ jobs: JobRow[] | null }>(sql`
        select json_agg(row_to_json(found) order by found.position) as jobs from (
          select ${jobColumns}, array_position(${idArray}::text[], j.id) as position
          from jobs j
          where j.id = any(${idArray}::text[]) and j.is_active
        ) as found`)
      return (rows[0]?.jobs ?? []).map(toJobWithCompany)
    },

    /** One page (plus one row, to tell whether more follow) of the newest jobs passing the filters. */
    async browseJobs(request: BrowseRequest): Promise<JobWithCompany[]> {
      const rows = await database.query<{ jobs: JobRow[] | null }>(browseStatement(request))
      return (rows[0]?.jobs ?? []).map(toJobWithCompany)
    },

    /** How many active jobs pass the filters. */
    async countJobs(filters: SearchFilters): Promise<number> {
      const rows = await database.query<{ total: number }>(
        sql`select count(*)::int as total from jobs j where ${sql.join(filterConditions(filters), sql` and `)}`,
      )
      return rows[0]?.total ?? 0
    },

    /**
     * Several companies with their real figures, in one query: active postings (index-only on
     * jobs_company_active_idx) and approved reviews (average rounded to one decimal). A company without
     * approved reviews has no rating.
     */
    async findCompanies(companyIds: readonly number[]): Promise<Map<number, CompanyData>> {
      const companies = new Map<number, CompanyData>()
      if (companyIds.length === 0) return companies
      const rows = await database.query<{
        id: number
        name: string
        slug: string
        logo_url: string | null
        is_verified: boolean
        is_hiring: boolean
        industry: string | null
        company_size: string | null
        headquarters: string | null
        work_environment: string | null
        total_job_postings: number
        average_rating: number | null
        total_reviews: number
      }>(sql`
        select c.id, c.name, c.slug, c.logo_url, c.is_verified, c.is_hiring, c.industry, c.company_size, c.headquarters,
          c.work_environment,
          (select count(*)::int from jobs where company_id = c.id and is_active) as total_job_postings,
          reviews.average_rating, coalesce(reviews.total_reviews, 0) as total_reviews
        from companies c
        left join lateral (
          select round(avg(rating), 1)::float8 as average_rating, count(*)::int as total_reviews
          from company_reviews where company_id = c.id and is_approved
        ) as reviews on true
        where c.id = any(${sql.param(companyIds)}::int[])`)
      for (const row of rows) {
        companies.set(row.id, {
          id: row.id,
          name: row.name,
          slug: row.slug,
          logo_url: row.logo_url,
          is_verified: row.is_verified,
          is_hiring: row.is_hiring,
          industry: row.industry,
          company_size: row.company_size,
          headquarters_location: row.headquarters,
          work_environment: row.work_environment,
          total_job_postings: row.total_job_postings,
          average_rating: row.total_reviews > 0 ? row.average_rating : null,
          total_reviews: row.total_reviews,
        })
      }
      return companies
    },

    /**
     * What the vocabulary knows about each word: whether it is a known title/skill word, whether the
     * English configuration drops it as a stop word, and the closest known word by trigram similarity.
     */
    async describeWords(words: readonly string[], minSimilarity: number): Promise<WordFacts[]> {
      if (words.length === 0) return []
      const rows = await database.query<{
        word: string
        is_known: boolean
        is_stop_word: boolean
        correction: string | null
        similarity: number | null
        is_same_lexeme: boolean | null
      }>(sql`
        select w.word,
          exists (select 1 from search_vocabulary v where v.word = w.word) as is_known,
          numnode(plainto_tsquery('english', w.word)) = 0 as is_stop_word,
          best.word as correction, best.similarity,
          plainto_tsquery('english', w.word) = plainto_tsquery('english', best.word) as is_same_lexeme
        from unnest(${sql.param(words)}::text[]) as w (word)
        left join lateral (
          select v.word, similarity(v.word, w.word)::float8 as similarity
          from search_vocabulary v
          where v.word % w.word and v.word <> w.word and similarity(v.word, w.word) >= ${minSimilarity}
            and not exists (select 1 from search_vocabulary known where known.word = w.word)
          order by similarity(v.word, w.word) desc, v.frequency desc, v.word
          limit 1
        ) as best on true`)
      return rows.map((row) => ({
        word: row.word,
        isKnown: row.is_known,
        isStopWord: row.is_stop_word,
        correction: row.correction,
        correctionSimilarity: row.similarity ?? 0,
        isSameLexeme: row.is_same_lexeme === true,
      }))
    },

    /** How many active jobs (up to `cap`) contain each word anywhere, description included. */
    async countWordMatches(words: readonly string[], cap: number): Promise<Map<string, number>> {
      const counts = new Map<string, number>()
      if (words.length === 0) return counts
      const rows = await database.query<{ word: string; matches: number }>(sql`
        select w.word, (
          select count(*)::int from (
            select 1 from jobs where search_vector @@ plainto_tsquery('english', w.word) and is_active limit ${cap}
          ) as hits
        ) as matches
        from unnest(${sql.param(words)}::text[]) as w (word)`)
      for (const row of rows) counts.set(row.word, row.matches)
      return counts
    },

    /** The location suggestion closest to a normalised place text: exact first, then by trigram similarity. */
    async findClosestLocation(normalized: string, minSimilarity: number): Promise<{ value: string; isExact: boolean } | null> {
      const rows = await database.query<{ value: string; tier: number }>(sql`
        select value, tier from (
          select value, 0 as tier, 1::real as similarity, job_count
          from search_suggestions where kind = 'location' and normalized = ${normalized}
          union all
          select value, 1, similarity(normalized, ${normalized}), job_count
          from search_suggestions
          where kind = 'location' and normalized % ${normalized} and similarity(normalized, ${normalized}) >= ${minSimilarity}
        ) as matches
        order by tier, similarity desc, job_count desc, value
        limit 1`)
      const row = rows[0]
      return row ? { value: row.value, isExact: row.tier === 0 } : null
    },

    /** Whether a place name is a city (by slug) and/or a state that active jobs are posted in. */
    async describePlace(name: string, slug: string): Promise<PlaceFacts> {
      const rows = await database.query<{ city_name: string | null; state_name: string | null }>(sql`
        select
          (select city from jobs where city_slug = ${slug} and is_active limit 1) as city_name,
          (select state from jobs where state = ${name} and is_active limit 1) as state_name`)
      const row = rows[0]
      // A job's city_slug is made from its city, so a job found by the slug has a city.
      const isCity = row?.city_name != null
      return {
        isCity,
        cityName: row?.city_name ?? null,
        citySlug: isCity ? slug : null,
        isState: row?.state_name != null,
        stateName: row?.state_name ?? null,
      }
    },

    /** Every value of one kind of search_suggestions that still has jobs (a few hundred to a few thousand rows). */
    async listSuggestions(kind: SuggestionQuery['kind']): Promise<SuggestionRow[]> {
      const rows = await database.query<{ value: string; normalized: string; job_count: number }>(sql`
        select value, normalized, job_count from search_suggestions where kind = ${kind} and job_count > 0`)
      return rows.map((row) => ({ value: row.value, normalized: row.normalized, jobCount: row.job_count }))
    },

    /** A city page's facts: names from one of its jobs, the count from search_suggestions (cheap, no count over jobs). */
    async findCity(citySlug: string): Promise<CityInfo | null> {
      const rows = await database.query<{ city: string | null; state: string | null; country: string; job_count: number | null }>(sql`
        select j.city, j.state, j.country,
          (select max(s.job_count) from search_suggestions s where s.kind = 'location' and s.value = j.city) as job_count
        from (select city, state, country from jobs where city_slug = ${citySlug} and is_active limit 1) as j`)
      const row = rows[0]
      if (!row || row.city === null) return null
      return { slug: citySlug, name: row.city, state: row.state, country: row.country, jobCount: row.job_count ?? 0 }
    },

    /** A role page's facts from its base-role suggestion (the seed counts every job of the role there). */
    async findRole(roleSlug: string): Promise<RoleInfo | null> {
      const rows = await database.query<{ name: string | null; job_count: number | null; has_jobs: boolean }>(sql`
        select suggestion.value as name, suggestion.job_count,
          exists (select 1 from jobs where role_slug = ${roleSlug} and is_active) as has_jobs
        from (select 1) as one
        left join lateral (
          select value, job_count from search_suggestions
          where kind = 'title' and slug = ${roleSlug}
          order by job_count desc, value
          limit 1
        ) as suggestion on true`)
      const row = rows[0]
      if (!row || !row.has_jobs) return null
      return { slug: roleSlug, name: row.name ?? titleFromSlug(roleSlug), jobCount: row.job_count ?? 0 }
    },

    /** The cities with the most jobs: the top location suggestions that are cities (found through jobs_city_slug_idx). */
    async listTopCities(limit: number): Promise<CityInfo[]> {
      const rows = await database.query<{ city_slug: string; city: string; state: string | null; country: string; job_count: number }>(sql`
        select place.city_slug, job.city, job.state, job.country, place.job_count
        from (
          select slug as city_slug, job_count
          from search_suggestions where kind = 'location'
          order by job_count desc, value
          limit ${limit * 4}
        ) as place
        join lateral (
          select city, state, country from jobs where city_slug = place.city_slug and is_active limit 1
        ) as job on true
        order by place.job_count desc, place.city_slug
        limit ${limit}`)
      return rows.map((row) => ({ slug: row.city_slug, name: row.city, state: row.state, country: row.country, jobCount: row.job_count }))
    },

    /** The base roles with the most jobs, from the title suggestions whose slug is a role slug of some job. */
    async listTopRoles(limit: number): Promise<RoleInfo[]> {
      const rows = await database.query<{ role_slug: string; name: string; job_count: number }>(sql`
        select role.role_slug, role.value as name, role.job_count
        from (
          select distinct on (slug) slug as role_slug, value, job_count
          from search_suggestions where kind = 'title'
          order by slug, job_count desc, value
        ) as role
        where exists (select 1 from jobs where role_slug = role.role_slug and is_active)
        order by role.job_count desc, role.role_slug
        limit ${limit}`)
      return rows.map((row) => ({ slug: row.role_slug, name: row.name, jobCount: row.job_count }))
    },

    /** Records a click on an active job; false (and nothing recorded) when no active job has that id. */
    async insertClick(input: { jobId: string; query: string | null; location: string | null; userId: string | null }): Promise<boolean> {
      const rows = await database.query<{ id: number }>(sql`
        insert into click_events (job_id, query, location, user_id)
        select ${input.jobId}, ${input.query}, ${input.location}, ${input.userId}
        where exists (select 1 from jobs where id = ${input.jobId} and is_active)
        returning id`)
      return rows.length > 0
    },

    /**
     * The posting time of the `window`-th newest active job, where the search for description-only
     * matches stops. Null when there are fewer active jobs than that.
     */
    async findCutoff(window: number): Promise<Date | null> {
      const rows = await database.query<{ posted_at: Date | string }>(sql`
        select posted_at from jobs where is_active
        order by posted_at desc nulls last, id
        offset ${window - 1} limit 1`)
      const value = rows[0]?.posted_at
      if (value === undefined) return null
      return value instanceof Date ? value : new Date(value)
    },

    /** A cheap query that uses the search indexes, for the job-search health probe. */
    async probe(): Promise<void> {
      await database.query(sql`select id from jobs where is_active order by posted_at desc nulls last, id limit 1`)
    },
  }
}

/** Filters only (no words): the newest matching jobs, which the posted_at and slug indexes answer directly. */
function browseStatement(request: BrowseRequest): SQL {
  return sql`
    select json_agg(row_to_json(page) order by page.posted_at desc nulls last, page.id) as jobs from (
      select ${jobColumns}
      from jobs j
      where ${sql.join(filterConditions(request.filters), sql` and `)}
      order by j.posted_at desc nulls last, j.id
      limit ${request.limit} offset ${request.offset}
    ) as page`
}

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

function tsqueryOf(text: TextMatch): SQL {
  if (text.mode === 'all') return sql`plainto_tsquery('english', ${text.text})`
  const pieces = text.pieces.map((piece) => sql`plainto_tsquery('english', ${piece})`)
  return sql`(${sql.join(pieces, sql` || `)})`
}

function filterConditions(filters: SearchFilters): SQL[] {
  const conditions: SQL[] = [sql`j.is_active`]
  if (filters.isMatchingNothing) conditions.push(sql`false`)
  if (filters.postedAfter) conditions.push(sql`j.posted_at >= ${filters.postedAfter.toISOString()}::timestamptz`)
  if (filters.isRemoteOnly) conditions.push(sql`j.is_remote`)
  if (filters.isVisaSponsoredOnly) conditions.push(sql`j.is_visa_sponsored`)
  if (filters.isGovernmentOnly) conditions.push(sql`j.is_government`)
  if (filters.isFeaturedOnly) conditions.push(sql`j.is_featured`)
  if (filters.employmentTypes) conditions.push(sql`j.employment_type = any(${sql.param(filters.employmentTypes)}::text[])`)
  if (filters.companySizeTypes) conditions.push(sql`j.company_type = any(${sql.param(filters.companySizeTypes)}::text[])`)
  if (filters.employerKinds) conditions.push(sql`j.employer_kind = any(${sql.param(filters.employerKinds)}::text[])`)
  if (filters.country) conditions.push(sql`j.country = ${filters.country}`)
  if (filters.citySlugs) {
    const [only] = filters.citySlugs
    // One city as an equality, so the planner can use jobs_city_slug_idx.
    conditions.push(
      filters.citySlugs.length === 1 && only !== undefined
        ? sql`j.city_slug = ${only}`
        : sql`j.city_slug = any(${sql.param(filters.citySlugs)}::text[])`,
    )
  }
  if (filters.state) conditions.push(sql`j.state = ${filters.state}`)
  if (filters.roleSlug) conditions.push(sql`j.role_slug = ${filters.roleSlug}`)
  // A job with only one bound of its pay range is judged by that bound.
  if (filters.salaryMinInrYear !== null) {
    conditions.push(sql`coalesce(j.salary_max_inr_year, j.salary_min_inr_year) >= ${filters.salaryMinInrYear}`)
  }
  if (filters.salaryMaxInrYear !== null) {
    conditions.push(sql`coalesce(j.salary_min_inr_year, j.salary_max_inr_year) <= ${filters.salaryMaxInrYear}`)
  }
  const bands = filters.experienceBands.map((band) => {
    if (band === 'none') return sql`coalesce(j.experience_months, 0) = 0`
    if (band === 'under_3_years') return sql`coalesce(j.experience_months, 0) < 36`
    return sql`j.experience_months >= 36`
  })
  if (bands.length > 0) conditions.push(sql`(${sql.join(bands, sql` or `)})`)
  if (filters.isDegreeFreeOnly) conditions.push(sql`not j.requires_degree`)
  if (filters.titles && filters.titles.length > 0) {
    const titleQuery = sql`(${sql.join(
      filters.titles.map((title) => sql`plainto_tsquery('english', ${title})`),
      sql` || `,
    )})`
    // The first test can use the GIN index; the second keeps only title (weight A) matches.
    conditions.push(sql`j.search_head @@ ${titleQuery} and ts_filter(j.search_head, '{a}') @@ ${titleQuery}`)
  }
  return conditions
}

function toJobWithCompany(row: JobRow): JobWithCompany {
  const postedAt = row.posted_at instanceof Date ? row.posted_at : new Date(row.posted_at)
  const code = employmentTypeSchema.catch('FULLTIME').parse(row.employment_type)
  const period = salaryPeriodSchema.nullable().catch(null).parse(row.salary_period)
  const skills = row.required_skills ?? []
  const job: Job = {
    job_id: row.id,
    employer_name: row.employer_name,
    employer_logo: row.employer_logo,
    employer_website: row.employer_website,
    job_employment_type: employmentTypeLabels[code],
    job_employment_type_code: code,
    job_title: row.title,
    job_apply_link: row.apply_link,
    job_description: row.description,
    job_city: row.city,
    job_state: row.state,
    job_country: row.country,
    job_is_remote: row.is_remote,
    job_posted_at_datetime_utc: postedAt.toISOString(),
    job_posted_at_timestamp: Math.floor(postedAt.getTime() / 1000),
    job_salary_currency: row.salary_currency,
    job_salary_period: period,
    job_min_salary: row.salary_min,
    job_max_salary: row.salary_max,
    job_required_experience: row.required_experience,
    job_required_skills: skills.length > 0 ? skills : null,
    job_required_education: row.required_education,
    job_highlights: row.highlights,
    job_is_visa_sponsored: row.is_visa_sponsored,
    job_is_government: row.is_government,
    job_source: row.source,
    company_data: null,
  }
  return { job, companyId: row.company_id }
}

function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter((part) => part.length > 0)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ')
}
