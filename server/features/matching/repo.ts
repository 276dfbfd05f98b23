import { type SQL, sql } from 'drizzle-orm'
import { employmentTypes, type EmploymentType } from '#core/jobs/job-constants.ts'
import type { MatchJob } from '#core/matching/match.ts'
import type { SalaryBand, SkillCount } from '#core/matching/matching.schema.ts'
import type { DatabaseHandle } from '#server/db/client.ts'

/** The SQL of matching: the jobs worth scoring for a person, and the figures of /career-intelligence. */

interface MatchJobRow extends Record<string, unknown> {
  id: string
  title: string
  employer_name: string
  city: string | null
  state: string | null
  country: string
  is_remote: boolean
  employment_type: string
  company_type: string
  experience_months: number | null
  salary_min_inr_year: number | null
  salary_max_inr_year: number | null
  required_skills: string[]
}

const matchColumns = sql.raw(
  'j.id, j.title, j.employer_name, j.city, j.state, j.country, j.is_remote, j.employment_type, j.company_type, ' +
    'j.experience_months, j.salary_min_inr_year, j.salary_max_inr_year, j.required_skills',
)

function toMatchJob(row: MatchJobRow): MatchJob {
  return {
    id: row.id,
    title: row.title,
    employerName: row.employer_name,
    city: row.city,
    state: row.state,
    country: row.country,
    isRemote: row.is_remote,
    employmentType: toEmploymentType(row.employment_type),
    companyType: row.company_type,
    experienceMonths: row.experience_months,
    salaryMinInrYear: row.salary_min_inr_year,
    salaryMaxInrYear: row.salary_max_inr_year,
    skills: row.required_skills,
  }
}

function toEmploymentType(value: string): EmploymentType {
  return employmentTypes.find((type) => type === value) ?? 'FULLTIME'
}

/** Any of the words, each as the search's English stemming reads it (plainto_tsquery quotes whatever is typed). */
function anyWordQuery(words: readonly string[]): SQL {
  return sql.join(
    words.map((word) => sql`plainto_tsquery('english', ${word})`),
    sql` || `,
  )
}

