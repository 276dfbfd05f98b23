import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '#server/db/client.ts'

/**
 * The guides' reads of the jobs table: what a visitor would find by following a guide's link, so the
 * same condition as the job listings (`is_active`, server/features/jobs/search-filters.ts) and the
 * country as the listings filter it (`country = …`).
 */

export async function countOpenJobsByCountry(database: DatabaseHandle, countryCodes: readonly string[]): Promise<Map<string, number>> {
  if (countryCodes.length === 0) return new Map()
  const rows = await database.query<{ country: string; total: number }>(sql`
    select j.country, count(*)::int as total
    from jobs j
    where j.is_active and j.country = any(${sql.param(countryCodes)}::text[])
    group by j.country`)
  return new Map(rows.map((row) => [row.country, row.total]))
}

export interface CountryCityRow {
  citySlug: string
  city: string
  total: number
}

/** The cities of a country with the most open jobs, each a /jobs/in-{citySlug} page. */
export async function listTopCities(database: DatabaseHandle, countryCode: string, limit: number): Promise<CountryCityRow[]> {
  const rows = await database.query<{ city_slug: string; city: string; total: number }>(sql`
    select j.city_slug, min(j.city) as city, count(*)::int as total
    from jobs j
    where j.is_active and j.country = ${countryCode} and j.city_slug is not null and j.city is not null
    group by j.city_slug
    order by total desc, j.city_slug
    limit ${limit}`)
  return rows.map((row) => ({ citySlug: row.city_slug, city: row.city, total: row.total }))
}
