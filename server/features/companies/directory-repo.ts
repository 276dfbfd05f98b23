import { sql, type SQL } from 'drizzle-orm'
import type { CompanyDirectoryFilters, CompanyProfile, CompanySummary } from '#core/companies/company-directory.ts'
import { companyLogoPath } from '#core/companies/logo-path.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { SitemapEntry } from '#server/lib/server-feature.ts'

/**
 * The SQL of the companies directory and profiles (decision 064). A company is listed when it has an
 * open job (jobs.is_active); counts and ratings are measured here, ratings from approved reviews only.
 */

interface SummaryRow extends Record<string, unknown> {
  id: number
  name: string
  slug: string
  logo_url: string | null
  has_logo: boolean
  industry: string | null
  company_size: string | null
  company_type: string
  headquarters: string | null
  is_verified: boolean
  open_jobs: number
  average_rating: number | null
  total_reviews: number
}

interface ProfileRow extends SummaryRow {
  website: string | null
  description: string | null
  work_environment: string | null
  last_modified: Date | string | null
}

/** Open jobs per company (jobs_company_active_idx answers it). */
const openJobs = sql`(select company_id, count(*)::int as open_jobs from jobs where is_active and company_id is not null group by company_id)`

const summaryColumns = sql`
  c.id, c.name, c.slug, c.logo_url, c.industry, c.company_size, c.company_type, c.headquarters, c.is_verified,
  exists(select 1 from company_logos l where l.company_id = c.id) as has_logo,
  coalesce(o.open_jobs, 0)::int as open_jobs,
  r.average_rating, coalesce(r.total_reviews, 0)::int as total_reviews`

const approvedRatings = sql`left join lateral (
  select round(avg(rating), 1)::float8 as average_rating, count(*)::int as total_reviews
  from company_reviews where company_id = c.id and status = 'approved'
) r on true`

/** `%` and `_` typed in a search are letters, not wildcards. */
function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

function directoryConditions(filters: CompanyDirectoryFilters): SQL {
  const conditions: SQL[] = [sql`true`]
  if (filters.query !== '') conditions.push(sql`c.name ilike ${likePattern(filters.query)}`)
  if (filters.industry !== null) conditions.push(sql`c.industry = ${filters.industry}`)
  if (filters.size !== null) conditions.push(sql`c.company_type = ${filters.size}`)
  if (filters.city !== null) {
    conditions.push(sql`exists(select 1 from jobs j where j.company_id = c.id and j.is_active and j.city_slug = ${filters.city})`)
  }
  return sql.join(conditions, sql` and `)
}

function toSummary(row: SummaryRow): CompanySummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    // A logo we hold is served by us; the source's URL only until then (as the job cards do).
    logoUrl: row.has_logo ? companyLogoPath(row.id) : row.logo_url,
    industry: row.industry,
    companySize: row.company_size,
    companyType: row.company_type,
    headquarters: row.headquarters,
    isVerified: row.is_verified,
    openJobs: row.open_jobs,
    averageRating: row.total_reviews > 0 ? row.average_rating : null,
    totalReviews: row.total_reviews,
  }
}

function toIso(value: Date | string | null): string | null {
  if (value === null) return null
  return new Date(value).toISOString()
}

