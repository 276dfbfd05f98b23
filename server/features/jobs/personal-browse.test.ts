import { beforeAll, expect, test } from 'vitest'
import { decodeSearchCursor } from '#core/jobs/search-cursor.ts'
import { buildJob, daysAgo, insertJobs, type NewJob } from '#tests/support/factories.ts'
import { buildTestApp, buildTestServices, type TestApp } from '#tests/support/services.ts'
import { saveOnboardingCity, searchAs } from '#tests/support/personal-search.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { rebuildSearchTables } from './search-tables.ts'

/** Ten in Pune: the first page of her listing ends exactly where her city's part ends. */
const PUNE = Array.from({ length: 10 }, (_, index) => `pune-${index}`)
/** The rest of India, a remote job without a city among them. */
const INDIA = ['in-mumbai-0', 'in-delhi-0', 'in-remote', 'in-chennai-0', 'in-mumbai-1', 'in-delhi-1', 'in-chennai-1']
/** Abroad: the second page crosses from India into these in its middle. */
const ABROAD = ['ab-london-0', 'ab-berlin-0', 'ab-dubai-0', 'ab-london-1', 'ab-berlin-1', 'ab-dubai-1']

const places: Record<string, { job_city: string | null; job_state: string | null; job_country: string; job_is_remote?: boolean }> = {
  pune: { job_city: 'Pune', job_state: 'Maharashtra', job_country: 'IN' },
  mumbai: { job_city: 'Mumbai', job_state: 'Maharashtra', job_country: 'IN' },
  delhi: { job_city: 'Delhi', job_state: 'Delhi', job_country: 'IN' },
  chennai: { job_city: 'Chennai', job_state: 'Tamil Nadu', job_country: 'IN' },
  remote: { job_city: null, job_state: null, job_country: 'IN', job_is_remote: true },
  london: { job_city: 'London', job_state: 'England', job_country: 'GB' },
  berlin: { job_city: 'Berlin', job_state: 'Berlin', job_country: 'DE' },
  dubai: { job_city: 'Dubai', job_state: 'Dubai', job_country: 'AE' },
}

/** Everyone's listing, newest first: the three kinds taken in turn, so Pune's jobs are spread through it. */
const NEWEST_FIRST = Array.from({ length: PUNE.length }, (_, index) => [PUNE[index], INDIA[index], ABROAD[index]])
  .flat()
  .filter((id): id is string => id !== undefined)
/** Hers: Pune newest first, then the rest of India newest first, then the rest of the world newest first. */
const LED = [...PUNE, ...INDIA, ...ABROAD]

function buildCatalogue(): NewJob[] {
  const listed = NEWEST_FIRST.map((id, index) => {
    const place = places[id.startsWith('pune') ? 'pune' : (id.split('-')[1] ?? '')] ?? places.pune
    return buildJob({
      job_id: id,
      job_title: 'Office Assistant',
      ...place,
      job_posted_at_datetime_utc: daysAgo(0.1 * (index + 1)).toISOString(),
    })
  })
  // A closed job in her city is in no part of anyone's listing.
  const closed = buildJob({ job_id: 'pune-closed', job_title: 'Office Assistant', ...places.pune }, { isActive: false })
  return [...listed, closed]
}

/**
 * A signed-in search without words and without a place lists the person's city first, then the rest
 * of their country, then every other job, each part newest first (decision 078); its pages, by cursor
 * or by number, hold every job once. A guest's listing and its public cache are as they were.
 */
