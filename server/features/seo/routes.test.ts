import { beforeAll, expect, test } from 'vitest'
import { buildJob, daysAgo, insertJobs } from '#tests/support/factories.ts'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

describeOnDatabases('the search engines files', (getHandle) => {
  let app: TestApp

  beforeAll(async () => {
    app = buildTestApp(getHandle())
    await insertJobs(getHandle(), [
      buildJob({
        job_id: 'jy00000000000001',
        job_title: 'Data Analyst',
        job_city: 'Pune',
        job_posted_at_datetime_utc: daysAgo(2).toISOString(),
      }),
      buildJob({
        job_id: 'jy00000000000002',
        job_title: 'Data Analyst',
        job_city: 'Pune',
        job_posted_at_datetime_utc: daysAgo(1).toISOString(),
      }),
      buildJob({ job_id: 'jy00000000000003', job_title: 'Welder', job_city: 'Surat' }, { isActive: false, expiredAt: daysAgo(0) }),
    ])
  })

  test('/sitemap.xml lists the fixed public pages, each open job and the city and role listings, dated; expired jobs are left out', async () => {
    const response = await app.request('/sitemap.xml')
    expect(response.status).toBe(200)
    const xml = await response.text()
    const urls = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])
    for (const path of ['/', '/jobs', '/visa-sponsorship-jobs', '/pricing', '/resume-builder'])
      expect(urls).toContain(`${TEST_PUBLIC_URL}${path}`)
    expect(urls).toContain(`${TEST_PUBLIC_URL}/jobs/jy00000000000001`)
    expect(urls).toContain(`${TEST_PUBLIC_URL}/jobs/jy00000000000002`)
    expect(urls).toContain(`${TEST_PUBLIC_URL}/jobs/in-pune`)
    expect(urls).toContain(`${TEST_PUBLIC_URL}/jobs/data-analyst`)
    // The expired job, and the city and role only it had, are gone.
    expect(urls).not.toContain(`${TEST_PUBLIC_URL}/jobs/jy00000000000003`)
    expect(urls).not.toContain(`${TEST_PUBLIC_URL}/jobs/in-surat`)
    expect(urls).not.toContain(`${TEST_PUBLIC_URL}/jobs/welder`)
    expect(urls.some((url) => url?.includes('/admin') || url?.includes('/settings'))).toBe(false)
    // The listing is dated by its newest job.
    expect(xml).toContain(`<loc>${TEST_PUBLIC_URL}/jobs/in-pune</loc><lastmod>${daysAgo(1).toISOString().slice(0, 10)}`)
  })

  test('/robots.txt points crawlers at the sitemap and away from private areas', async () => {
    const response = await app.request('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const robots = await response.text()
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`)
  })
})
