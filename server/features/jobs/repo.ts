import { and, asc, eq, getTableName, gt, inArray, sql, type SQL } from 'drizzle-orm'
import { companyLogoPath } from '#core/companies/logo-path.ts'
import { employmentTypeSchema, salaryPeriodSchema, type CompanyData, type Job } from '#core/jobs/job.schema.ts'
import { employmentTypeLabels } from '#core/jobs/job-constants.ts'
import type { CityInfo, JobFigures, RoleInfo } from '#core/jobs/listings.ts'
import type { SuggestionQuery } from '#core/jobs/search.schema.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { clickEvents, companies, jobs, searchSuggestions, searchVocabulary } from '#server/db/schema/jobs.ts'
import { DEFAULT_JOB_EXPIRY_DAYS } from '#core/jobs/job-source.schema.ts'
import { effectiveValidThrough } from './ingest/expiry.ts'
import { jobColumns, type JobRow } from './job-columns.ts'
import type { SearchCursor } from '#core/jobs/search-cursor.ts'
import {
  afterCursor,
  continueStatement,
  countMatchesStatement,
  rankStatement,
  type ContinueRequest,
  type RankRequest,
  type TextMatch,
} from './ranking.ts'
import { ledBrowseStatement, type LedBrowseRequest } from './place-lead.ts'
import { filterConditions, type SearchFilters } from './search-filters.ts'
import type { VocabularyWord } from './search-query.ts'
import type { SuggestionRow } from './suggestion-index.ts'

type JobSelect = typeof jobs.$inferSelect
type SuggestionSelect = typeof searchSuggestions.$inferSelect
type VocabularySelect = typeof searchVocabulary.$inferSelect

/**
 * The SQL of job search. Raw rows never leave this file: everything returned is a core/ type or a
 * small value object the service understands. Plain reads and writes use Drizzle's query builder; the
 * statements it cannot express are SQL whose row types are the schema's (`$inferSelect`). The ranking
 * statement is ranking.ts, the filters search-filters.ts.
 *
 * Every query on `jobs` orders by `posted_at desc nulls last, id`, the order of jobs_posted_at_idx and
 * jobs_search_recent_idx: with plain `desc` (nulls first) PostgreSQL could not walk those indexes.
 */

/** A page of jobs without words: the newest that pass the filters, after a cursor or from an offset. */
export interface BrowseRequest {
  filters: SearchFilters
  after: SearchCursor | null
  offset: number
  limit: number
}

/** A ranked search's ids, the requested page's jobs, and where its listing goes on (null: the ids are all of it). */
export interface RankedJobs {
  ids: string[]
  page: JobWithCompany[]
  boundary: SearchCursor | null
}

/** A job without its company_data yet, and the id of the company to fill it from (service.ts caches companies). */
export interface JobWithCompany {
  job: Job
  companyId: number | null
}