export function createDirectoryRepo(database: DatabaseHandle) {
  return {
    /** One page of companies with open jobs passing the filters: most open jobs first, then by name. */
    async listCompanies(filters: CompanyDirectoryFilters, limit: number): Promise<CompanySummary[]> {
      const rows = await database.query<SummaryRow>(sql`
        select ${summaryColumns}
        from companies c join ${openJobs} o on o.company_id = c.id
        ${approvedRatings}
        where ${directoryConditions(filters)}
        order by o.open_jobs desc, lower(c.name), c.id
        limit ${limit} offset ${(filters.page - 1) * limit}`)
      return rows.map(toSummary)
    },

    /** How many companies with open jobs pass the filters. */
    async countCompanies(filters: CompanyDirectoryFilters): Promise<number> {
      const rows = await database.query<{ total: number }>(sql`
        select count(*)::int as total from companies c join ${openJobs} o on o.company_id = c.id
        where ${directoryConditions(filters)}`)
      return rows[0]?.total ?? 0
    },

    /** The filters' choices with how many companies with open jobs each holds, most first. */
    async listFilterCounts(cityLimit: number) {
      const [industries, sizes, cities] = await Promise.all([
        database.query<{ value: string; count: number }>(sql`
          select c.industry as value, count(*)::int as count from companies c join ${openJobs} o on o.company_id = c.id
          where c.industry is not null group by c.industry order by count desc, value`),
        database.query<{ value: string; count: number }>(sql`
          select c.company_type as value, count(*)::int as count from companies c join ${openJobs} o on o.company_id = c.id
          group by c.company_type order by count desc, value`),
        database.query<{ value: string; label: string; count: number }>(sql`
          select j.city_slug as value, min(j.city) as label, count(distinct j.company_id)::int as count
          from jobs j where j.is_active and j.company_id is not null and j.city_slug is not null and j.city is not null
          group by j.city_slug order by count desc, value limit ${cityLimit}`),
      ])
      return { industries, sizes, cities }
    },

    /** A company by its slug, with or without open jobs; null when no company has it. */
    async findProfile(slug: string): Promise<CompanyProfile | null> {
      const rows = await database.query<ProfileRow>(sql`
        select ${summaryColumns}, c.website, c.description, c.work_environment,
          greatest(
            (select max(posted_at) from jobs where company_id = c.id and is_active),
            (select max(moderated_at) from company_reviews where company_id = c.id and status = 'approved')
          ) as last_modified
        from companies c left join ${openJobs} o on o.company_id = c.id
        ${approvedRatings}
        where c.slug = ${slug}`)
      const row = rows[0]
      if (!row) return null
      return {
        ...toSummary(row),
        website: row.website,
        description: row.description,
        workEnvironment: row.work_environment,
        lastModified: toIso(row.last_modified),
      }
    },

    /** The ids of a company's newest open jobs. */
    async listOpenJobIds(companyId: number, limit: number): Promise<string[]> {
      const rows = await database.query<{ id: string }>(sql`
        select id from jobs where company_id = ${companyId} and is_active order by posted_at desc, id limit ${limit}`)
      return rows.map((row) => row.id)
    },

    /** How many companies have open jobs (the sitemap's size). */
    async countHiringCompanies(): Promise<number> {
      const rows = await database.query<{ total: number }>(sql`select count(*)::int as total from ${openJobs} o`)
      return rows[0]?.total ?? 0
    },

    /** Companies with open jobs in a stable order, each with its newest open job's date. */
    async listHiringCompanies(page: { offset: number; limit: number }): Promise<SitemapEntry[]> {
      if (page.limit <= 0) return []
      const rows = await database.query<{ slug: string; last_modified: Date | string | null }>(sql`
        select c.slug, greatest(max(j.posted_at), (
          select max(moderated_at) from company_reviews where company_id = c.id and status = 'approved'
        )) as last_modified
        from companies c join jobs j on j.company_id = c.id and j.is_active
        group by c.id order by c.id limit ${page.limit} offset ${page.offset}`)
      return rows.map((row) => ({
        path: `/companies/${encodeURIComponent(row.slug)}`,
        lastModified: row.last_modified === null ? null : new Date(row.last_modified),
      }))
    },

    /** When the directory last changed: its newest open job. */
    async findDirectoryLastModified(): Promise<Date | null> {
      const rows = await database.query<{ newest: Date | string | null }>(
        sql`select max(posted_at) as newest from jobs where is_active and company_id is not null`,
      )
      const newest = rows[0]?.newest ?? null
      return newest === null ? null : new Date(newest)
    },
  }
}

export type DirectoryRepo = ReturnType<typeof createDirectoryRepo>
