import { beforeAll, expect, test } from 'vitest'
import { buildJob, insertJobs } from '#tests/support/factories.ts'
import { buildTestApp, type TestApp } from '#tests/support/services.ts'
import { saveOnboardingCity, searchAs } from '#tests/support/personal-search.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { rebuildSearchTables } from './search-tables.ts'

const DAY_MS = 86_400_000
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString()

/**
 * A signed-in search without a place leads with the person's onboarding city (decision 075): a ranking
 * lead, not a filter, answered privately; a guest's search is ranked and cached exactly as before.
 */
describeOnDatabases('a signed-in search prefers the person’s city', (getHandle) => {
  let app: TestApp
  let asha: TestAccount
  let newcomer: TestAccount

  beforeAll(async () => {
    const handle = getHandle()
    // The same title everywhere: without a lead the newest ranks first, so Pune's (the oldest) is last.
    await insertJobs(handle, [
      buildJob({
        job_id: 'da-mumbai',
        job_title: 'Data Analyst',
        job_city: 'Mumbai',
        job_state: 'Maharashtra',
        job_posted_at_datetime_utc: ago(1),
      }),
      buildJob({
        job_id: 'da-blr',
        job_title: 'Data Analyst',
        job_city: 'Bengaluru',
        job_state: 'Karnataka',
        job_posted_at_datetime_utc: ago(2),
      }),
      buildJob({
        job_id: 'da-pune',
        job_title: 'Data Analyst',
        job_city: 'Pune',
        job_state: 'Maharashtra',
        job_posted_at_datetime_utc: ago(10),
      }),
      buildJob({
        job_id: 'nurse-pune',
        job_title: 'Staff Nurse',
        job_city: 'Pune',
        job_state: 'Maharashtra',
        job_posted_at_datetime_utc: ago(1),
      }),
    ])
    await rebuildSearchTables(handle.db)
    app = buildTestApp(handle)
    asha = await createSignedInAccount(app, handle, { name: 'Asha Rao' })
    newcomer = await createSignedInAccount(app, handle, { name: 'New Comer' })
    // Onboarding's first step: the city as she typed it (its old name), the search knows it as Pune.
    await saveOnboardingCity(app, asha, { city: 'Poona', state: 'Maharashtra' })
  })

  const search = (account: TestAccount | null, params: Record<string, string>) => searchAs(app, account, params)

  test("a guest's search is unchanged: newest first and kept by any cache for a minute", async () => {
    const guest = await search(null, { query: 'data analyst' })
    expect(guest).toMatchObject({
      cacheControl: 'public, max-age=60',
      vary: 'Accept-Language, Accept-Encoding',
      ids: ['da-mumbai', 'da-blr', 'da-pune'],
      preferred: [],
    })
  })

  test('signed in with a city, a search without a place leads with it, privately, and keeps every other job', async () => {
    const mine = await search(asha, { query: 'data analyst' })
    expect(mine.cacheControl).toBe('private, no-store')
    expect(mine.preferred).toEqual(['Pune'])
    expect(mine.ids).toEqual(['da-pune', 'da-mumbai', 'da-blr'])
    // The guest's answer to the same search right after is still everyone's, not hers from the result cache.
    expect((await search(null, { query: 'data analyst' })).ids).toEqual(['da-mumbai', 'da-blr', 'da-pune'])
  })

  test('"Show all equally", a place in the search, or no city of one\'s own: every place ranks equally, still privately', async () => {
    const equal = await search(asha, { query: 'data analyst', prefer_my_cities: 'false' })
    expect(equal).toMatchObject({ cacheControl: 'private, no-store', ids: ['da-mumbai', 'da-blr', 'da-pune'], preferred: [] })
    const placed = await search(asha, { query: 'data analyst', location: 'Maharashtra' })
    expect(placed).toMatchObject({ ids: ['da-mumbai', 'da-pune'], preferred: [] })
    const inQuery = await search(asha, { query: 'data analyst in Mumbai' })
    expect(inQuery).toMatchObject({ ids: ['da-mumbai'], preferred: [] })
    const noCity = await search(newcomer, { query: 'data analyst' })
    expect(noCity).toMatchObject({ cacheControl: 'private, no-store', ids: ['da-mumbai', 'da-blr', 'da-pune'], preferred: [] })
  })
})
