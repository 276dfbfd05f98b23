import { sql, type SQL } from 'drizzle-orm'
import type { SearchCursor } from '#core/jobs/search-cursor.ts'
import { jobColumns } from './job-columns.ts'
import { afterCursor } from './ranking.ts'
import { filterConditions, type SearchFilters } from './search-filters.ts'

/**
 * A signed-in browse (a search without words and without a place) led by the person's places
 * (decision 078): the jobs in their cities, then the other jobs in their country, then every other job,
 * each part newest first. Every job is in exactly one part, so the listing holds the same jobs as the
 * listing everyone else sees, in another order.
 */
export interface PlaceLead {
  /** jobs.city_slug of the person's cities (at least one). */
  citySlugs: readonly string[]
  /** Their countries (ISO 3166-1 alpha-2); none leaves the country part out. */
  countries: readonly string[]
}

/** One page of a led browse: `after` (a Next link's cursor, with its part) wins over the offset. */
export interface LedBrowseRequest {
  filters: SearchFilters
  lead: PlaceLead
  after: (SearchCursor & { part: number }) | null
  offset: number
  limit: number
}

/** `column = value`, or `= any(values)` for several: one value stays an equality the planner can use an index for. */
function isAmong(column: SQL, values: readonly string[]): SQL {
  const [only] = values
  return values.length === 1 && only !== undefined ? sql`${column} = ${only}` : sql`${column} = any(${sql.param(values)}::text[])`
}

/** Each part's condition on `jobs j`, in the listing's order; a null city or country is in no city or country. */
export function leadParts(lead: PlaceLead): SQL[] {
  const inCity = isAmong(sql`j.city_slug`, lead.citySlugs)
  const elsewhere = sql`(j.city_slug is null or not (${inCity}))`
  if (lead.countries.length === 0) return [inCity, elsewhere]
  const inCountry = isAmong(sql`j.country`, lead.countries)
  return [inCity, sql`${inCountry} and ${elsewhere}`, sql`(j.country is null or not (${inCountry})) and ${elsewhere}`]
}

/**
 * The page's jobs with the part each is in, as one JSON array. Each part from the cursor's on reads at
 * most offset + limit ids newest first (from the cursor, in the cursor's own part), so a page never
 * reads more than the parts it can reach; only the page's rows are then read whole.
 */
export function ledBrowseStatement(request: LedBrowseRequest): SQL {
  const first = request.after?.part ?? 0
  const reach = request.offset + request.limit
  const branches = leadParts(request.lead)
    .slice(first)
    .map((condition, index) => {
      const conditions = [...filterConditions(request.filters), condition]
      if (index === 0 && request.after) conditions.push(afterCursor(request.after))
      return sql`(select ${first + index}::int as part, j.id, j.posted_at from jobs j
        where ${sql.join(conditions, sql` and `)}
        order by j.posted_at desc nulls last, j.id
        limit ${reach})`
    })
  return sql`
    select json_agg(row_to_json(found) order by found.part, found."postedAt" desc nulls last, found.id) as jobs from (
      select page.part, ${jobColumns}
      from (
        select parts.part, parts.id from (${sql.join(branches, sql` union all `)}) as parts
        order by parts.part, parts.posted_at desc nulls last, parts.id
        limit ${request.limit} offset ${request.offset}
      ) as page
      join jobs j on j.id = page.id
    ) as found`
}