/** A job of a browse led by the person's places, and the part of the listing it is in (place-lead.ts). */
export interface LedJob extends JobWithCompany {
  part: number
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

export function createJobsRepo(database: DatabaseHandle, expiryDays: number = DEFAULT_JOB_EXPIRY_DAYS) {
  const toJobWithCompany = (row: JobRow) => readJobRow(row, expiryDays)
  /** Newest first, the order of jobs_posted_at_idx. */
  const newestFirst = [sql`${jobs.postedAt} desc nulls last`, asc(jobs.id)]
  const isActive = eq(jobs.isActive, true)

  return {
    /** The ids of a search's bounded candidate set, best first, and the jobs of the requested page. */
    async rankJobs(request: RankRequest): Promise<RankedJobs> {
      const rows = await database.query<{
        ids: Array<JobSelect['id']> | null
        jobs: JobRow[] | null
        boundary: { postedAt: string; id: JobSelect['id'] } | null
      }>(rankStatement(request))
      const boundary = rows[0]?.boundary ?? null
      return {
        ids: rows[0]?.ids ?? [],
        page: (rows[0]?.jobs ?? []).map(toJobWithCompany),
        boundary: boundary === null ? null : { postedAtMs: new Date(boundary.postedAt).getTime(), id: boundary.id },
      }
    },

    /** The title/skills matches past a ranked head, newest first (ranking.ts continueStatement). */
    async continueJobs(request: ContinueRequest): Promise<JobWithCompany[]> {
      const rows = await database.query<{ jobs: JobRow[] | null }>(continueStatement(request))
      return (rows[0]?.jobs ?? []).map(toJobWithCompany)
    },

    /** How many active jobs pass the filters and were posted at or after the cursor's job. */
    async countJobsSince(filters: SearchFilters, cursor: SearchCursor): Promise<number> {
      const rows = await database.query<{ total: number }>(
        sql`select count(*)::int as total from jobs j where ${sql.join(filterConditions(filters), sql` and `)}
          and j.posted_at >= ${new Date(cursor.postedAtMs).toISOString()}::timestamptz`,
      )
      return rows[0]?.total ?? 0
    },

    /** How many jobs match the words in title, employer or skills, up to `cap`. */
    async countMatches(text: TextMatch, filters: SearchFilters, cap: number): Promise<number> {
      const rows = await database.query<{ total: number }>(countMatchesStatement(text, filters, cap))
      return rows[0]?.total ?? 0
    },

    /** True when the job was stored and has expired (its page answers 410, not 404). */
    async isExpiredJob(id: string): Promise<boolean> {
      const rows = await database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, id), sql`${jobs.expiredAt} is not null`))
        .limit(1)
      return rows.length > 0
    },

    /** Active jobs by id, in the order of `ids` (jobs that stopped being active are left out), as one JSON array. */
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

    /** One page (plus one row, to tell whether more follow) of a browse led by the person's places (place-lead.ts). */
    async browseLedJobs(request: LedBrowseRequest): Promise<LedJob[]> {
      const rows = await database.query<{ jobs: Array<JobRow & { part: number }> | null }>(ledBrowseStatement(request))
      return (rows[0]?.jobs ?? []).map((row) => ({ ...toJobWithCompany(row), part: row.part }))
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
      const found = new Map<number, CompanyData>()
      if (companyIds.length === 0) return found
      // Spelled out: Drizzle writes a column in a select list unqualified, and inside these subqueries a
      // bare "id" would be the inner table's.
      const companyId = sql`${sql.identifier(getTableName(companies))}.${sql.identifier(companies.id.name)}`
      const approvedReviews = sql`from company_reviews where company_id = ${companyId} and status = 'approved'`
      const rows = await database.db
        .select({
          id: companies.id,
          name: companies.name,
          slug: companies.slug,
          logoUrl: companies.logoUrl,
          isVerified: companies.isVerified,
          isHiring: companies.isHiring,
          industry: companies.industry,
          companySize: companies.companySize,
          headquarters: companies.headquarters,
          workEnvironment: companies.workEnvironment,
          totalJobPostings: sql<number>`(select count(*)::int from jobs where company_id = ${companyId} and is_active)`,
          averageRating: sql<number | null>`(select round(avg(rating), 1)::float8 ${approvedReviews})`,
          totalReviews: sql<number>`(select count(*)::int ${approvedReviews})`,
          hasStoredLogo: sql<boolean>`exists(select 1 from company_logos where company_id = ${companyId})`,
        })
        .from(companies)
        .where(inArray(companies.id, [...companyIds]))
      for (const row of rows) {
        found.set(row.id, {
          id: row.id,
          name: row.name,
          slug: row.slug,
          // A logo we hold is served by us; the source's URL is shown only until then.
          logo_url: row.hasStoredLogo ? companyLogoPath(row.id) : row.logoUrl,
          is_verified: row.isVerified,
          is_hiring: row.isHiring,
          industry: row.industry,
          company_size: row.companySize,
          headquarters_location: row.headquarters,
          work_environment: row.workEnvironment,
          total_job_postings: row.totalJobPostings,
          average_rating: row.totalReviews > 0 ? row.averageRating : null,
          total_reviews: row.totalReviews,
        })
      }
      return found
    },

    /**
     * What the vocabulary knows about each word: whether it is a known title/skill word, whether the
     * English configuration drops it as a stop word, and the closest known word by trigram similarity.
     */
    async describeWords(words: readonly string[], minSimilarity: number): Promise<WordFacts[]> {
      if (words.length === 0) return []
      const rows = await database.query<{
        word: VocabularySelect['word']
        is_known: boolean
        is_stop_word: boolean
        correction: VocabularySelect['word'] | null
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

    /** Every word of the vocabulary with its frequency (a few thousand short rows), for corrections by edit distance. */
    async listVocabulary(): Promise<VocabularyWord[]> {
      return database.db.select({ word: searchVocabulary.word, frequency: searchVocabulary.frequency }).from(searchVocabulary)
    },

    /** How many active jobs (up to `cap`) contain each word anywhere, description included. */
    async countWordMatches(words: readonly string[], cap: number): Promise<Map<string, number>> {
      const counts = new Map<string, number>()
      if (words.length === 0) return counts
      const rows = await database.query<{ word: VocabularySelect['word']; matches: number }>(sql`
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
      const rows = await database.query<{ value: SuggestionSelect['value']; tier: number }>(sql`
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
      const rows = await database.query<{ city_name: JobSelect['city']; state_name: JobSelect['state'] }>(sql`
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
      return database.db
        .select({ value: searchSuggestions.value, normalized: searchSuggestions.normalized, jobCount: searchSuggestions.jobCount })
        .from(searchSuggestions)
        .where(and(eq(searchSuggestions.kind, kind), gt(searchSuggestions.jobCount, 0)))
    },

    /** A city page's facts: names from one of its jobs, the count from search_suggestions (cheap, no count over jobs). */
    async findCity(citySlug: string): Promise<CityInfo | null> {
      const rows = await database.query<
        Pick<JobSelect, 'city' | 'state' | 'country'> & { job_count: SuggestionSelect['jobCount'] | null }
      >(sql`
        select j.city, j.state, j.country,
          (select max(s.job_count) from search_suggestions s where s.kind = 'location' and s.value = j.city) as job_count
        from (select city, state, country from jobs where city_slug = ${citySlug} and is_active limit 1) as j`)
      const row = rows[0]
      if (!row || row.city === null) return null
      return { slug: citySlug, name: row.city, state: row.state, country: row.country, jobCount: row.job_count ?? 0 }
    },

    /** A role page's facts from its base-role suggestion (the seed counts every job of the role there). */
    async findRole(roleSlug: string): Promise<RoleInfo | null> {
      const rows = await database.query<{
        name: SuggestionSelect['value'] | null
        job_count: SuggestionSelect['jobCount'] | null
        has_jobs: boolean
      }>(sql`
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
    /** The landing page's figures (core/jobs/listings.ts JobFigures), in one pass over the active jobs. */
    async countFigures(): Promise<JobFigures> {
      const rows = await database.query<JobFigures>(sql`
        select
          count(*)::int as "openJobs",
          (count(*) filter (where j.created_at >= now() - interval '1 day'))::int as "addedToday",
          (select count(distinct lower(option ->> 'publisher'))::int
             from jobs p, jsonb_array_elements(p.apply_options) as option
             where p.is_active and option ->> 'publisher' <> '') as "portals"
        from jobs j
        where j.is_active`)
      return rows[0] ?? { openJobs: 0, addedToday: 0, portals: 0 }
    },

    async listTopCities(limit: number): Promise<CityInfo[]> {
      const rows = await database.query<{
        city_slug: SuggestionSelect['slug']
        city: NonNullable<JobSelect['city']>
        state: JobSelect['state']
        country: JobSelect['country']
        job_count: SuggestionSelect['jobCount']
      }>(sql`
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
      const rows = await database.query<{
        role_slug: SuggestionSelect['slug']
        name: SuggestionSelect['value']
        job_count: SuggestionSelect['jobCount']
      }>(sql`
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
      // Drizzle's insert … select wants every column of the table; a click carries four.
      const rows = await database.query<Pick<typeof clickEvents.$inferSelect, 'id'>>(sql`
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
      const rows = await database.db
        .select({ postedAt: jobs.postedAt })
        .from(jobs)
        .where(isActive)
        .orderBy(...newestFirst)
        .offset(window - 1)
        .limit(1)
      return rows[0]?.postedAt ?? null
    },

    /** A cheap query that uses the search indexes, for the job-search health probe. */
    async probe(): Promise<void> {
      await database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(isActive)
        .orderBy(...newestFirst)
        .limit(1)
    },
  }
}

/** Filters only (no words): the newest matching jobs, which the posted_at and slug indexes answer directly. */
function browseStatement(request: BrowseRequest): SQL {
  const conditions = filterConditions(request.filters)
  if (request.after) conditions.push(afterCursor(request.after))
  return sql`
    select json_agg(row_to_json(page) order by page."postedAt" desc nulls last, page.id) as jobs from (
      select ${jobColumns}
      from jobs j
      where ${sql.join(conditions, sql` and `)}
      order by j.posted_at desc nulls last, j.id
      limit ${request.limit} offset ${request.offset}
    ) as page`
}

function readJobRow(row: JobRow, expiryDays: number): JobWithCompany {
  const postedAt = new Date(row.postedAt)
  const code = employmentTypeSchema.catch('FULLTIME').parse(row.employmentType)
  const period = salaryPeriodSchema.nullable().catch(null).parse(row.salaryPeriod)
  const job: Job = {
    job_id: row.id,
    employer_name: row.employerName,
    employer_logo: row.employerLogo,
    employer_website: row.employerWebsite,
    job_employment_type: employmentTypeLabels[code],
    job_employment_type_code: code,
    job_title: row.title,
    job_apply_link: row.applyLink,
    job_description: row.description,
    job_city: row.city,
    job_state: row.state,
    job_country: row.country,
    job_is_remote: row.isRemote,
    job_posted_at_datetime_utc: postedAt.toISOString(),
    job_posted_at_timestamp: Math.floor(postedAt.getTime() / 1000),
    job_salary_currency: row.salaryCurrency,
    job_salary_period: period,
    job_min_salary: row.salaryMin,
    job_max_salary: row.salaryMax,
    job_required_experience: row.requiredExperience,
    job_required_skills: row.requiredSkills.length > 0 ? row.requiredSkills : null,
    job_required_education: row.requiredEducation,
    job_highlights: row.highlights,
    job_is_visa_sponsored: row.isVisaSponsored,
    job_is_government: row.isGovernment,
    job_source: row.source,
    job_offer_expiration_datetime_utc: effectiveValidThrough(
      row.validThrough === null ? null : new Date(row.validThrough),
      new Date(row.lastSeenAt),
      expiryDays,
    ).toISOString(),
    apply_options: row.applyOptions,
    company_data: null,
  }
  return { job, companyId: row.companyId }
}

function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter((part) => part.length > 0)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ')
}
