import { sql } from 'drizzle-orm'
import { jobPagePath } from '#core/jobs/job-page-path.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { SitemapEntry, SitemapSource } from '#server/lib/server-feature.ts'

/** What a job's page needs to know about a job that has expired: enough to point at similar open jobs. */
export interface ExpiredJob {
  id: string
  title: string
  employerName: string
  roleSlug: string
  citySlug: string | null
  expiredAt: Date
}

// The slugs /jobs/:slug accepts (app/features/job-pages/job-page.ts parseJobsSlug): others would 404.
const SLUG = '^[a-z0-9]+(-[a-z0-9]+)*$'

/**
 * The job pages as search engines see them: every open job's page and every city and role listing
 * with open jobs, read a page at a time for the sitemap (expired jobs are not active, so they leave it
 * with the next read), and an expired job's facts for its 410 page.
 */
export function createJobPagesService(database: DatabaseHandle) {
  const listingsStatement = sql`
    select '/jobs/in-' || city_slug as path, max(posted_at) as last_modified
      from jobs where is_active and city_slug ~ ${SLUG} and length(city_slug) <= 60 group by city_slug
    union all
    select '/jobs/' || role_slug, max(posted_at)
      from jobs where is_active and role_slug ~ ${SLUG} and length(role_slug) <= 80 and role_slug not like 'in-%' group by role_slug`

  return {
    async countOpenJobs(): Promise<number> {
      const rows = await database.query<{ total: number }>(sql`select count(*)::int as total from jobs where is_active`)
      return rows[0]?.total ?? 0
    },

    async listOpenJobs(page: { offset: number; limit: number }): Promise<SitemapEntry[]> {
      const rows = await database.query<{ id: string; posted_at: string | Date }>(
        sql`select id, posted_at from jobs where is_active order by id offset ${page.offset} limit ${page.limit}`,
      )
      return rows.map((row) => ({ path: jobPagePath(row.id), lastModified: new Date(row.posted_at) }))
    },

    async countListings(): Promise<number> {
      const rows = await database.query<{ total: number }>(sql`select count(*)::int as total from (${listingsStatement}) as listing`)
      return rows[0]?.total ?? 0
    },

    async listListings(page: { offset: number; limit: number }): Promise<SitemapEntry[]> {
      const rows = await database.query<{ path: string; last_modified: string | Date | null }>(
        sql`select path, last_modified from (${listingsStatement}) as listing order by path offset ${page.offset} limit ${page.limit}`,
      )
      return rows.map((row) => ({ path: row.path, lastModified: row.last_modified === null ? null : new Date(row.last_modified) }))
    },

    /** A job we held that has expired (its page answers 410), or null. */
    async findExpiredJob(jobId: string): Promise<ExpiredJob | null> {
      const rows = await database.query<{
        id: string
        title: string
        employer_name: string
        role_slug: string
        city_slug: string | null
        expired_at: string | Date
      }>(sql`select id, title, employer_name, role_slug, city_slug, expired_at from jobs
        where id = ${jobId} and expired_at is not null and not is_active limit 1`)
      const row = rows[0]
      if (!row) return null
      return {
        id: row.id,
        title: row.title,
        employerName: row.employer_name,
        roleSlug: row.role_slug,
        citySlug: row.city_slug,
        expiredAt: new Date(row.expired_at),
      }
    },
  }
}

export type JobPagesService = ReturnType<typeof createJobPagesService>

type Needs = { jobPages: JobPagesService }

/** Each open job's page (/jobs/{jobId}) with the day it was posted. */
export const openJobsSitemap: SitemapSource<Needs> = {
  name: 'jobs',
  count: ({ jobPages }) => jobPages.countOpenJobs(),
  list: ({ jobPages }, page) => jobPages.listOpenJobs(page),
}

/** The city and role listings (/jobs/in-{city}, /jobs/{role}) with open jobs, dated by their newest job. */
export const jobListingsSitemap: SitemapSource<Needs> = {
  name: 'job-listings',
  count: ({ jobPages }) => jobPages.countListings(),
  list: ({ jobPages }, page) => jobPages.listListings(page),
}
