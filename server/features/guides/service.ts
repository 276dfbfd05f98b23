import { countryGuides } from '#core/guides/guides.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { countOpenJobsByCountry, listTopCities, type CountryCityRow } from './repo.ts'

/** How many of a country's busiest cities a guide links to. */
export const GUIDE_TOP_CITIES = 4

export interface GuidesService {
  /** Open jobs in each guide's country, by ISO code; a country with none is 0. Counted at each call. */
  countOpenJobs(): Promise<Record<string, number>>
  /** Open jobs in one country and its busiest cities. */
  readCountryJobs(countryCode: string): Promise<{ openJobs: number; topCities: CountryCityRow[] }>
}

/** The live side of the country guides (decision 063): the content is core/guides, the numbers come from the jobs table. */
export function createGuidesService(deps: { database: DatabaseHandle }): GuidesService {
  const { database } = deps
  return {
    async countOpenJobs() {
      const codes = countryGuides.map((guide) => guide.countryCode)
      const counts = await countOpenJobsByCountry(database, codes)
      return Object.fromEntries(codes.map((code) => [code, counts.get(code) ?? 0]))
    },
    async readCountryJobs(countryCode) {
      const [counts, topCities] = await Promise.all([
        countOpenJobsByCountry(database, [countryCode]),
        listTopCities(database, countryCode, GUIDE_TOP_CITIES),
      ])
      return { openJobs: counts.get(countryCode) ?? 0, topCities }
    },
  }
}
