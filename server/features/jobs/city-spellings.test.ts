import { beforeAll, expect, it } from 'vitest'
import { jobSearchSchema } from '#core/jobs/search.schema.ts'
import { slugify } from '#core/jobs/slug.ts'
import { rebuildSearchTables } from './search-tables.ts'
import { cities, regions, type City } from '#server/lib/place-names.ts'
import { buildJob, insertJobs, type NewJob } from '#tests/support/factories.ts'
import { buildTestServices } from '#tests/support/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import type { JobsService } from './service.ts'

/**
 * One city, many names (server/lib/place-names.ts): a job posted under any name of a city is found by
 * a search for any other. Ingestion and search once kept alias tables of their own, and where they
 * disagreed ("Mangalore" stored as `mangalore`, searched as `mangaluru`) the job was never found.
 */

function spellingsOf(city: City): string[] {
  return [city.name, ...city.aliases]
}

/** A job of the city as a source would post it, under one of the city's names. */
function postingIn(city: City, spelling: string, index: number): NewJob {
  return buildJob({
    job_id: `${slugify(city.name)}-${index}`,
    job_title: 'Store Manager',
    employer_name: `Kaveri Retail ${index}`,
    job_city: spelling,
    job_state: city.state,
    job_country: city.country,
  })
}

describeOnDatabases('every name of a city', (getHandle) => {
  const jobIdsByCity = new Map<string, string[]>()
  let jobs: JobsService

  beforeAll(async () => {
    const rows: NewJob[] = []
    for (const city of cities) {
      const cityRows = spellingsOf(city).map((spelling, index) => postingIn(city, spelling, index))
      jobIdsByCity.set(
        city.name,
        cityRows.map((row) => row.id),
      )
      rows.push(...cityRows)
    }
    await insertJobs(getHandle(), rows)
    await rebuildSearchTables(getHandle().db)
    jobs = buildTestServices(getHandle(), { jobs: { cacheTtlMs: 0 } }).jobs
  })

  async function searchIn(location: string): Promise<string[]> {
    const result = await jobs.searchJobs(jobSearchSchema.parse({ location, num_pages: '5' }))
    return result.jobs.map((job) => job.job_id)
  }

  it.each(cities.map((city) => [city.name, city] as const))('%s: each name finds the jobs posted under every name', async (_, city) => {
    const expected = jobIdsByCity.get(city.name) ?? []
    for (const spelling of spellingsOf(city)) {
      expect(await searchIn(spelling), `${spelling} (${city.name})`).toEqual(expect.arrayContaining(expected))
    }
  })

  it.each(regions.map((region) => [region.name, region] as const))(
    '%s: each name finds the jobs of every city in it',
    async (_, region) => {
      const expected = region.cities.flatMap((name) => jobIdsByCity.get(name) ?? [])
      expect(expected.length).toBeGreaterThanOrEqual(region.cities.length)
      for (const alias of region.aliases) expect(await searchIn(alias), alias).toEqual(expect.arrayContaining(expected))
    },
  )
})
