import { beforeAll, expect, it } from 'vitest'
import { suggestionResponseSchema, type Suggestion } from '#core/jobs/search.schema.ts'
import { buildJob, insertJobs, type NewJob } from '#tests/support/factories.ts'
import { buildTestApp, type TestApp } from '#tests/support/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { rebuildSearchTables } from './search-tables.ts'

/**
 * GET /api/jobs/suggestions over jobs written the way ingestion writes them (the normaliser, then the
 * suggestion table rebuild): what the search form's lists offer, in order.
 */

function buildJobs(title: string, count: number, place: { job_city: string; job_state: string }): NewJob[] {
  return Array.from({ length: count }, () => buildJob({ job_title: title, ...place }))
}

const mumbai = { job_city: 'Mumbai', job_state: 'Maharashtra' }
const naviMumbai = { job_city: 'Navi Mumbai', job_state: 'Maharashtra' }
const bengaluru = { job_city: 'Bengaluru', job_state: 'Karnataka' }

describeOnDatabases('job suggestions API', (getHandle) => {
  let app: TestApp

  beforeAll(async () => {
    const handle = getHandle()
    // More internships than engineer jobs: the general title must still come first.
    await insertJobs(handle, [
      ...buildJobs('Software Engineering Intern', 4, bengaluru),
      ...buildJobs('Software Engineer', 1, mumbai),
      ...buildJobs('Senior Software Engineer', 2, naviMumbai),
      ...buildJobs('Data Analyst', 1, mumbai),
    ])
    await rebuildSearchTables(handle.db)
    app = buildTestApp(handle)
  })

  async function suggest(q: string, kind: Suggestion['kind']): Promise<Suggestion[]> {
    const response = await app.request(`/api/jobs/suggestions?${new URLSearchParams({ q, kind }).toString()}`)
    expect(response.status).toBe(200)
    return suggestionResponseSchema.parse(await response.json()).data
  }
  const values = async (q: string, kind: Suggestion['kind']) => (await suggest(q, kind)).map((suggestion) => suggestion.value)

  it('offers the general title before longer ones that start the same, then titles with the word inside', async () => {
    const expected = ['Software Engineer', 'Software Engineering Intern', 'Senior Software Engineer']
    expect(await values('software eng', 'title')).toEqual(expected)
    expect(await values('Soft', 'title')).toEqual(expected)
    // The base role counts every job of the role, the senior ones included.
    expect((await suggest('software eng', 'title'))[0]).toEqual({ value: 'Software Engineer', kind: 'title', job_count: 3 })
  })

  it('keeps the exact title first when it is typed in full, in any case', async () => {
    const expected = ['Software Engineer', 'Software Engineering Intern', 'Senior Software Engineer']
    expect(await values('Software Engineer', 'title')).toEqual(expected)
    expect(await values('software engineer', 'title')).toEqual(expected)
    expect((await values('Software Engineering Intern', 'title'))[0]).toBe('Software Engineering Intern')
    expect((await values('data analyst', 'title'))[0]).toBe('Data Analyst')
  })

  it('suggests the same titles for Hindi words', async () => {
    expect(await values('सॉफ्टवेयर इंजीनियर', 'title')).toEqual([
      'Software Engineer',
      'Software Engineering Intern',
      'Senior Software Engineer',
    ])
    expect((await values('डेटा', 'title'))[0]).toBe('Data Analyst')
    // Partly typed: the word is read as the Hindi word it begins.
    expect((await values('सॉफ्ट', 'title'))[0]).toBe('Software Engineer')
    expect((await values('सॉफ्टवेयर इंजी', 'title'))[0]).toBe('Software Engineer')
  })

  it('suggests places by prefix, alias, Hindi name and misspelling', async () => {
    expect(await values('mum', 'location')).toEqual(['Mumbai', 'Navi Mumbai'])
    expect((await suggest('Mumbai', 'location'))[0]).toEqual({ value: 'Mumbai', kind: 'location', job_count: 2 })
    expect((await values('bombay', 'location'))[0]).toBe('Mumbai')
    expect((await values('मुंबई', 'location'))[0]).toBe('Mumbai')
    expect((await values('bangalore', 'location'))[0]).toBe('Bengaluru')
    expect((await values('maha', 'location'))[0]).toBe('Maharashtra')
  })
})