export function createMatchingRepo(database: DatabaseHandle) {
  /** Many rows as one JSON array: on PGlite that reads far faster than row by row (as the search's statements do). */
  async function readAsJson(statement: SQL): Promise<MatchJobRow[]> {
    const rows = await database.query<{ rows: MatchJobRow[] | null }>(sql`select json_agg(found) as rows from (${statement}) found`)
    return rows[0]?.rows ?? []
  }

  return {
    async findMatchJobs(ids: readonly string[]): Promise<MatchJob[]> {
      if (ids.length === 0) return []
      const rows = await database.query<MatchJobRow>(
        sql`select ${matchColumns} from jobs j where j.id = any(${sql.param(ids)}::text[]) and j.is_active`,
      )
      return rows.map(toMatchJob)
    },

    /**
     * The jobs worth scoring, newest first so the walk over the recency index stops early however
     * common the words: those with every word of the role in their title, employer or skills (up to
     * `limit`), those sharing any word with the role or the person's skills (up to half of it), and
     * the newest in their cities (a fifth). The words are read in the order of jobs_search_recent_idx
     * (posted_at desc nulls last, id; posted_at is never null, so the order is the same as plain
     * `desc`): the walk over that covering index stops after `limit` matches, where `desc` alone
     * (nulls first) could not use it and sorted every match, up to half the table for common words
     * (decision 075).
     */
    async listCandidates(input: {
      role: string | null
      words: readonly string[]
      citySlugs: readonly string[]
      limit: number
    }): Promise<MatchJob[]> {
      const found = new Map<string, MatchJob>()
      const add = (rows: readonly MatchJobRow[]) => {
        for (const row of rows) if (!found.has(row.id)) found.set(row.id, toMatchJob(row))
      }
      if (input.role !== null) {
        add(
          await readAsJson(sql`
            select ${matchColumns} from jobs j
            where j.is_active and j.search_head @@ plainto_tsquery('english', ${input.role})
            order by j.posted_at desc nulls last, j.id limit ${input.limit}`),
        )
      }
      if (input.words.length > 0) {
        add(
          await readAsJson(sql`
            select ${matchColumns} from jobs j
            where j.is_active and j.search_head @@ (${anyWordQuery(input.words)})
            order by j.posted_at desc nulls last, j.id limit ${Math.ceil(input.limit / 2)}`),
        )
      }
      if (input.citySlugs.length > 0 || found.size === 0) {
        const place = input.citySlugs.length > 0 ? sql`and j.city_slug = any(${sql.param(input.citySlugs)}::text[])` : sql``
        add(
          await readAsJson(sql`
            select ${matchColumns} from jobs j where j.is_active ${place}
            order by j.posted_at desc limit ${Math.ceil(input.limit / 5)}`),
        )
      }
      return [...found.values()]
    },

    /** How many active jobs have every word of the role in their title, employer or skills. */
    async countRoleJobs(role: string, country: string): Promise<number> {
      const rows = await database.query<{ total: number }>(sql`
        select count(*)::int as total from jobs j
        where j.is_active and j.country = ${country} and j.search_head @@ plainto_tsquery('english', ${role})`)
      return rows[0]?.total ?? 0
    },

    /** The role's yearly pay by city: the quartiles of each stated range's midpoint, the cities with most such jobs first. */
    async salaryByCity(role: string, country: string, limit: number): Promise<SalaryBand[]> {
      return database.query<SalaryBand & Record<string, unknown>>(sql`
        select city as label, count(*)::int as jobs,
          percentile_cont(0.25) within group (order by mid)::float8 as low,
          percentile_cont(0.5) within group (order by mid)::float8 as median,
          percentile_cont(0.75) within group (order by mid)::float8 as high
        from (
          select j.city, (coalesce(j.salary_min_inr_year, j.salary_max_inr_year) + coalesce(j.salary_max_inr_year, j.salary_min_inr_year)) / 2 as mid
          from jobs j
          where j.is_active and j.country = ${country} and j.city is not null
            and coalesce(j.salary_min_inr_year, j.salary_max_inr_year) is not null
            and j.search_head @@ plainto_tsquery('english', ${role})
        ) paid
        group by city order by count(*) desc, city limit ${limit}`)
    },

    /** Yearly pay of the roles near the person's (sharing a word with it) in their city, or their country when `citySlugs` is empty. */
    async salaryByRole(input: {
      words: readonly string[]
      country: string
      citySlugs: readonly string[]
      limit: number
    }): Promise<SalaryBand[]> {
      if (input.words.length === 0) return []
      const place = input.citySlugs.length > 0 ? sql`and j.city_slug = any(${sql.param(input.citySlugs)}::text[])` : sql``
      return database.query<SalaryBand & Record<string, unknown>>(sql`
        select mode() within group (order by title) as label, count(*)::int as jobs,
          percentile_cont(0.25) within group (order by mid)::float8 as low,
          percentile_cont(0.5) within group (order by mid)::float8 as median,
          percentile_cont(0.75) within group (order by mid)::float8 as high
        from (
          select j.role_slug, j.title, (coalesce(j.salary_min_inr_year, j.salary_max_inr_year) + coalesce(j.salary_max_inr_year, j.salary_min_inr_year)) / 2 as mid
          from jobs j
          where j.is_active and j.country = ${input.country} ${place}
            and coalesce(j.salary_min_inr_year, j.salary_max_inr_year) is not null
            and j.search_head @@ (${anyWordQuery(input.words)})
        ) paid
        group by role_slug order by count(*) desc, role_slug limit ${input.limit}`)
    },

    /** The skills the role's active jobs ask for most. */
    async topSkills(role: string, country: string, limit: number): Promise<SkillCount[]> {
      return database.query<SkillCount & Record<string, unknown>>(sql`
        select skill, count(*)::int as jobs
        from jobs j, unnest(j.required_skills) as skill
        where j.is_active and j.country = ${country} and j.search_head @@ plainto_tsquery('english', ${role})
        group by skill order by count(*) desc, skill limit ${limit}`)
    },
  }
}

export type MatchingRepo = ReturnType<typeof createMatchingRepo>
