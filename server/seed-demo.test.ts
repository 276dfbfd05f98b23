import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeOnDatabase } from '#tests/support/test-database.ts'
import { employmentTypes } from '#core/jobs/job-constants.ts'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { buildDemoCompanies } from '#server/features/companies/index.ts'
import { generateDemoJobs, hasJobs, jobIdFor } from '#server/features/jobs/index.ts'
import { seedDemoData, type DemoDataResult } from './seed-demo.ts'

const now = new Date('2026-11-22T06:00:00.000Z')

async function listJobIndexes(handle: DatabaseHandle): Promise<string[]> {
  const rows = await handle.query<{ definition: string }>(sql`
    select pg_get_indexdef(indexrelid) as definition from pg_index where indrelid = 'jobs'::regclass order by 1`)
  return rows.map((row) => row.definition)
}
const JOB_COUNT = 5_000
/** A regular expression for PostgreSQL, passed as a parameter so no escaping is lost on the way. */
const nonAscii = '[^\\x01-\\x7f]'

describe('seedDemoData on PGlite', () => {
  let handle: DatabaseHandle
  let result: DemoDataResult
  let wasSeededBefore: boolean

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null })
    wasSeededBefore = await hasJobs(handle)
    result = await seedDemoData(handle, { jobCount: JOB_COUNT, now })
  }, 180_000)

  afterAll(async () => {
    await handle?.close()
  })

  async function one<Row extends Record<string, unknown>>(statement: SQL): Promise<Row> {
    const [row] = await handle.query<Row>(statement)
    if (row === undefined) throw new Error('query returned no row')
    return row
  }

  it('reports and stores the counts', async () => {
    expect(wasSeededBefore).toBe(false)
    expect(await hasJobs(handle)).toBe(true)
    expect(result.jobs).toBe(JOB_COUNT)
    expect(result.companies).toBeGreaterThanOrEqual(300)
    expect(result.reviews).toBeGreaterThan(0)
    const counts = await one<{ jobs: number; companies: number; reviews: number; sources: number }>(sql`
      select (select count(*)::int from jobs) as jobs, (select count(*)::int from companies) as companies,
             (select count(*)::int from company_reviews) as reviews, (select count(*)::int from job_sources where id = 'demo') as sources`)
    expect(counts).toEqual({ jobs: JOB_COUNT, companies: result.companies, reviews: result.reviews, sources: 1 })
  })

  it('has unique dedup hashes and stable ids', async () => {
    const hashes = await one<{ distinct: number }>(sql`select count(distinct dedup_hash)::int as distinct from jobs`)
    expect(hashes.distinct).toBe(JOB_COUNT)
    const rows = await handle.query<{ id: string; source_id: string }>(sql`select id, source_id from jobs order by random() limit 50`)
    for (const row of rows) expect(row.id).toBe(jobIdFor('demo', row.source_id))
  })

  it('has every employment type', async () => {
    const rows = await handle.query<{ employment_type: string }>(sql`select distinct employment_type from jobs`)
    expect(rows.map((row) => row.employment_type).sort()).toEqual([...employmentTypes].sort())
  })

  it('has remote, visa-sponsored and government jobs in realistic shares', async () => {
    const shares = await one<{ remote: number; government: number; visa: number; abroad_on_site: number; cityless_remote: number }>(sql`
      select avg(is_remote::int)::float as remote, avg(is_government::int)::float as government,
             count(*) filter (where is_visa_sponsored)::int as visa,
             count(*) filter (where country <> 'IN' and not is_remote)::int as abroad_on_site,
             count(*) filter (where is_remote and city is null)::int as cityless_remote
      from jobs`)
    expect(shares.remote).toBeGreaterThan(0.1)
    expect(shares.remote).toBeLessThan(0.2)
    expect(shares.government).toBeGreaterThan(0.06)
    expect(shares.government).toBeLessThan(0.1)
    expect(shares.visa / shares.abroad_on_site).toBeGreaterThan(0.3)
    expect(shares.visa / shares.abroad_on_site).toBeLessThan(0.5)
    expect(shares.cityless_remote).toBeGreaterThan(0)
  })

  it('keeps visa sponsorship abroad and on site, and government jobs in India', async () => {
    const wrong = await one<{ visa_at_home: number; remote_visa: number; government_abroad: number }>(sql`
      select count(*) filter (where is_visa_sponsored and country = 'IN')::int as visa_at_home,
             count(*) filter (where is_visa_sponsored and is_remote)::int as remote_visa,
             count(*) filter (where is_government and country <> 'IN')::int as government_abroad
      from jobs`)
    expect(wrong).toEqual({ visa_at_home: 0, remote_visa: 0, government_abroad: 0 })
  })

  it('pays in each country’s currency and period, with rupee equivalents', async () => {
    const paid = await handle.query<{ country: string; currency: string; period: string }>(sql`
      select distinct country, salary_currency as currency, salary_period as period
      from jobs where salary_currency is not null order by 1, 2, 3`)
    const currencyOf = new Map(paid.map((row) => [row.country, row.currency]))
    expect(currencyOf.get('IN')).toBe('INR')
    expect(currencyOf.get('US')).toBe('USD')
    expect(currencyOf.get('GB')).toBe('GBP')
    expect(currencyOf.get('AE')).toBe('AED')
    // One currency per country; India's yearly salaries and monthly wages and stipends, the Gulf's monthly pay.
    expect(new Set(paid.map((row) => `${row.country} ${row.currency}`)).size).toBe(currencyOf.size)
    expect(paid.filter((row) => row.country === 'IN').map((row) => row.period)).toEqual(['MONTH', 'YEAR'])
    expect(paid.filter((row) => row.country === 'AE').map((row) => row.period)).toEqual(['MONTH'])
    const salaries = await one<{ none: number; only_min: number; only_max: number; missing_inr: number }>(sql`
      select avg((salary_min is null and salary_max is null)::int)::float as none,
             count(*) filter (where salary_min is not null and salary_max is null)::int as only_min,
             count(*) filter (where salary_min is null and salary_max is not null)::int as only_max,
             count(*) filter (where salary_min is not null and salary_min_inr_year is null)::int as missing_inr
      from jobs`)
    expect(salaries.none).toBeGreaterThan(0.05)
    expect(salaries.none).toBeLessThan(0.15)
    expect(salaries.only_min).toBeGreaterThan(0)
    expect(salaries.only_max).toBeGreaterThan(0)
    expect(salaries.missing_inr).toBe(0)
  })

  it('pays realistic Indian salaries by seniority', async () => {
    const bands = await handle.query<{ title: string; low: number; high: number }>(sql`
      select title, percentile_cont(0.5) within group (order by salary_min)::float as low,
             percentile_cont(0.5) within group (order by salary_max)::float as high
      from jobs where country = 'IN' and salary_min is not null and salary_max is not null
        and title in ('Senior Software Engineer', 'Junior Sales Executive', 'Sales Trainee')
      group by title order by title`)
    const senior = bands.find((band) => band.title === 'Senior Software Engineer')
    expect(senior?.low).toBeGreaterThanOrEqual(2_000_000)
    expect(senior?.high).toBeLessThanOrEqual(5_000_000)
    const fresher = bands.find((band) => band.title === 'Sales Trainee')
    expect(fresher?.high).toBeLessThanOrEqual(600_000)
  })

  it('matches experience to seniority', async () => {
    const levels = await one<{ senior_min: number; junior_max: number; intern_max: number }>(sql`
      select min(experience_months) filter (where title like 'Senior %')::int as senior_min,
             max(experience_months) filter (where title like 'Junior %')::int as junior_max,
             max(experience_months) filter (where employment_type = 'INTERN')::int as intern_max
      from jobs`)
    expect(levels.senior_min).toBeGreaterThanOrEqual(60)
    expect(levels.junior_max).toBeLessThanOrEqual(12)
    expect(levels.intern_max).toBe(0)
  })

  it('dates postings within the last 60 days, more of them recent', async () => {
    const ages = await one<{ oldest: number; future: number; last_month: number; month_before: number }>(sql`
      select max(extract(epoch from (${now.toISOString()}::timestamptz - posted_at)) / 86400)::float as oldest,
             count(*) filter (where posted_at > ${now.toISOString()}::timestamptz)::int as future,
             count(*) filter (where posted_at > ${now.toISOString()}::timestamptz - interval '30 days')::int as last_month,
             count(*) filter (where posted_at <= ${now.toISOString()}::timestamptz - interval '30 days')::int as month_before
      from jobs`)
    expect(ages.oldest).toBeLessThanOrEqual(60)
    expect(ages.future).toBe(0)
    expect(ages.last_month).toBeGreaterThan(ages.month_before)
  })

  it('fills slugs, links and highlights as the search pages expect', async () => {
    const senior = await handle.query<{ role_slug: string }>(
      sql`select distinct role_slug from jobs where title = 'Senior Software Engineer'`,
    )
    expect(senior).toEqual([{ role_slug: 'software-engineer' }])
    const checks = await one<{
      bad_city_slug: number
      cityless_with_slug: number
      bad_links: number
      logos: number
      no_highlights: number
      featured: number
      skills_mismatch: number
    }>(sql`
      select count(*) filter (where city is not null and city_slug is distinct from lower(regexp_replace(city, '[^A-Za-z0-9]+', '-', 'g')) and city !~ ${nonAscii})::int as bad_city_slug,
             count(*) filter (where city is null and city_slug is not null)::int as cityless_with_slug,
             count(*) filter (where apply_link !~ ${'^https://[a-z0-9.-]+\\.example/'})::int as bad_links,
             count(*) filter (where employer_logo is not null)::int as logos,
             count(*) filter (where jsonb_array_length(highlights -> 'Qualifications') = 0 or jsonb_array_length(highlights -> 'Responsibilities') = 0 or jsonb_array_length(highlights -> 'Benefits') = 0)::int as no_highlights,
             count(*) filter (where is_featured)::int as featured,
             count(*) filter (where skills_text <> array_to_string(required_skills, ' '))::int as skills_mismatch
      from jobs`)
    expect(checks).toMatchObject({ bad_city_slug: 0, cityless_with_slug: 0, bad_links: 0, logos: 0, no_highlights: 0, skills_mismatch: 0 })
    expect(checks.featured).toBeGreaterThan(0)
  })

  it('links jobs to their companies', async () => {
    const links = await one<{ unlinked: number; mismatched: number }>(sql`
      select count(*) filter (where company_id is null)::int as unlinked,
             count(*) filter (where c.name <> j.employer_name)::int as mismatched
      from jobs j left join companies c on c.id = j.company_id`)
    expect(links).toEqual({ unlinked: 0, mismatched: 0 })
  })

  it('writes real text, never lorem ipsum', async () => {
    const lorem = await one<{ jobs: number; companies: number; reviews: number }>(sql`
      select (select count(*)::int from jobs where description ~* ${'lorem|ipsum|\\{[a-zA-Z0-9]+\\}'} or title ~* 'lorem') as jobs,
             (select count(*)::int from companies where description ~* 'lorem|ipsum') as companies,
             (select count(*)::int from company_reviews where body ~* 'lorem|ipsum' or title ~* 'lorem') as reviews`)
    expect(lorem).toEqual({ jobs: 0, companies: 0, reviews: 0 })
  })

  it('has companies of every type, agencies and job sites, with fictional domains and no logos', async () => {
    const types = await handle.query<{ company_type: string }>(sql`select distinct company_type from companies order by 1`)
    expect(types.map((row) => row.company_type)).toEqual(['enterprise', 'fortune500', 'government', 'midsize', 'nonprofit', 'startup'])
    const kinds = await handle.query<{ employer_kind: string; count: number }>(
      sql`select employer_kind, count(*)::int as count from companies group by 1 order by 2 desc`,
    )
    expect(kinds.map((row) => row.employer_kind)).toEqual(['direct_hire', 'agency', 'job_site'])
    const odd = await one<{ bad_websites: number; logos: number; unverified: number; verified: number }>(sql`
      select count(*) filter (where website !~ ${'^https://[a-z0-9]+\\.example$'})::int as bad_websites,
             count(*) filter (where logo_url is not null)::int as logos,
             count(*) filter (where not is_verified)::int as unverified,
             count(*) filter (where is_verified)::int as verified
      from companies`)
    expect(odd.bad_websites).toBe(0)
    expect(odd.logos).toBe(0)
    expect(odd.unverified).toBeGreaterThan(0)
    expect(odd.verified).toBeGreaterThan(odd.unverified)
  })

  it('has 0 to 12 reviews per company, ratings 1 to 5, mostly approved and mostly positive', async () => {
    const perCompany = await one<{ most: number; companies_without: number }>(sql`
      select max(n)::int as most, count(*) filter (where n = 0)::int as companies_without
      from (select c.id, count(r.id) as n from companies c left join company_reviews r on r.company_id = c.id group by c.id) as counts`)
    expect(perCompany.most).toBeLessThanOrEqual(12)
    expect(perCompany.companies_without).toBeGreaterThan(0)
    const ratings = await handle.query<{ rating: number; count: number }>(
      sql`select rating, count(*)::int as count from company_reviews group by rating order by rating`,
    )
    expect(ratings.map((row) => row.rating)).toEqual([1, 2, 3, 4, 5])
    const byRating = new Map(ratings.map((row) => [row.rating, row.count]))
    expect(byRating.get(4) ?? 0).toBeGreaterThan(byRating.get(1) ?? 0)
    const approval = await one<{ approved: number; pending: number }>(sql`
      select count(*) filter (where status = 'approved')::int as approved, count(*) filter (where status = 'pending')::int as pending from company_reviews`)
    expect(approval.pending).toBeGreaterThan(0)
    expect(approval.approved).toBeGreaterThan(approval.pending * 4)
  })

  it('fills title suggestions with titles and base roles and their job counts', async () => {
    const baseRole = await one<{ job_count: number; jobs: number }>(sql`
      select s.job_count, (select count(*)::int from jobs where role_slug = 'software-engineer') as jobs
      from search_suggestions s where s.kind = 'title' and s.normalized = 'software engineer'`)
    expect(baseRole.job_count).toBe(baseRole.jobs)
    const title = await one<{ job_count: number; jobs: number }>(sql`
      select s.job_count, (select count(*)::int from jobs where title = 'Senior Software Engineer') as jobs
      from search_suggestions s where s.kind = 'title' and s.value = 'Senior Software Engineer'`)
    expect(title.job_count).toBe(title.jobs)
    const distinctTitles = await one<{ titles: number; suggestions: number }>(sql`
      select (select count(distinct lower(title))::int from jobs) as titles,
             (select count(*)::int from search_suggestions where kind = 'title') as suggestions`)
    expect(distinctTitles.suggestions).toBeGreaterThanOrEqual(distinctTitles.titles)
  })

  it('fills location suggestions with cities, states, countries and Remote', async () => {
    const rows = await handle.query<{ value: string; normalized: string; job_count: number }>(sql`
      select value, normalized, job_count from search_suggestions
      where kind = 'location' and value in ('Bengaluru', 'Karnataka', 'India', 'United States', 'Remote')
      order by value`)
    expect(rows.map((row) => row.value)).toEqual(['Bengaluru', 'India', 'Karnataka', 'Remote', 'United States'])
    const counts = await one<{ india: number; remote: number; bengaluru: number }>(sql`
      select count(*) filter (where country = 'IN')::int as india, count(*) filter (where is_remote)::int as remote,
             count(*) filter (where city = 'Bengaluru')::int as bengaluru from jobs`)
    const byValue = new Map(rows.map((row) => [row.value, row.job_count]))
    expect(byValue.get('India')).toBe(counts.india)
    expect(byValue.get('Remote')).toBe(counts.remote)
    expect(byValue.get('Bengaluru')).toBe(counts.bengaluru)
    const accents = await one<{ accented: number; zurich: number }>(sql`
      select count(*) filter (where normalized ~ ${nonAscii} or normalized <> lower(normalized))::int as accented,
             count(*) filter (where normalized in ('zurich', 'montreal', 'dusseldorf'))::int as zurich
      from search_suggestions`)
    expect(accents.accented).toBe(0)
    expect(accents.zurich).toBeGreaterThan(0)
  })

  it('fills the vocabulary with lower-case words of titles and skills', async () => {
    const words = await one<{ bad: number; engineer: number; kubernetes: number; short: number }>(sql`
      select count(*) filter (where word !~ '^[a-z]{3,}$')::int as bad,
             coalesce(max(frequency) filter (where word = 'engineer'), 0)::int as engineer,
             coalesce(max(frequency) filter (where word = 'kubernetes'), 0)::int as kubernetes,
             count(*) filter (where length(word) < 3)::int as short
      from search_vocabulary`)
    expect(words.bad).toBe(0)
    expect(words.short).toBe(0)
    expect(words.engineer).toBeGreaterThan(100)
    expect(words.kubernetes).toBeGreaterThan(0)
  })

  it('makes the jobs findable by full-text search', async () => {
    const found = await one<{ count: number }>(
      sql`select count(*)::int as count from jobs where search_vector @@ websearch_to_tsquery('english', 'staff nurse')`,
    )
    expect(found.count).toBeGreaterThan(0)
  })
})

