import { beforeAll, expect, it } from 'vitest'
import { jobSearchResponseSchema, jobSearchSchema, type JobSearchInput } from '#core/jobs/search.schema.ts'
import { buildJob, daysAgo, insertJobs } from '#tests/support/factories.ts'
import { buildTestApp, buildTestServices } from '#tests/support/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { rebuildSearchTables } from './search-tables.ts'
import type { JobsService, SearchVisitor } from './service.ts'

/**
 * Query understanding and relevance on a small, hand-made set of jobs (decision 011): skills, exact
 * titles, remote words, seniority, the visitor's country and spelling corrections.
 */
describeOnDatabases('search relevance', (getHandle) => {
  let jobs: JobsService
  let app: ReturnType<typeof buildTestApp>

  beforeAll(async () => {
    const handle = getHandle()
    const experience = (months: number) => ({
      no_experience_required: months === 0,
      required_experience_in_months: months,
      experience_mentioned: true,
      experience_preferred: false,
    })
    await insertJobs(handle, [
      // Newest first: the relevant jobs are deliberately older than the ones that only share a stem.
      buildJob({
        job_id: 'bde-new',
        job_title: 'Business Development Executive',
        job_required_skills: ['Lead Generation'],
        job_posted_at_datetime_utc: daysAgo(0.1).toISOString(),
      }),
      buildJob({
        job_id: 'flutter-new',
        job_title: 'Flutter Developer',
        job_required_skills: ['Flutter', 'Dart'],
        job_posted_at_datetime_utc: daysAgo(0.2).toISOString(),
      }),
      buildJob({
        job_id: 'react-old',
        job_title: 'React Developer',
        job_required_skills: ['React', 'Redux'],
        job_posted_at_datetime_utc: daysAgo(20).toISOString(),
      }),
      buildJob({
        job_id: 'frontend-react',
        job_title: 'Frontend Developer',
        job_required_skills: ['React', 'CSS'],
        job_posted_at_datetime_utc: daysAgo(10).toISOString(),
      }),
      buildJob({
        job_id: 'embedded-new',
        job_title: 'Embedded Software Engineer',
        job_required_skills: ['C++'],
        job_posted_at_datetime_utc: daysAgo(0.3).toISOString(),
      }),
      buildJob({
        job_id: 'swe-old',
        job_title: 'Software Engineer',
        job_required_skills: ['Java'],
        job_posted_at_datetime_utc: daysAgo(25).toISOString(),
      }),
      buildJob({ job_id: 'support-remote', job_title: 'Customer Support Executive', job_is_remote: true, job_city: null, job_state: null }),
      buildJob({
        job_id: 'support-office',
        job_title: 'Customer Support Executive',
        job_posted_at_datetime_utc: daysAgo(0.5).toISOString(),
      }),
      buildJob({ job_id: 'java-senior', job_title: 'Senior Java Developer', job_required_experience: experience(72) }),
      buildJob({ job_id: 'java-mid', job_title: 'Java Developer', job_required_experience: experience(84) }),
      buildJob({ job_id: 'java-junior', job_title: 'Junior Java Developer', job_required_experience: experience(0) }),
      buildJob({
        job_id: 'analyst-london',
        job_title: 'Data Analyst',
        job_city: 'London',
        job_state: null,
        job_country: 'GB',
        job_posted_at_datetime_utc: daysAgo(0.1).toISOString(),
      }),
      buildJob({
        job_id: 'analyst-pune',
        job_title: 'Data Analyst',
        job_city: 'Pune',
        job_state: 'Maharashtra',
        job_posted_at_datetime_utc: daysAgo(5).toISOString(),
      }),
    ])
    await rebuildSearchTables(handle.db)
    const services = buildTestServices(handle, { jobs: { rankingCacheTtlMs: 0 } })
    jobs = services.jobs
    app = buildTestApp(handle, { services })
  })

  async function search(input: JobSearchInput, visitor?: SearchVisitor) {
    return jobs.searchJobs(jobSearchSchema.parse(input), visitor)
  }
  async function idsFor(input: JobSearchInput, visitor?: SearchVisitor): Promise<string[]> {
    return (await search(input, visitor)).jobs.map((job) => job.job_id)
  }

  it('finds jobs that require the skill for "react developer", not Business Development or Flutter', async () => {
    expect(await idsFor({ query: 'react developer' })).toEqual(['react-old', 'frontend-react'])
  })

  it('ranks developers above Business Development for "developer", though the stemmer makes both "develop"', async () => {
    const ids = await idsFor({ query: 'developer' })
    expect(ids).toContain('bde-new')
    expect(ids.indexOf('bde-new')).toBeGreaterThan(ids.indexOf('react-old'))
    expect(ids.at(-1)).toBe('bde-new')
  })

  it('puts the exact title first: "Software Engineer" before the newer "Embedded Software Engineer"', async () => {
    expect(await idsFor({ query: 'Software Engineer' })).toEqual(['swe-old', 'embedded-new'])
  })

  it('reads "wfh", "remote" and "work from home" as the remote filter, not as words to find', async () => {
    const wfh = await search({ query: 'wfh customer support' })
    expect(wfh.jobs.map((job) => job.job_id)).toEqual(['support-remote'])
    expect(await idsFor({ query: 'remote customer support' })).toEqual(['support-remote'])
    const remoteOnly = await idsFor({ query: 'work from home' })
    expect(remoteOnly).toEqual(['support-remote'])
  })

  it('matches seniority words to the experience level', async () => {
    expect(new Set(await idsFor({ query: 'senior java developer' }))).toEqual(new Set(['java-senior', 'java-mid']))
    expect((await idsFor({ query: 'senior java developer' }))[0]).toBe('java-senior')
    expect(await idsFor({ query: 'fresher java developer' })).toEqual(['java-junior'])
    expect((await idsFor({ query: 'सीनियर डेवलपर' }))[0]).toBe('java-senior')
  })

  it('says which words a corrected search used, and searches the typed words when spell checking is off', async () => {
    const corrected = await search({ query: 'sofware enginer' })
    expect(corrected).toMatchObject({ query: 'sofware enginer', correctedQuery: 'software engineer', isSpellingCorrected: true })
    expect(corrected.jobs[0]?.job_id).toBe('swe-old')
    const exact = await search({ query: 'sofware enginer', spell_check: 'false' })
    expect(exact).toMatchObject({ correctedQuery: null, isSpellingCorrected: false })
    // "sofware" is in no posting, so as typed only the any-word fallback finds jobs ("enginer" shares a stem with engineer).
    expect(exact.jobs.map((job) => job.job_id).sort()).toEqual(['embedded-new', 'swe-old'])
    const translated = await search({ query: 'डेटा एनालिस्ट' })
    expect(translated).toMatchObject({ correctedQuery: 'data analyst', isSpellingCorrected: false })
  })

  it("ranks jobs in the visitor's country first when the query names no place", async () => {
    expect(await idsFor({ query: 'data analyst' }, { country: 'IN' })).toEqual(['analyst-pune', 'analyst-london'])
    expect(await idsFor({ query: 'data analyst' }, { country: 'GB' })).toEqual(['analyst-london', 'analyst-pune'])
    expect(await idsFor({ query: 'data analyst london' }, { country: 'IN' })).toEqual(['analyst-london'])
    expect(await idsFor({ query: 'data analyst abroad' }, { country: 'IN' })).toEqual(['analyst-london'])
  })

  it('takes the visitor country from Accept-Language in the API, and says the answer varies by it', async () => {
    const ask = async (acceptLanguage: string) => {
      const response = await app.request('/api/jobs/search?query=data+analyst', { headers: { 'Accept-Language': acceptLanguage } })
      expect(response.status).toBe(200)
      expect(response.headers.get('vary')).toMatch(/accept-language/i)
      return jobSearchResponseSchema.parse(await response.json()).data.map((job) => job.job_id)
    }
    expect(await ask('en-IN,en;q=0.9')).toEqual(['analyst-pune', 'analyst-london'])
    expect(await ask('hi')).toEqual(['analyst-pune', 'analyst-london'])
    expect(await ask('en-GB')).toEqual(['analyst-london', 'analyst-pune'])
    // No country from the header: the newer posting first.
    expect(await ask('en')).toEqual(['analyst-london', 'analyst-pune'])
  })

  it('answers spelling_corrected in the API and accepts spell_check=false', async () => {
    const response = await app.request('/api/jobs/search?query=sofware+enginer')
    const body = jobSearchResponseSchema.parse(await response.json())
    expect(body.parameters).toMatchObject({ corrected_query: 'software engineer', spelling_corrected: true })
    const exact = jobSearchResponseSchema.parse(
      await (await app.request('/api/jobs/search?query=sofware+enginer&spell_check=false')).json(),
    )
    expect(exact.parameters).toMatchObject({ corrected_query: null, spelling_corrected: false })
  })
})