describeOnDatabases('a signed-in browse leads with the person’s city, then their country', (getHandle) => {
  let app: TestApp
  let asha: TestAccount

  beforeAll(async () => {
    const handle = getHandle()
    await insertJobs(handle, buildCatalogue())
    await rebuildSearchTables(handle.db)
    app = buildTestApp(handle)
    asha = await createSignedInAccount(app, handle, { name: 'Asha Rao' })
    await saveOnboardingCity(app, asha, { city: 'Pune', state: 'Maharashtra' })
  })

  const browse = (account: TestAccount | null, params: Record<string, string>, on: TestApp = app) => searchAs(on, account, params)

  /** Every page from the first, each asked for with the cursor the one before it gave. */
  async function walkByCursor(account: TestAccount | null, params: Record<string, string> = {}) {
    const pages: string[][] = []
    let after: string | null = null
    for (let page = 1; page <= 5; page += 1) {
      const answer = await browse(account, { ...params, page: String(page), ...(after === null ? {} : { after }) })
      pages.push(answer.ids)
      after = answer.nextCursor
      if (after === null) break
    }
    return pages
  }

  test("a guest's browse is everyone's: newest first, kept by any cache for a minute", async () => {
    const guest = await browse(null, { page: '1' })
    expect(guest).toMatchObject({ cacheControl: 'public, max-age=60', vary: 'Accept-Language, Accept-Encoding', preferred: [], total: 23 })
    expect(guest.ids).toEqual(NEWEST_FIRST.slice(0, 10))
    expect((await walkByCursor(null)).flat()).toEqual(NEWEST_FIRST)
  })

  test('signed in, every job once by cursor: her city newest first, then the rest of India, then abroad', async () => {
    const first = await browse(asha, { page: '1' })
    expect(first).toMatchObject({ cacheControl: 'private, no-store', preferred: ['Pune'], total: 23, ids: PUNE })
    // The first page ends with her city's last job: the cursor names its part and the next page starts the next part.
    expect(decodeSearchCursor(first.nextCursor ?? '')).toMatchObject({ id: 'pune-9', part: 0 })
    const pages = await walkByCursor(asha)
    expect(pages).toEqual([PUNE, [...INDIA, ...ABROAD.slice(0, 3)], ABROAD.slice(3)])
    // The guest asking right after is answered everyone's listing, not hers from the answer cache.
    expect((await browse(null, { page: '1' })).ids).toEqual(NEWEST_FIRST.slice(0, 10))
  })

  test("page numbers without a cursor cut the same listing, and the landing page's two pages at once are its first 20", async () => {
    const byNumber = []
    for (const page of ['1', '2', '3']) byNumber.push(...(await browse(asha, { page })).ids)
    expect(byNumber).toEqual(LED)
    expect((await browse(asha, { page: '1', num_pages: '2' })).ids).toEqual(LED.slice(0, 20))
    expect((await browse(asha, { page: '4' })).ids).toEqual([])
  })

  test('words that only ask for a filter browse with the same lead', async () => {
    const jobs = await browse(asha, { query: 'jobs', page: '1' })
    expect(jobs).toMatchObject({ preferred: ['Pune'], ids: PUNE })
    const remote = await browse(asha, { query: 'remote jobs', page: '1' })
    expect(remote).toMatchObject({ preferred: ['Pune'], ids: ['in-remote'] })
  })

  test('"Show all equally" is everyone\'s order, still private; a cursor of the other order leaves the page number to hold', async () => {
    const equal = await browse(asha, { page: '1', prefer_my_cities: 'false' })
    expect(equal).toMatchObject({ cacheControl: 'private, no-store', preferred: [], ids: NEWEST_FIRST.slice(0, 10) })
    expect((await walkByCursor(asha, { prefer_my_cities: 'false' })).flat()).toEqual(NEWEST_FIRST)

    const guestCursor = (await browse(null, { page: '1' })).nextCursor ?? ''
    const ashaCursor = (await browse(asha, { page: '1' })).nextCursor ?? ''
    expect((await browse(asha, { page: '2', after: guestCursor })).ids).toEqual(LED.slice(10, 20))
    expect((await browse(null, { page: '2', after: ashaCursor })).ids).toEqual(NEWEST_FIRST.slice(10, 20))
  })

  test('a job posted in her city while she reads neither repeats on her next page nor pushes a job off it', async () => {
    const handle = getHandle()
    // Fresh answers on every request (no answer, ranking or count caches), as after their minute.
    const uncached = buildTestApp(handle, {
      services: buildTestServices(handle, { jobs: { cacheTtlMs: 0, resultCacheTtlMs: 0, rankingCacheTtlMs: 0 } }),
    })
    const first = await browse(asha, { page: '1' }, uncached)
    await insertJobs(handle, [
      buildJob({
        job_id: 'pune-new',
        job_title: 'Office Assistant',
        ...places.pune,
        job_posted_at_datetime_utc: daysAgo(0.01).toISOString(),
      }),
    ])
    const second = await browse(asha, { page: '2', after: first.nextCursor ?? '' }, uncached)
    expect(second).toMatchObject({ total: 24, ids: LED.slice(10, 20) })
    expect((await browse(asha, { page: '1' }, uncached)).ids).toEqual(['pune-new', ...PUNE.slice(0, 9)])
  })
})