/**
 * The same seed on a PostgreSQL server, in a database created for this file (tests/support), so it
 * never touches what other suites keep.
 */
describeOnDatabase('postgres', 'seedDemoData on PostgreSQL', (getHandle) => {
  let handle: DatabaseHandle
  let result: DemoDataResult
  let indexesBefore: string[]

  beforeAll(async () => {
    handle = getHandle()
    indexesBefore = await listJobIndexes(handle)
    // The bulk path (indexes built after the load) is what 100,000-job seeds take; exercise it here.
    result = await seedDemoData(handle, { jobCount: 1_000, now, bulkLoadMinJobs: 1 })
  }, 180_000)

  it('seeds the same jobs as on PGlite', async () => {
    expect(result.jobs).toBe(1_000)
    expect(result.companies).toBeGreaterThanOrEqual(300)
    expect(await hasJobs(handle)).toBe(true)
    const stored = await handle.query<{ id: string }>(sql`select id from jobs order by source_id::int limit 5`)
    const expected = [...generateDemoJobs(buildDemoCompanies(), { jobCount: 5, now })].map((job) => ({ id: job.row.id }))
    expect(stored).toEqual(expected)
  })

  it('puts back every index it set aside for the load', async () => {
    expect(indexesBefore.length).toBeGreaterThan(5)
    expect(await listJobIndexes(handle)).toEqual(indexesBefore)
  })

  it('fills suggestions and vocabulary', async () => {
    const [counts] = await handle.query<{ titles: number; locations: number; words: number; remote: number }>(sql`
      select (select count(*)::int from search_suggestions where kind = 'title') as titles,
             (select count(*)::int from search_suggestions where kind = 'location') as locations,
             (select count(*)::int from search_vocabulary) as words,
             (select job_count from search_suggestions where kind = 'location' and normalized = 'remote') as remote`)
    expect(counts?.titles).toBeGreaterThan(50)
    expect(counts?.locations).toBeGreaterThan(20)
    expect(counts?.words).toBeGreaterThan(100)
    const [remoteJobs] = await handle.query<{ count: number }>(sql`select count(*)::int as count from jobs where is_remote`)
    expect(counts?.remote).toBe(remoteJobs?.count)
  })
})
