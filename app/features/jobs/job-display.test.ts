import { beforeAll, describe, expect, it } from 'vitest'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { buildWireJob } from '#tests/support/wire-job.ts'
import { describeJob } from './job-display.ts'

beforeAll(async () => {
  await loadAllLanguageResources()
})

describe('describeJob', () => {
  const now = new Date('2026-11-23T06:00:00.000Z')
  const londonJob = buildWireJob({ job_city: 'London', job_state: 'England', job_country: 'GB' })

  it('names the job’s country in the reader’s language', () => {
    const hindi = createI18n('hi')
    expect(describeJob(hindi.t, londonJob, now, hindi.language).location).toBe('London, England, यूनाइटेड किंगडम')
    const english = createI18n('en')
    expect(describeJob(english.t, londonJob, now, english.language).location).toBe('London, England, United Kingdom')
  })
})
