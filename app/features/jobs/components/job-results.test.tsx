import { QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { TranslationProvider } from '#app/i18n/react.tsx'
import { createRoutesStub } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Job } from '#core/jobs/job.schema.ts'
import { buildWireJob } from '#tests/support/wire-job.ts'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { createQueryClient } from '#app/lib/query-client.ts'
import { JobResults } from './job-results.tsx'

beforeAll(async () => {
  await loadAllLanguageResources()
})

function storedJob(index: number): Job {
  return buildWireJob({ job_id: `stored-${index}`, employer_name: `Employer ${index}` })
}

function renderResults(language: string, props: { isCached: boolean; total: number; jobs: Job[] }): string {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => <JobResults query="software engineer" viewAllHref="/jobs?q=software+engineer" {...props} />,
    },
  ])
  return renderToString(
    <TranslationProvider i18n={createI18n(language)}>
      <QueryClientProvider client={createQueryClient()}>
        <Stub initialEntries={['/']} hydrationData={{ loaderData: { root: { user: null } } }} />
      </QueryClientProvider>
    </TranslationProvider>,
  )
}

describe('JobResults count', () => {
  const jobs = [1, 2, 3].map(storedJob)

  it('says how many jobs matched for a live answer', () => {
    expect(renderResults('en', { isCached: false, total: 1234, jobs })).toContain('1,234 jobs found')
  })

  it('says a cached answer shows the stored jobs, not how many matched, in English and Hindi (issue 9 review)', () => {
    // The fallback answers up to 20 stored jobs: "20 jobs found" would claim a count nobody counted.
    const english = renderResults('en', { isCached: true, total: 3, jobs })
    expect(english).toContain('Showing 3 saved jobs')
    expect(english).not.toContain('jobs found')
    expect(english).not.toContain('View All 3 Jobs')
    expect(renderResults('hi', { isCached: true, total: 3, jobs })).toContain('3 सहेजी गई नौकरियाँ दिखाई जा रही हैं')
  })
})
